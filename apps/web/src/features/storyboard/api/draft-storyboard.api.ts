import type { DraftStoryboardBody, StoryboardView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { scriptKeys } from '../../script';
import { storyboardKeys } from './storyboard-keys';

/** POST /v2/storyboard/draft: the LLM splits the script into shots (charged once, refunded on failure). */
export function draftStoryboard(body: DraftStoryboardBody): Promise<StoryboardView> {
  return apiPost<StoryboardView>('/v2/storyboard/draft', body);
}

export function useDraftStoryboard(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<DraftStoryboardBody, 'scriptId'>) => draftStoryboard({ ...body, scriptId }),
    onSuccess: (view) => {
      queryClient.setQueryData(storyboardKeys.board(scriptId), view);
      void queryClient.invalidateQueries({ queryKey: scriptKeys.lists });
    },
  });
}

import type { StoryboardView } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storyboardKeys } from './storyboard-keys';

/** GET /v2/storyboard/shots?scriptId=: the shots with their tasks, plus roles, lines and backgrounds. */
export function fetchStoryboard(scriptId: string): Promise<StoryboardView> {
  return apiGet<StoryboardView>('/v2/storyboard/shots', { params: { scriptId } });
}

export const storyboardQueryOptions = (scriptId: string) =>
  queryOptions({ queryKey: storyboardKeys.board(scriptId), queryFn: () => fetchStoryboard(scriptId) });

export function useStoryboard(scriptId: string | null) {
  return useQuery({ ...storyboardQueryOptions(scriptId ?? ''), enabled: Boolean(scriptId) });
}

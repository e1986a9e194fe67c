import type { GenerateShotImagesBody, GenerateShotVideosBody, ShotBatchResult } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { applyTaskUpdate } from '../../tasks';
import { storyboardKeys } from './storyboard-keys';

/** POST /v2/storyboard/images: one image task per shot; the whole batch or nothing (400403). */
export const generateShotImages = (body: GenerateShotImagesBody) =>
  apiPost<ShotBatchResult>('/v2/storyboard/images', body);
/** POST /v2/storyboard/videos: one image-to-video task per shot. */
export const generateShotVideos = (body: GenerateShotVideosBody) =>
  apiPost<ShotBatchResult>('/v2/storyboard/videos', body);

function useBatch<B>(scriptId: string, call: (body: B) => Promise<ShotBatchResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      for (const { task } of result.submitted) applyTaskUpdate(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: storyboardKeys.board(scriptId) });
    },
  });
}

export const useGenerateShotImages = (scriptId: string) => useBatch(scriptId, generateShotImages);
export const useGenerateShotVideos = (scriptId: string) => useBatch(scriptId, generateShotVideos);

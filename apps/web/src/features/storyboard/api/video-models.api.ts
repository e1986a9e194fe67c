import type { VideoModelList } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storyboardKeys } from './storyboard-keys';

/** GET /v1/aitools/video/model/list (spec §7): configured video models and the flags each maps. */
export function fetchVideoModels(): Promise<VideoModelList> {
  return apiGet<VideoModelList>('/v1/aitools/video/model/list');
}

export const videoModelsQueryOptions = () =>
  queryOptions({ queryKey: storyboardKeys.videoModels, queryFn: fetchVideoModels, staleTime: 60_000 });

export function useVideoModels() {
  return useQuery(videoModelsQueryOptions());
}

import type { StoryboardScriptItem } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { storyboardKeys } from './storyboard-keys';

/** GET /v2/storyboard/scripts: the caller's scripts with their shot counts, newest first. */
export function fetchStoryboardScripts(): Promise<StoryboardScriptItem[]> {
  return apiGet<StoryboardScriptItem[]>('/v2/storyboard/scripts');
}

export const storyboardScriptsQueryOptions = () =>
  queryOptions({ queryKey: storyboardKeys.scripts, queryFn: fetchStoryboardScripts, staleTime: 30_000 });

export function useStoryboardScripts() {
  return useQuery(storyboardScriptsQueryOptions());
}

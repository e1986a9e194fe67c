import type { StoryboardView } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cutKeys } from './cut-keys';

/** GET /v2/storyboard/shots?scriptId=: the script's shots with what each shows (to build or pick from). */
export function fetchScriptShots(scriptId: string): Promise<StoryboardView> {
  return apiGet<StoryboardView>('/v2/storyboard/shots', { params: { scriptId } });
}

export const scriptShotsQueryOptions = (scriptId: string) =>
  queryOptions({ queryKey: cutKeys.shots(scriptId), queryFn: () => fetchScriptShots(scriptId) });

export function useScriptShots(scriptId: string) {
  return useQuery(scriptShotsQueryOptions(scriptId));
}

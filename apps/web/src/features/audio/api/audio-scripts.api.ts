import type { ScriptSummary } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/** GET /v2/script/projects: the user's scripts, most recently updated first (the script picker). */
export async function fetchAudioScripts(): Promise<ScriptSummary[]> {
  const page = await apiGet<{ list: ScriptSummary[]; total: number }>('/v2/script/projects', {
    params: { offset: 0, limit: 100 },
  });
  return page.list;
}

export const audioScriptsQueryOptions = () =>
  queryOptions({ queryKey: audioKeys.scripts, queryFn: fetchAudioScripts, staleTime: 30_000 });

export function useAudioScripts() {
  return useQuery(audioScriptsQueryOptions());
}

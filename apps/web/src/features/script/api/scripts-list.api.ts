import type { ScriptSummary } from '@lizi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { scriptKeys } from './script-keys';

export interface ScriptsPage {
  list: ScriptSummary[];
  total: number;
}

/** GET /v2/script/projects?offset&limit: the user's projects, most recently updated first. */
export function fetchScripts(offset: number, limit: number): Promise<ScriptsPage> {
  return apiGet<ScriptsPage>('/v2/script/projects', { params: { offset, limit } });
}

export const scriptsListQueryOptions = (offset: number, limit: number) =>
  queryOptions({
    queryKey: scriptKeys.list(offset, limit),
    queryFn: () => fetchScripts(offset, limit),
    placeholderData: keepPreviousData,
  });

export function useScriptsList(offset: number, limit: number) {
  return useQuery(scriptsListQueryOptions(offset, limit));
}

import { type ScriptDetail, ScriptWriteStatus } from '@lizi/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { scriptKeys } from './script-keys';

/** GET /v2/script/projects/:id: episodes → scenes → lines, characters, the step to reopen. */
export function fetchScript(id: string): Promise<ScriptDetail> {
  return apiGet<ScriptDetail>(`/v2/script/projects/${id}`);
}

export const scriptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scriptKeys.detail(id),
    queryFn: () => fetchScript(id),
    // A write running in another tab (or before a reload) finishes on the server: poll until it settles.
    refetchInterval: (query) => (query.state.data?.writeStatus === ScriptWriteStatus.WRITING ? 3000 : false),
  });

export function useScript(id: string | null | undefined) {
  return useQuery({ ...scriptQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Every script mutation answers with the whole script: store it and refresh what depends on it. */
export function storeScript(queryClient: QueryClient, script: ScriptDetail) {
  queryClient.setQueryData(scriptKeys.detail(script.id), script);
  void queryClient.invalidateQueries({ queryKey: scriptKeys.lists });
  void queryClient.invalidateQueries({ queryKey: scriptKeys.edits(script.id) });
}

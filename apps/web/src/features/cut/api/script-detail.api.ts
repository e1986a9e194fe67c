import type { LineFields, ScriptDetail } from '@lizi/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { cutKeys } from './cut-keys';

/** GET /v2/script/projects/{id}: the script with its episodes, scenes and lines. */
export function fetchScriptDetail(id: string): Promise<ScriptDetail> {
  return apiGet<ScriptDetail>(`/v2/script/projects/${encodeURIComponent(id)}`);
}

export const scriptDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: cutKeys.script(id), queryFn: () => fetchScriptDetail(id) });

export function useScriptDetail(id: string) {
  return useQuery(scriptDetailQueryOptions(id));
}

/** POST /v2/script/projects/{id}/lines/edit (replace): the narration text, kept in the script's history. */
export function replaceLine(scriptId: string, lineId: string, line: LineFields): Promise<ScriptDetail> {
  return apiPost<ScriptDetail>(`/v2/script/projects/${encodeURIComponent(scriptId)}/lines/edit`, {
    action: 'replace',
    lineId,
    line,
  });
}

export function useReplaceLine(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, line }: { lineId: string; line: LineFields }) =>
      replaceLine(scriptId, lineId, line),
    onSuccess: (script) => queryClient.setQueryData(cutKeys.script(scriptId), script),
  });
}

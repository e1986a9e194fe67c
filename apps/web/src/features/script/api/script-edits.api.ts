import type { ScriptEditView } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { scriptKeys } from './script-keys';

/** GET /v2/script/projects/:id/edits: the hand edits, newest first. */
export function fetchScriptEdits(id: string): Promise<ScriptEditView[]> {
  return apiGet<ScriptEditView[]>(`/v2/script/projects/${id}/edits`);
}

export const scriptEditsQueryOptions = (id: string) =>
  queryOptions({ queryKey: scriptKeys.edits(id), queryFn: () => fetchScriptEdits(id) });

export function useScriptEdits(id: string, enabled: boolean) {
  return useQuery({ ...scriptEditsQueryOptions(id), enabled });
}

import type { AddSceneBody, LineEditBody, SceneFields, ScriptDetail } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiPost } from '../../../lib/api-client';
import { storeScript } from './script.api';

/**
 * The hand edits of one script (spec §3 replace / delete / add, scenes, reorder, undo). Each answers with the
 * whole script, so one mutation with a typed command covers them.
 */
export type ScriptEditCommand =
  | { kind: 'line'; body: LineEditBody }
  | { kind: 'reorder'; sceneId: string; lineIds: string[] }
  | { kind: 'addScene'; body: AddSceneBody }
  | { kind: 'updateScene'; sceneId: string; body: SceneFields }
  | { kind: 'deleteScene'; sceneId: string }
  | { kind: 'undo' };

export async function runScriptEdit(id: string, command: ScriptEditCommand): Promise<ScriptDetail> {
  const base = `/v2/script/projects/${id}`;
  switch (command.kind) {
    case 'line':
      return apiPost<ScriptDetail>(`${base}/lines/edit`, command.body);
    case 'reorder':
      return apiPost<ScriptDetail>(`${base}/lines/reorder`, {
        sceneId: command.sceneId,
        lineIds: command.lineIds,
      });
    case 'addScene':
      return apiPost<ScriptDetail>(`${base}/scenes`, command.body);
    case 'updateScene':
      return (await apiClient.patch<ScriptDetail>(`${base}/scenes/${command.sceneId}`, command.body)).data;
    case 'deleteScene':
      return (await apiClient.delete<ScriptDetail>(`${base}/scenes/${command.sceneId}`)).data;
    case 'undo':
      return apiPost<ScriptDetail>(`${base}/edits/undo`);
  }
}

export function useScriptEdit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: ScriptEditCommand) => runScriptEdit(id, command),
    onSuccess: (s) => storeScript(queryClient, s),
  });
}

import type { CreateScriptBody, ScriptDetail } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { storeScript } from './script.api';

/** POST /v2/script/projects. */
export function createScript(body: CreateScriptBody): Promise<ScriptDetail> {
  return apiPost<ScriptDetail>('/v2/script/projects', body);
}

export function useCreateScript() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createScript, onSuccess: (s) => storeScript(queryClient, s) });
}

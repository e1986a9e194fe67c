import type {
  RoleCreateBody,
  RoleCreateByAiBody,
  RoleEditByAiBody,
  RoleHistoryView,
  RoleReplaceBody,
  RoleSaveBody,
  RoleView,
} from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** POST /v2/script/roles/create */
export const createRole = (body: RoleCreateBody) => apiPost<RoleView>('/v2/script/roles/create', body);
/** POST /v2/script/roles/save */
export const saveRole = (body: RoleSaveBody) => apiPost<RoleView>('/v2/script/roles/save', body);
/** POST /v2/script/roles/delete */
export const deleteRole = (roleId: string) =>
  apiPost<{ deleted: true }>('/v2/script/roles/delete', { roleId });
/** POST /v2/script/roles/image/createByAi (charged) */
export const createRoleImageByAi = (body: RoleCreateByAiBody) =>
  apiPost<RoleHistoryView>('/v2/script/roles/image/createByAi', body);
/** POST /v2/script/roles/image/editByAi (charged) */
export const editRoleImageByAi = (body: RoleEditByAiBody) =>
  apiPost<RoleHistoryView>('/v2/script/roles/image/editByAi', body);
/** POST /v2/script/roles/image/retry (a new task, charged) */
export const retryRoleImage = (roleId: string, hisId: string) =>
  apiPost<RoleHistoryView>('/v2/script/roles/image/retry', { roleId, hisId });
/** POST /v2/script/roles/image/replace */
export const replaceRoleImage = (body: RoleReplaceBody) =>
  apiPost<RoleView>('/v2/script/roles/image/replace', body);

/** A mutation that refreshes everything of the script (lists, images, histories) once it succeeded. */
export function useRoleMutation<A, R>(scriptId: string, fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.script(scriptId) }),
        queryClient.invalidateQueries({ queryKey: ['roles', 'history'] }),
      ]);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface ProjectPermissionApplication {
  teamName: string;
  projectType: string;
  reason: string;
}

/** POST /v1/user/permission/project/apply: team collaboration needs prior application (spec §2). */
export function applyProjectPermission(
  body: ProjectPermissionApplication,
): Promise<{ id: number; status: number }> {
  return apiPost<{ id: number; status: number }>('/v1/user/permission/project/apply', body);
}

export function useApplyProjectPermission() {
  return useMutation({ mutationFn: applyProjectPermission });
}

import type { RefOptionsView, RoleHistoryView } from '@lizi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** GET /v2/script/roles/image/gcHistory?roleId, newest first. */
export const fetchRoleHistory = (roleId: string) =>
  apiGet<{ items: RoleHistoryView[] }>('/v2/script/roles/image/gcHistory', { params: { roleId } }).then(
    (d) => d.items,
  );

export const useRoleHistory = (roleId: string | null) =>
  useQuery({
    queryKey: roleKeys.history(roleId ?? ''),
    queryFn: () => fetchRoleHistory(roleId ?? ''),
    enabled: Boolean(roleId),
  });

/** GET /v2/script/roles/refOptions: the reference controls (spec §3); static, so fetched once. */
export const useRefOptions = () =>
  useQuery({
    queryKey: roleKeys.refOptions,
    queryFn: () => apiGet<RefOptionsView>('/v2/script/roles/refOptions'),
    staleTime: Number.POSITIVE_INFINITY,
  });

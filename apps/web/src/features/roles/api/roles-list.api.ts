import type { RoleImageView, RoleView } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** GET /v2/script/roles/list?scriptId */
export const fetchRoles = (scriptId: string) =>
  apiGet<{ items: RoleView[] }>('/v2/script/roles/list', { params: { scriptId } }).then((d) => d.items);

export const rolesQueryOptions = (scriptId: string) =>
  queryOptions({ queryKey: roleKeys.list(scriptId), queryFn: () => fetchRoles(scriptId) });

export const useRoles = (scriptId: string) => useQuery(rolesQueryOptions(scriptId));

/** GET /v2/script/roles/image/list?scriptId: each role with its newest image task. */
export const fetchRoleImages = (scriptId: string) =>
  apiGet<{ items: RoleImageView[] }>('/v2/script/roles/image/list', { params: { scriptId } }).then(
    (d) => d.items,
  );

export const useRoleImages = (scriptId: string) =>
  useQuery({ queryKey: roleKeys.images(scriptId), queryFn: () => fetchRoleImages(scriptId) });

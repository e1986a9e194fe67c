import { RoleId } from '@lizi/shared';
import { useParams } from 'react-router';
import { useSessionStore } from '../../session';
import { parseEnterpriseId } from '../format';

export type CompanyScope =
  | { kind: 'ok'; enterpriseId: number | undefined; name: string | undefined }
  | { kind: 'pick' }
  | { kind: 'invalid' };

/**
 * Which company the enterprise back office works on: the optional :enterpriseId, else the admin's own
 * company. The platform admin has no company of their own and must come with an id (from 企业管理).
 */
export function useCompanyScope(): CompanyScope {
  const { enterpriseId: raw } = useParams();
  const user = useSessionStore((s) => s.user);
  const id = parseEnterpriseId(raw);
  if (id === null) return { kind: 'invalid' };
  if (id === undefined && user?.roleId === RoleId.PLATFORM_SUPER_ADMIN) return { kind: 'pick' };
  const own = user?.enterprise;
  const name = own && (id === undefined || own.id === id) ? own.name : undefined;
  return { kind: 'ok', enterpriseId: id, name };
}

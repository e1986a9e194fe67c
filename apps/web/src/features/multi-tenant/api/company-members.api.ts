import type { RoleIdValue } from '@lizi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cleanParams, type Page, type PageQuery } from './page.types';

export interface CompanyMember {
  userId: number;
  username: string | null;
  realname: string;
  phoneMask: string | null;
  avatar: string | null;
  roleId: RoleIdValue;
  reviewStatus: number;
  /** ISO time strings. */
  appliedAt: string;
  reviewedAt: string | null;
}

export interface CompanyMembersQuery extends PageQuery {
  /** Required for the platform admin; company admins work in their own company. */
  enterpriseId?: number;
  /** Review status 1–4; absent = all. */
  status?: number;
  keyword?: string;
}

export const companyMembersKey = ['multiTenant', 'companyMembers'] as const;

/** GET /v1/company/members */
export function fetchCompanyMembers(query: CompanyMembersQuery): Promise<Page<CompanyMember>> {
  return apiGet<Page<CompanyMember>>('/v1/company/members', { params: cleanParams(query) });
}

export const companyMembersQueryOptions = (query: CompanyMembersQuery) =>
  queryOptions({
    queryKey: [...companyMembersKey, query],
    queryFn: () => fetchCompanyMembers(query),
    placeholderData: keepPreviousData,
  });

export function useCompanyMembers(query: CompanyMembersQuery, enabled = true) {
  return useQuery({ ...companyMembersQueryOptions(query), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cleanParams, type Page, type PageQuery } from './page.types';

export interface EnterpriseApplication {
  id: number;
  name: string;
  contactName: string;
  contactPhone: string;
  reason: string;
  /** Second-review status 1–4. */
  status: number;
  reviewNote: string | null;
  /** The applicant's name. */
  applicant: string;
  createdAt: string;
}

export interface EnterpriseApplicationsQuery extends PageQuery {
  status?: number;
}

export const enterpriseApplicationsKey = ['multiTenant', 'enterpriseApplications'] as const;

/** GET /v1/platform/enterpriseApplications */
export function fetchEnterpriseApplications(
  query: EnterpriseApplicationsQuery,
): Promise<Page<EnterpriseApplication>> {
  return apiGet<Page<EnterpriseApplication>>('/v1/platform/enterpriseApplications', {
    params: cleanParams(query),
  });
}

export const enterpriseApplicationsQueryOptions = (query: EnterpriseApplicationsQuery) =>
  queryOptions({
    queryKey: [...enterpriseApplicationsKey, query],
    queryFn: () => fetchEnterpriseApplications(query),
    placeholderData: keepPreviousData,
  });

export function useEnterpriseApplications(query: EnterpriseApplicationsQuery) {
  return useQuery(enterpriseApplicationsQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cleanParams, type Page, type PageQuery } from './page.types';

export interface PlatformEnterprise {
  id: number;
  name: string;
  /** 1 normal, 2 disabled, 3 deleted. */
  status: number;
  autoIssue: boolean;
  pointsPool: number;
  contactName: string | null;
  contactPhone: string | null;
  memberCount: number;
  createdAt: string;
}

export interface PlatformEnterprisesQuery extends PageQuery {
  /** 0 all (spec §4 enterprise status), 1 normal, 2 disabled, 3 deleted. */
  status: number;
  keyword?: string;
}

export const platformEnterprisesKey = ['multiTenant', 'platformEnterprises'] as const;

/** GET /v1/platform/enterprises */
export function fetchPlatformEnterprises(query: PlatformEnterprisesQuery): Promise<Page<PlatformEnterprise>> {
  return apiGet<Page<PlatformEnterprise>>('/v1/platform/enterprises', { params: cleanParams(query) });
}

export const platformEnterprisesQueryOptions = (query: PlatformEnterprisesQuery) =>
  queryOptions({
    queryKey: [...platformEnterprisesKey, query],
    queryFn: () => fetchPlatformEnterprises(query),
    placeholderData: keepPreviousData,
  });

export function usePlatformEnterprises(query: PlatformEnterprisesQuery) {
  return useQuery(platformEnterprisesQueryOptions(query));
}

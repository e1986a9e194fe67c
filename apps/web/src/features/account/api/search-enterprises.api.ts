import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface EnterpriseHit {
  id: number;
  name: string;
}

/** The server wants at least two characters before it searches. */
export const ENTERPRISE_SEARCH_MIN_LENGTH = 2;

/** GET /v1/enterprises/search?keyword=…: companies in normal status whose name matches. */
export function searchEnterprises(keyword: string): Promise<{ list: EnterpriseHit[] }> {
  return apiGet<{ list: EnterpriseHit[] }>('/v1/enterprises/search', { params: { keyword } });
}

export const enterpriseSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['account', 'enterpriseSearch', keyword],
    queryFn: () => searchEnterprises(keyword),
    staleTime: 60_000,
  });

export function useEnterpriseSearch(keyword: string) {
  return useQuery({
    ...enterpriseSearchQueryOptions(keyword),
    enabled: keyword.trim().length >= ENTERPRISE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

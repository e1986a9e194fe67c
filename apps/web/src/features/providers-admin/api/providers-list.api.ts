import type { ProviderView } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { providersKeys } from './providers-keys';

/** GET /v1/admin/providers: stored ones plus the read-only env / built-in ones. */
export function fetchProviders(): Promise<ProviderView[]> {
  return apiGet<ProviderView[]>('/v1/admin/providers');
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: providersKeys.list, queryFn: fetchProviders, staleTime: 0 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}

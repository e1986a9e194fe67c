import type { CutView } from '@lizi/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cutKeys } from './cut-keys';

/** GET /v2/cuts/{id}: the cut with its timeline, files, export task and export cost. */
export function fetchCut(id: string): Promise<CutView> {
  return apiGet<CutView>(`/v2/cuts/${encodeURIComponent(id)}`);
}

export const cutQueryOptions = (id: string) =>
  queryOptions({ queryKey: cutKeys.detail(id), queryFn: () => fetchCut(id), staleTime: 30_000 });

export function useCut(id: string) {
  return useQuery(cutQueryOptions(id));
}

/** Every cut mutation answers with the whole cut: store it and let the lists refetch. */
export function storeCut(queryClient: QueryClient, cut: CutView) {
  queryClient.setQueryData(cutKeys.detail(cut.id), cut);
  void queryClient.invalidateQueries({ queryKey: cutKeys.lists });
}

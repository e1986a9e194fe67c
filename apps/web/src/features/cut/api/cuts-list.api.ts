import type { CutKind, CutSummary } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cutKeys } from './cut-keys';

/** GET /v2/cuts?scriptId=&kind=: my cuts, most recently updated first. */
export function fetchCuts(scriptId: string | null, kind: CutKind): Promise<CutSummary[]> {
  return apiGet<CutSummary[]>('/v2/cuts', { params: { kind, ...(scriptId ? { scriptId } : {}) } });
}

export const cutsListQueryOptions = (scriptId: string | null, kind: CutKind) =>
  queryOptions({ queryKey: cutKeys.list(scriptId, kind), queryFn: () => fetchCuts(scriptId, kind) });

export function useCutsList(scriptId: string | null, kind: CutKind) {
  return useQuery(cutsListQueryOptions(scriptId, kind));
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { cleanParams, type Page, type PageQuery } from './page.types';

/** One entry of the company pool ledger (GET /v1/company/points/pool). */
export interface PoolEntry {
  id: number;
  /** Signed: credits from the platform raise the pool, grants lower it. */
  delta: number;
  kind: string;
  usage: string;
  poolAfter: number;
  memberName: string | null;
  /** ISO time. */
  createdAt: string;
}

export interface PoolView {
  pool: number;
  ledger: Page<PoolEntry>;
}

export interface CompanyPointsApplication {
  id: number;
  userId: number;
  realname: string;
  amount: number;
  grantedAmount: number | null;
  reason: string;
  status: number;
  reviewNote: string | null;
  createdAt: string;
}

export const companyPointsKeys = {
  all: ['multiTenant', 'points'] as const,
  pool: (query: object) => ['multiTenant', 'points', 'pool', query] as const,
  applications: (query: object) => ['multiTenant', 'points', 'applications', query] as const,
};

export function usePointsPool(query: { enterpriseId?: number } & PageQuery) {
  return useQuery({
    queryKey: companyPointsKeys.pool(query),
    queryFn: () => apiGet<PoolView>('/v1/company/points/pool', { params: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPointsApplications(query: { enterpriseId?: number; status?: number } & PageQuery) {
  return useQuery({
    queryKey: companyPointsKeys.applications(query),
    queryFn: () =>
      apiGet<Page<CompanyPointsApplication>>('/v1/company/points/applications', {
        params: cleanParams(query),
      }),
    placeholderData: keepPreviousData,
  });
}

export interface GrantInput {
  enterpriseId?: number;
  userId: number;
  amount: number;
  note: string;
}

/** POST /v1/company/points/grant: from the company pool to an approved member (applied points). */
export function useGrantPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantInput) => apiPost<null>('/v1/company/points/grant', body),
    onSuccess: () => client.invalidateQueries({ queryKey: companyPointsKeys.all }),
  });
}

export interface PointsReviewInput {
  enterpriseId?: number;
  id: number;
  action: 'approve' | 'reject';
  grantedAmount?: number;
  note?: string;
}

export function useReviewPointsApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsReviewInput) => apiPost<null>('/v1/company/points/applications/review', body),
    onSuccess: () => client.invalidateQueries({ queryKey: companyPointsKeys.all }),
  });
}

/** POST /v1/platform/enterprises/:id/points: the platform credits a company's pool. */
export function useCreditEnterprisePool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, note }: { id: number; amount: number; note: string }) =>
      apiPost<null>(`/v1/platform/enterprises/${id}/points`, { amount, note }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyPointsKeys.all }),
  });
}

/** The pool after a credit, for the platform's success message. */
export function fetchPool(enterpriseId: number): Promise<PoolView> {
  return apiGet<PoolView>('/v1/company/points/pool', { params: { enterpriseId, offset: 0, limit: 1 } });
}

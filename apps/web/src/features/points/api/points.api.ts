import type { IntegralSetting } from '@lizi/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import type { BalanceView, PointsApplication, PointsHistoryPage, PointsHistoryQuery } from '../points.types';
import { usePointsStore } from '../stores/points.store';

export const pointsKeys = {
  all: ['points'] as const,
  balance: ['points', 'balance'] as const,
  setting: ['points', 'setting'] as const,
  history: (costType: number) => ['points', 'history', costType] as const,
  applications: ['points', 'applications'] as const,
};

/** GET /v1/user/points/balance; the store follows every successful load. */
export async function fetchBalance(): Promise<BalanceView> {
  const view = await apiGet<BalanceView>('/v1/user/points/balance');
  usePointsStore.getState().setIntegral(view);
  return view;
}

/** GET /v1/user/points/cost/setting */
export function fetchCostSetting(): Promise<IntegralSetting> {
  return apiGet<IntegralSetting>('/v1/user/points/cost/setting');
}

/** GET /v1/user/points/cost/history: offset = the number of entries already loaded (spec §7). */
export function fetchPointsHistory({
  costType,
  offset,
  limit = 20,
}: PointsHistoryQuery): Promise<PointsHistoryPage> {
  return apiGet<PointsHistoryPage>('/v1/user/points/cost/history', { params: { costType, offset, limit } });
}

export function applyForPoints(body: {
  amount: number;
  reason: string;
}): Promise<{ id: number; status: number }> {
  return apiPost<{ id: number; status: number }>('/v1/user/points/apply', body);
}

export function fetchMyPointsApplications(): Promise<{ list: PointsApplication[]; total: number }> {
  return apiGet('/v1/user/points/applications', { params: { offset: 0, limit: 10 } });
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.balance, queryFn: fetchBalance, staleTime: 10_000 });

export const costSettingQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.setting, queryFn: fetchCostSetting, staleTime: 60_000 });

/** The balance for whoever shows it; the stream keeps this cache entry current (spec §4). */
export function useBalanceQuery(enabled = true) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}

export function useCostSettingQuery(enabled = true) {
  return useQuery({ ...costSettingQueryOptions(), enabled });
}

export function useMyPointsApplications(enabled: boolean) {
  // Fresh on every opening: a review may have happened since.
  return useQuery({
    queryKey: pointsKeys.applications,
    queryFn: fetchMyPointsApplications,
    enabled,
    staleTime: 0,
  });
}

export function useApplyForPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyForPoints,
    onSuccess: () => client.invalidateQueries({ queryKey: pointsKeys.applications }),
  });
}

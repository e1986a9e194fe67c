import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { SessionUser } from '../session.types';

export const userInfoQueryKey = ['session', 'userInfo'] as const;

/**
 * GET /v1/user/info. A missing or stale session answers HTTP 401 with code 400404. `quiet` skips the global
 * 400404 hook: the navigation guard and the QR confirm page decide by themselves where to go.
 */
export function fetchUserInfo({ quiet = false }: { quiet?: boolean } = {}): Promise<SessionUser> {
  return apiGet<SessionUser>('/v1/user/info', { skipErrorHooks: quiet });
}

export const userInfoQueryOptions = (options: { refetchInterval?: number | false } = {}) =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: () => fetchUserInfo(),
    staleTime: 0,
    refetchInterval: options.refetchInterval,
    refetchIntervalInBackground: true,
  });

/** Polls the user info while `refetchInterval` is set (e.g. waiting for a membership review). */
export function useUserInfoQuery(options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useQuery({ ...userInfoQueryOptions(options), enabled: options.enabled ?? true });
}

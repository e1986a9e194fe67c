import { ErrorCode } from '@lizi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';
import { useSessionStore } from '../../session';
import { pointsKeys, useBalanceQuery, useCostSettingQuery } from '../api/points.api';
import { startPointsStream, stopPointsStream } from '../points-stream';
import { pointsText } from '../points-text';

/** Paths where the stream stays off: the sign-in screens (spec §4 "first non-login route"). */
function isLoginPath(pathname: string): boolean {
  return pathname === '/LoginView' || pathname.startsWith('/m/');
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Mounted once in the root layout (spec §4):
 * - the event stream connects on the first non-login route when signed in and not already active, and closes
 *   when the session ends;
 * - on the open site the balance and the cost setting load on init; elsewhere they load on demand;
 * - failed loads toast 获取制作栗信息失败 / 获取制作栗消耗设置失败 (server msg if present), wherever they ran.
 */
export function usePointsInit(pathname: string, openSite: boolean): void {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const signedIn = useSessionStore((s) => Boolean(s.user?.isAuthenticated));
  const onLogin = isLoginPath(pathname);

  useEffect(() => {
    if (signedIn && !onLogin) startPointsStream(queryClient);
  }, [signedIn, onLogin, queryClient]);

  useEffect(() => {
    if (!signedIn) stopPointsStream();
  }, [signedIn]);

  useEffect(() => () => stopPointsStream(), []);

  useBalanceQuery(openSite && signedIn && !onLogin);
  useCostSettingQuery(openSite && signedIn && !onLogin);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        // A gone session is 400404's business (it redirects to the login page); 400403 has its own dialog.
        if (
          isApiError(error) &&
          (error.code === ErrorCode.SESSION_INVALID || error.code === ErrorCode.POINTS_INSUFFICIENT)
        )
          return;
        const key = event.query.queryKey;
        if (sameKey(key, pointsKeys.balance)) message.error(pointsText.balanceFailed);
        else if (sameKey(key, pointsKeys.setting)) {
          const serverMsg = isApiError(error) && error.code !== NETWORK_ERROR_CODE ? error.msg : '';
          message.error(serverMsg || pointsText.settingFailed);
        }
      }),
    [queryClient, message],
  );
}

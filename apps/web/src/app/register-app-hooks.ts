import { ErrorCode } from '@lizi/shared';
import { openCashier } from '../features/cashier';
import {
  confirmDialog,
  createInsufficientPointsHandler,
  pointsKeys,
  stopPointsStream,
} from '../features/points';
import {
  fetchUserInfo,
  onSessionCleared,
  registerSessionErrorHooks,
  useSessionStore,
} from '../features/session';
import { onApiErrorCode } from '../lib/api-client';
import { subscribeProgress } from '../lib/progress';
import { queryClient } from './providers/AppProviders';
import { registerUserLoader } from './routes/route-guard';
import { useAppStore } from './stores/app.store';

/**
 * 400403 (spec §8): app users get the cashier (the confirm when it cannot open); others the 温馨提示 confirm
 * whose 申请制作栗 opens the points application dialog; then the cost setting reloads and the call rejects.
 */
export function registerPointsErrorHooks(): () => void {
  return onApiErrorCode(
    ErrorCode.POINTS_INSUFFICIENT,
    createInsufficientPointsHandler({
      isAppUser: () => Boolean(useSessionStore.getState().user?.isAppUser),
      openCashier: () => openCashier(),
      confirm: confirmDialog,
      openApply: () => useAppStore.getState().setPointsApplyOpen(true),
      reloadSetting: () => queryClient.invalidateQueries({ queryKey: pointsKeys.setting }),
    }),
  );
}

/**
 * Wires module-level reactions once at start-up: the guard's user loader (GET /v1/user/info, without the
 * global 400404 hook: the guard redirects by itself), 400404 → sign out and go to login (spec §8), 400403 →
 * cashier or 温馨提示 (spec §8), the progress bar → the page-loading flag (spec §4), and a cleared session →
 * an empty query cache and a closed event stream, so the next user of this tab never sees the previous one's
 * data.
 */
export function registerAppHooks(): () => void {
  registerUserLoader(() => fetchUserInfo({ quiet: true }));
  const offSession = registerSessionErrorHooks();
  const offPoints = registerPointsErrorHooks();
  const offProgress = subscribeProgress((loading) => useAppStore.getState().setPageLoading(loading));
  const offCleared = onSessionCleared(() => {
    stopPointsStream();
    queryClient.clear();
  });
  return () => {
    registerUserLoader(null);
    offSession();
    offPoints();
    offProgress();
    offCleared();
  };
}

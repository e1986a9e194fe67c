import { registerSessionErrorHooks } from '../features/session';
import { subscribeProgress } from '../lib/progress';
import { useAppStore } from './stores/app.store';

/**
 * Wires module-level reactions once at start-up: 400404 → sign out and go to login (spec §8), and the
 * progress bar → the page-loading flag (spec §4). 400403 (points insufficient) is registered by the points
 * issue through the same `onApiErrorCode`.
 */
export function registerAppHooks(): () => void {
  const offSession = registerSessionErrorHooks();
  const offProgress = subscribeProgress((loading) => useAppStore.getState().setPageLoading(loading));
  return () => {
    offSession();
    offProgress();
  };
}

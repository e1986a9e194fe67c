import { fetchUserInfo, onSessionCleared, registerSessionErrorHooks } from '../features/session';
import { subscribeProgress } from '../lib/progress';
import { queryClient } from './providers/AppProviders';
import { registerUserLoader } from './routes/route-guard';
import { useAppStore } from './stores/app.store';

/**
 * Wires module-level reactions once at start-up: the guard's user loader (GET /v1/user/info, without the
 * global 400404 hook: the guard redirects by itself), 400404 → sign out and go to login (spec §8), the
 * progress bar → the page-loading flag (spec §4), and a cleared session → an empty query cache, so the next
 * user of this tab never sees the previous one's data. 400403 is registered by the points feature.
 */
export function registerAppHooks(): () => void {
  registerUserLoader(() => fetchUserInfo({ quiet: true }));
  const offSession = registerSessionErrorHooks();
  const offProgress = subscribeProgress((loading) => useAppStore.getState().setPageLoading(loading));
  const offCleared = onSessionCleared(() => queryClient.clear());
  return () => {
    registerUserLoader(null);
    offSession();
    offProgress();
    offCleared();
  };
}

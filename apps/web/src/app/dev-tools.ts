import { usePointsStore } from '../features/points';
import { useSessionStore } from '../features/session';
import { useAppStore } from './stores/app.store';

declare global {
  interface Window {
    __LIZI_DEV__?: {
      session: typeof useSessionStore;
      points: typeof usePointsStore;
      app: typeof useAppStore;
    };
  }
}

/**
 * Development builds only (main.tsx guards with import.meta.env.DEV, so production bundles drop this): lets a
 * developer or a screenshot script put a user and a balance into the stores before the server side exists.
 */
export function exposeDevTools(): void {
  window.__LIZI_DEV__ = { session: useSessionStore, points: usePointsStore, app: useAppStore };
}

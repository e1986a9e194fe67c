import { LOGIN_PATH, loginPathWithRedirect, navigateTo } from '../../lib/navigation';
import { usePointsStore } from '../points';
import { useSessionStore } from './stores/session.store';

export interface LogoutOptions {
  /** Path to come back to after signing in again; omitted → plain /LoginView. */
  redirect?: string;
  /** false when the caller redirects by itself (a route loader throwing redirect()). */
  navigate?: boolean;
}

/**
 * Signs out locally and goes to the login page. Issue 3 adds the server call (POST /v1/user/logout) and the
 * unified-login redirect of spec §4; callers already await it so that change stays inside this function.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  clearLocalSession();
  if (options.navigate === false) return;
  navigateTo(options.redirect ? loginPathWithRedirect(options.redirect) : LOGIN_PATH, { replace: true });
}

/** Forget everything tied to the signed-in user (spec §4: user and image-style store are cleared). */
export function clearLocalSession(): void {
  useSessionStore.getState().clear();
  usePointsStore.getState().clear();
}

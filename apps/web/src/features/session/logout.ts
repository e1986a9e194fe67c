import type { SiteVariant } from '@lizi/shared';
import { appConfig } from '../../lib/app-config';
import { LOGIN_PATH, loginPathWithRedirect, navigateTo } from '../../lib/navigation';
import { ulpLogoutUrl } from '../../lib/ulp';
import { useImageStyleStore } from '../image-styles';
import { usePointsStore } from '../points/stores/points.store';
import { postLogout } from './api/logout.api';
import { emitSessionCleared } from './session-events';
import { useSessionStore } from './stores/session.store';

export interface LogoutOptions {
  /** Path to come back to after signing in again; omitted → plain /LoginView. */
  redirect?: string;
  /** false when the caller redirects by itself (a route loader throwing redirect()). */
  navigate?: boolean;
  /**
   * End the session with POST /v1/user/logout instead of the unified-login logout redirect (spec §4 "not
   * suppressed"); the navigation guard uses it because it must answer with a redirect of its own.
   */
  suppressUlpRedirect?: boolean;
  variant?: SiteVariant;
}

export interface LogoutResult {
  /** false when the server could not be told (the local session is cleared regardless). */
  serverOk: boolean;
}

/**
 * Spec §4 logout. Open site: if signed in, POST /v1/user/logout, then /LoginView. Elsewhere: if signed in and
 * not suppressed, the unified-login logout redirect back to /LoginView (with the redirect query if given).
 * Either way the user and the image-style stores are cleared.
 */
export async function logout(options: LogoutOptions = {}): Promise<LogoutResult> {
  const variant = options.variant ?? appConfig.siteVariant;
  const signedIn = useSessionStore.getState().user !== null;
  const target = options.redirect ? loginPathWithRedirect(options.redirect) : LOGIN_PATH;

  if (signedIn && variant !== 'open' && !options.suppressUlpRedirect) {
    clearLocalSession();
    // The unified login ends its own session and ours (cookie) and sends the browser back to the login page.
    window.location.assign(ulpLogoutUrl(target));
    return { serverOk: true };
  }

  let serverOk = true;
  if (signedIn) serverOk = await endServerSession();
  clearLocalSession();
  if (options.navigate !== false) navigateTo(target, { replace: true });
  return { serverOk };
}

/** POST /v1/user/logout; a failure is reported, not thrown: signing out locally must always work. */
export async function endServerSession(): Promise<boolean> {
  try {
    await postLogout();
    return true;
  } catch {
    return false;
  }
}

/** Forget everything tied to the signed-in user (spec §4: user and image-style store are cleared). */
export function clearLocalSession(): void {
  useSessionStore.getState().clear();
  usePointsStore.getState().clear();
  useImageStyleStore.getState().clear();
  emitSessionCleared();
}

import { redirect } from 'react-router';
import { clearLocalSession, logout, type SessionUser, useSessionStore } from '../../features/session';
import { LOGIN_PATH, loginPathWithRedirect } from '../../lib/navigation';
import type { RouteMeta } from './route-types';

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** Spec §4 guard rules as a pure function: public routes pass, roles are checked when the route lists them. */
export function evaluateAccess(
  meta: Pick<RouteMeta, 'public' | 'allowedRoles'>,
  user: Pick<SessionUser, 'roleId'> | null,
): AccessDecision {
  if (meta.public) return 'allow';
  if (!user) return 'unauthenticated';
  if (meta.allowedRoles && !meta.allowedRoles.includes(user.roleId)) return 'forbidden';
  return 'allow';
}

type UserLoader = () => Promise<SessionUser | null>;
let userLoader: UserLoader | null = null;

/**
 * main.tsx registers the GET /v1/user/info fetcher (register-app-hooks.ts). Without one (isolated tests of
 * screens) guests pass; with one, a failed fetch signs out and goes to the login page.
 */
export function registerUserLoader(loader: UserLoader | null): void {
  userLoader = loader;
}

/** What the guard does for one navigation; `redirect` is the login URL to send the browser to. */
export type GuardOutcome =
  | { type: 'allow' }
  | { type: 'login'; redirect: string }
  | { type: 'forbidden'; redirect: string };

/**
 * Spec §4 navigation guard. Public paths pass. Otherwise, unless the store already holds an authenticated user,
 * fetch the user info; on failure clear the session and go to /LoginView?redirect={original path}. A route
 * that lists roles the user's role is not among logs the user out (server side too) and goes to /LoginView.
 */
export async function decideNavigation(meta: RouteMeta, path: string): Promise<GuardOutcome> {
  if (meta.public) return { type: 'allow' };
  const store = useSessionStore.getState();
  let user = store.user?.isAuthenticated ? store.user : null;
  if (!user && userLoader) {
    user = await userLoader().catch(() => null);
    if (user) store.setUser(user);
  }
  const decision = evaluateAccess(meta, user);
  if (decision === 'unauthenticated') {
    if (!userLoader) return { type: 'allow' };
    clearLocalSession();
    return { type: 'login', redirect: loginPathWithRedirect(path) };
  }
  if (decision === 'forbidden') {
    await logout({ navigate: false, suppressUlpRedirect: true });
    return { type: 'forbidden', redirect: LOGIN_PATH };
  }
  return { type: 'allow' };
}

/** Called by every page route's loader before the screen renders; throws a redirect to stop navigation. */
export async function guardRoute(meta: RouteMeta, url: URL): Promise<void> {
  const outcome = await decideNavigation(meta, `${url.pathname}${url.search}${url.hash}`);
  if (outcome.type !== 'allow') throw redirect(outcome.redirect);
}

import { redirect } from 'react-router';
import { logout, type SessionUser, useSessionStore } from '../../features/session';
import { LOGIN_PATH, loginPathWithRedirect } from '../../lib/navigation';
import type { RouteMeta } from './route-types';

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** Spec §4 guard rules as a pure function: public routes pass, roles are checked when the route lists them. */
export function evaluateAccess(
  meta: Pick<RouteMeta, 'public' | 'allowedRoles'>,
  user: SessionUser | null,
): AccessDecision {
  if (meta.public) return 'allow';
  if (!user) return 'unauthenticated';
  if (meta.allowedRoles && !meta.allowedRoles.includes(user.roleId)) return 'forbidden';
  return 'allow';
}

type UserLoader = () => Promise<SessionUser | null>;
let userLoader: UserLoader | null = null;

/**
 * Issue 3 registers the GET /v1/user/info fetcher here. Until one is registered, guests can see the signed-in
 * screens (the shell is being built); once it is, a failed fetch signs out and goes to the login page.
 */
export function registerUserLoader(loader: UserLoader | null): void {
  userLoader = loader;
}

/** Called by every page route's loader before the screen renders; throws a redirect to stop navigation. */
export async function guardRoute(meta: RouteMeta, url: URL): Promise<void> {
  let user = useSessionStore.getState().user;
  let decision = evaluateAccess(meta, user);
  if (decision === 'unauthenticated' && userLoader) {
    user = await userLoader().catch(() => null);
    if (user) useSessionStore.getState().setUser(user);
    decision = evaluateAccess(meta, user);
    if (decision === 'unauthenticated') {
      await logout({ navigate: false });
      throw redirect(loginPathWithRedirect(`${url.pathname}${url.search}${url.hash}`));
    }
  }
  if (decision === 'forbidden') {
    await logout({ navigate: false });
    throw redirect(LOGIN_PATH);
  }
}

import { COMPANY_ADMIN_ROLES, PLATFORM_ADMIN_ROLES, RoleId } from '@lizi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, useSessionStore } from '../../features/session';
import { decideNavigation, guardRoute, registerUserLoader } from './route-guard';
import type { RouteMeta } from './route-types';

const postLogout = vi.hoisted(() => vi.fn(async () => null));
vi.mock('../../features/session/api/logout.api', () => ({ postLogout }));

const page: RouteMeta = { layout: 'default', title: '首页' };
const platformPage: RouteMeta = { ...page, allowedRoles: PLATFORM_ADMIN_ROLES };
const companyPage: RouteMeta = { ...page, allowedRoles: COMPANY_ADMIN_ROLES };
const publicPage: RouteMeta = { layout: 'blank', title: '登录', public: true };

beforeEach(() => {
  useSessionStore.getState().clear();
  postLogout.mockClear();
});
afterEach(() => registerUserLoader(null));

describe('navigation guard (spec §4)', () => {
  it('lets public paths through without asking who is signed in', async () => {
    const loader = vi.fn(async () => makeSessionUser());
    registerUserLoader(loader);
    await expect(decideNavigation(publicPage, '/LoginView')).resolves.toEqual({ type: 'allow' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('fetches the user info when not authenticated, keeps it and continues', async () => {
    const user = makeSessionUser({ realname: '李经理', roleId: RoleId.COMPANY_ADMIN });
    const loader = vi.fn(async () => user);
    registerUserLoader(loader);
    await expect(decideNavigation(companyPage, '/multiTenant/companyAdmin/memberManage')).resolves.toEqual({
      type: 'allow',
    });
    expect(useSessionStore.getState().user).toEqual(user);
    // Authenticated now: the next navigation does not fetch again.
    await decideNavigation(page, '/dashboard');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('sends a failed fetch to the login page with the encoded way back, and clears the session', async () => {
    registerUserLoader(async () => {
      throw { code: 400404, msg: '请先登录', data: null };
    });
    useSessionStore.getState().setUser(makeSessionUser({ isAuthenticated: false }));
    await expect(decideNavigation(page, '/work/script/history?x=1')).resolves.toEqual({
      type: 'login',
      redirect: '/LoginView?redirect=%2Fwork%2Fscript%2Fhistory%3Fx%3D1',
    });
    expect(useSessionStore.getState().user).toBeNull();
    expect(postLogout).not.toHaveBeenCalled();
  });

  it('logs a user outside the route’s roles out, on the server too, and sends them to plain /LoginView', async () => {
    registerUserLoader(async () => makeSessionUser({ roleId: RoleId.USER }));
    await expect(decideNavigation(platformPage, '/multiTenant/platformAdmin/companyManage')).resolves.toEqual(
      { type: 'forbidden', redirect: '/LoginView' },
    );
    expect(postLogout).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('checks the role of a user already in the store without fetching', async () => {
    const loader = vi.fn(async () => makeSessionUser());
    registerUserLoader(loader);
    useSessionStore.getState().setUser(makeSessionUser({ roleId: RoleId.COMPANY_ADMIN }));
    await expect(decideNavigation(platformPage, '/multiTenant/platformAdmin')).resolves.toMatchObject({
      type: 'forbidden',
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('answers the route loader with a redirect response', async () => {
    registerUserLoader(async () => null);
    const thrown = await guardRoute(page, new URL('http://x/work/video/favorite')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/LoginView?redirect=%2Fwork%2Fvideo%2Ffavorite',
    );
    await expect(guardRoute(publicPage, new URL('http://x/LoginView'))).resolves.toBeUndefined();
  });
});

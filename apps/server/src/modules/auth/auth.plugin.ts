import type { RoleIdValue } from '@lizi/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { effectiveRole, effectiveStatus } from '../users/user-info';
import { findUserWithCompany } from '../users/users.repository';
import type { Actor } from './actor';
import { cookieName, resolveSession } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Set for every /api request before any handler runs. */
    actor: Actor | null;
    /** True when a session cookie came with the request (tells "expired" from "never signed in"). */
    hadSessionCookie: boolean;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (spec §2 public paths and the sign-in calls). */
    public?: boolean;
    /** Role ids allowed to call the route; absent means any signed-in user. */
    roles?: readonly RoleIdValue[];
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Sessions, roles and cross-site protection for every /api route (DESIGN.md §4): each route is public, open
 * to any signed-in user, or limited to listed roles; tenant scope is then the service's job (actor.ts).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('hadSessionCookie', false);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (UNSAFE.has(request.method)) assertSameSite(request.headers, request.host);
    const token = request.cookies[cookieName(ctx)];
    request.hadSessionCookie = Boolean(token);
    const session = await resolveSession(ctx, token);
    if (!session) return;
    const row = await findUserWithCompany(ctx.db, session.userId);
    if (!row || row.user.disabledAt) return;
    request.actor = {
      userId: row.user.id,
      sessionId: session.sessionId,
      roleId: effectiveRole(row),
      enterpriseId: row.enterprise?.id ?? null,
      userStatus: effectiveStatus(row),
      enterpriseStatus: row.enterprise?.status ?? null,
    };
  });

  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    // Unknown paths answer 404 and the API documentation is public, signed in or not.
    if (
      !request.url.startsWith('/api/') ||
      config?.public ||
      request.is404 ||
      request.url.startsWith('/api/docs')
    )
      return;
    if (!request.actor) {
      throw new AppError('SESSION_INVALID', request.hadSessionCookie ? '登录已失效，请重新登录' : '请先登录');
    }
    if (config?.roles && !config.roles.includes(request.actor.roleId)) throw new AppError('ROLE_NOT_ALLOWED');
  });
}

/**
 * State-changing calls must come from our own pages. Browsers send Origin on cross-site POSTs and
 * Sec-Fetch-Site everywhere modern; SameSite=Lax on the cookie is the second line.
 */
function assertSameSite(headers: Record<string, string | string[] | undefined>, host: string): void {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    if (hostOf(origin) !== hostOf(`http://${host}`)) throw new AppError('FORBIDDEN', '跨站请求被拒绝');
    return;
  }
  if (origin === 'null' || headers['sec-fetch-site'] === 'cross-site')
    throw new AppError('FORBIDDEN', '跨站请求被拒绝');
}

/** host[:port] with default ports dropped, so http://a:80 and a:80 compare equal; null when unparsable. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

import { sessionCookieName } from '@lizi/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { randomToken, sha256 } from '../../lib/crypto-tokens';
import { extendSession, findLiveSession, insertSession, revokeSession } from './session.repository';

/** Sessions last a week from the last use (sliding). */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export function cookieName(ctx: AppContext): string {
  return sessionCookieName(ctx.config.appEnv);
}

function cookieOptions(ctx: AppContext) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.isProduction,
    maxAge: SESSION_TTL_MS / 1000,
  };
}

/** Creates the session row and sets the cookie; the cookie holds the token, the row only its hash. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  channel: string,
): Promise<void> {
  const token = randomToken();
  await insertSession(ctx.db, {
    id: sha256(token),
    userId,
    channel,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  reply.setCookie(cookieName(ctx), token, cookieOptions(ctx));
}

export interface ResolvedSession {
  sessionId: string;
  userId: number;
}

export async function resolveSession(
  ctx: AppContext,
  token: string | undefined,
): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const id = sha256(token);
  const row = await findLiveSession(ctx.db, id);
  if (!row) return null;
  await extendSession(ctx.db, id, new Date(Date.now() + SESSION_TTL_MS));
  return { sessionId: id, userId: row.userId };
}

export async function endSession(
  ctx: AppContext,
  reply: FastifyReply,
  sessionId: string | undefined,
): Promise<void> {
  if (sessionId) await revokeSession(ctx.db, sessionId);
  reply.clearCookie(cookieName(ctx), { path: '/' });
}

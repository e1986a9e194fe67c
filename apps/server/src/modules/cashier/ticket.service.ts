import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import { secretKey } from '../secrets/secrets.repository';
import { findNewestLiveSessionId, findUserFlags, listLiveSessionIds } from './cashier.repository';
import { sessionDigest, signTicket, TICKET_TTL_MS, verifyTicket } from './ticket';

const TICKET_SECRET = 'cashier.ticket';

/** The only invoker the ticket check accepts (spec §5). */
export const TICKET_INVOKER = 'webgame';

export async function issueTicket(ctx: AppContext, userId: number, sessionId: string): Promise<string> {
  const key = await secretKey(ctx.db, TICKET_SECRET);
  return signTicket({ userId, sessionId, expiresAt: Date.now() + TICKET_TTL_MS }, key);
}

/**
 * The `ticket` of user info (spec §3, §5): app users only. Bound to the caller's session when the caller says
 * which one; otherwise to the user's newest live session (the one that just signed in, in the sign-in flows).
 */
export async function userInfoTicket(
  ctx: AppContext,
  userId: number,
  isAppUser: boolean,
  sessionId?: string,
): Promise<string | null> {
  if (!isAppUser) return null;
  const bound = sessionId ?? (await findNewestLiveSessionId(ctx.db, userId));
  return bound ? issueTicket(ctx, userId, bound) : null;
}

/** A fresh ticket for exactly the calling session; refused to users who are not app users. */
export async function ticketForCaller(ctx: AppContext, actor: Actor): Promise<string> {
  await requireAppUser(ctx, actor.userId);
  return issueTicket(ctx, actor.userId, actor.sessionId);
}

export async function requireAppUser(ctx: AppContext, userId: number): Promise<void> {
  const flags = await findUserFlags(ctx.db, userId);
  if (!flags?.isAppUser || flags.disabledAt) throw new AppError('FORBIDDEN', '当前账号暂不支持充值');
}

/**
 * Valid only with a good signature, before expiry, for the calling user, and while the session it was issued
 * to is still live: signing out of that session (or its expiry) ends the ticket. Another user's ticket, or
 * one of a signed-out session, is refused.
 */
export async function checkTicket(
  ctx: AppContext,
  actor: Actor,
  ticket: string,
): Promise<{ userId: number }> {
  const key = await secretKey(ctx.db, TICKET_SECRET);
  const result = verifyTicket(ticket, key);
  if (!result.ok) {
    throw new AppError(
      'FORBIDDEN',
      result.reason === 'expired' ? '收银凭证已过期，请重新打开收银台' : '收银凭证无效，请重新打开收银台',
    );
  }
  if (result.userId !== actor.userId) throw new AppError('FORBIDDEN', '收银凭证不属于当前登录账号');
  const live =
    result.sessionDigest === sessionDigest(actor.sessionId) ||
    (await listLiveSessionIds(ctx.db, actor.userId)).some((id) => sessionDigest(id) === result.sessionDigest);
  if (!live) throw new AppError('FORBIDDEN', '收银凭证所属的登录已失效，请重新打开收银台');
  return { userId: result.userId };
}

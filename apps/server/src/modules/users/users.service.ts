import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { userInfoTicket } from '../cashier/ticket.service';
import { toUserInfo, type UserInfo } from './user-info';
import { findUserWithCompany, updateUser } from './users.repository';

/**
 * `sessionId` binds the cashier ticket (app users only) to the caller's session; without it the ticket goes to
 * the user's newest live session, which is the caller's right after a sign-in.
 */
export async function loadUserInfo(ctx: AppContext, userId: number, sessionId?: string): Promise<UserInfo> {
  const row = await findUserWithCompany(ctx.db, userId);
  if (!row) throw new AppError('SESSION_INVALID');
  return toUserInfo(row, await userInfoTicket(ctx, userId, row.user.isAppUser, sessionId));
}

/** POST /v1/user/settings/update: what a user may change about themselves. */
export async function updateSettings(
  ctx: AppContext,
  userId: number,
  input: { realname?: string; avatar?: string | null },
): Promise<UserInfo> {
  if (input.realname === undefined && input.avatar === undefined) {
    throw new AppError('VALIDATION_FAILED', '请至少修改一项设置');
  }
  await updateUser(ctx.db, userId, input);
  return loadUserInfo(ctx, userId);
}

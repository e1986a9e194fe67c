import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { toUserInfo, type UserInfo } from './user-info';
import { findUserWithCompany, updateUser } from './users.repository';

export async function loadUserInfo(ctx: AppContext, userId: number): Promise<UserInfo> {
  const row = await findUserWithCompany(ctx.db, userId);
  if (!row) throw new AppError('SESSION_INVALID');
  return toUserInfo(row);
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

import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserByUsername, type UserRow } from '../users/users.repository';
import { assertNotThrottled, noteFailure, noteSuccess } from './login-throttle.service';

// Verified against when the account does not exist, so "no such user" costs the same time as "wrong password".
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => {
  dummyHash ??= hashPassword('timing-decoy-password');
  return dummyHash;
};

/** One message for every credential failure: the answer never tells whether the account exists. */
export const BAD_CREDENTIALS = '用户名或密码错误';

export async function verifyAccountPassword(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const subject = `user:${username.trim().toLowerCase()}`;
  await assertNotThrottled(ctx, subject, ip);
  const user = await findUserByUsername(ctx.db, username.trim());
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, password);
  else await verifyPassword(await timingDecoy(), password);
  if (!user || !ok) {
    await noteFailure(ctx, subject, ip);
    throw new AppError('BAD_REQUEST', BAD_CREDENTIALS);
  }
  if (user.disabledAt) throw new AppError('FORBIDDEN', '账号已被停用，请联系管理员');
  await noteSuccess(ctx, subject);
  return user;
}

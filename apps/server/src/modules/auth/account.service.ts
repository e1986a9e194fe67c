import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import {
  findUserByPhone,
  findUserByUsername,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/users.repository';
import { captchaMatches, openSealedPayload } from './cipher.service';
import { verifySmsCode } from './sms-code.service';
import { MSG_MISSING_USER_FIELDS } from './ulp.service';

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
export const PASSWORD_RULE = { min: 8, max: 64, pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/ } as const;

/** Phone channel, login mode: a valid SMS code proves the phone; only then is "not registered" said. */
export async function loginWithPhone(ctx: AppContext, phone: string, code: string): Promise<UserRow> {
  await verifySmsCode(ctx, phone, 'login', code);
  const user = await findUserByPhone(ctx.db, phone);
  if (!user) throw new AppError('NOT_FOUND', '该手机号尚未注册，请先注册');
  if (user.disabledAt) throw new AppError('FORBIDDEN', '账号已被停用，请联系管理员');
  await updateUser(ctx.db, user.id, { lastLoginAt: new Date() });
  return user;
}

/** Phone channel, register mode. The new account has no company yet (signup incomplete, spec §4). */
export async function registerWithPhone(
  ctx: AppContext,
  input: { phone: string; code: string; realname: string },
): Promise<UserRow> {
  await verifySmsCode(ctx, input.phone, 'register', input.code);
  if (await findUserByPhone(ctx.db, input.phone))
    throw new AppError('CONFLICT', '该手机号已注册，请直接登录');
  return insertUser(ctx.db, { phone: input.phone, realname: input.realname });
}

/**
 * Account (oa) channel, register mode: the same sealed-payload protocol as sign-in, carrying username,
 * password, captcha code and real name.
 */
export async function registerWithAccount(
  ctx: AppContext,
  input: { cipher_id: string; register_data: string },
): Promise<UserRow> {
  const { payload, captchaAnswer } = await openSealedPayload(ctx, input.cipher_id, input.register_data);
  const { username, password, code, realname } = payload as Record<string, unknown>;
  if (![username, password, code, realname].every((v) => typeof v === 'string' && v.trim())) {
    throw new AppError('VALIDATION_FAILED', MSG_MISSING_USER_FIELDS);
  }
  const u = (username as string).trim();
  const p = password as string;
  if (!captchaMatches(captchaAnswer, code as string))
    throw new AppError('BAD_REQUEST', '图形验证码错误，请重新输入');
  if (!USERNAME_PATTERN.test(u)) {
    throw new AppError('VALIDATION_FAILED', '字段 username：用户名需以字母开头，4–32 位字母、数字或下划线');
  }
  if (p.length < PASSWORD_RULE.min || p.length > PASSWORD_RULE.max || !PASSWORD_RULE.pattern.test(p)) {
    throw new AppError('VALIDATION_FAILED', '字段 password：密码需 8–64 位，且同时包含字母和数字');
  }
  const name = (realname as string).trim().slice(0, 32);
  if (await findUserByUsername(ctx.db, u)) throw new AppError('CONFLICT', '该用户名已被占用');
  return insertUser(ctx.db, { username: u, passwordHash: await hashPassword(p), realname: name });
}

/** Binds a phone to the signed-in account (spec §4 bind-phone dialog). */
export async function bindPhone(ctx: AppContext, userId: number, phone: string, code: string): Promise<void> {
  await verifySmsCode(ctx, phone, 'bind', code);
  const owner = await findUserByPhone(ctx.db, phone);
  if (owner && owner.id !== userId) throw new AppError('CONFLICT', '该手机号已被其他账号绑定');
  await updateUser(ctx.db, userId, { phone });
}

import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto-tokens';
import { type SmsScene, SmsSendError } from '../../providers/sms';
import {
  bumpAttempts,
  consumeSmsCode,
  countSent,
  deleteSmsCode,
  insertSmsCode,
  latestLiveCode,
} from './sms-code.repository';

export const SMS_LIMITS = {
  codeTtlSeconds: 5 * 60,
  resendAfterSeconds: 60,
  perPhonePerDay: 10,
  perIpPerHour: 20,
  maxVerifyAttempts: 5,
} as const;

/** Mainland China mobile numbers. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

// The code is hashed with the phone so a leaked table does not hand out live codes.
const hashCode = (phone: string, code: string) => sha256(`${phone}:${code}`);

/**
 * Sends a fresh code. Limits: one per phone a minute, ten per phone a day, twenty per address an hour. The
 * answer is the same whether or not the phone has an account, so the call cannot be used to probe accounts.
 */
export async function sendSmsCode(
  ctx: AppContext,
  phone: string,
  scene: SmsScene,
  ip: string,
): Promise<void> {
  const [lastMinute, lastDay, fromIp] = await Promise.all([
    countSent(ctx.db, { phone }, SMS_LIMITS.resendAfterSeconds),
    countSent(ctx.db, { phone }, 24 * 3600),
    countSent(ctx.db, { ip }, 3600),
  ]);
  if (lastMinute > 0) throw new AppError('RATE_LIMITED', '验证码发送过于频繁，请 60 秒后再试');
  if (lastDay >= SMS_LIMITS.perPhonePerDay)
    throw new AppError('RATE_LIMITED', '该手机号今日验证码次数已用完，请明天再试');
  if (fromIp >= SMS_LIMITS.perIpPerHour)
    throw new AppError('RATE_LIMITED', '当前网络请求验证码过于频繁，请稍后再试');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await insertSmsCode(ctx.db, {
    phone,
    scene,
    codeHash: hashCode(phone, code),
    ip,
    expiresAt: new Date(Date.now() + SMS_LIMITS.codeTtlSeconds * 1000),
  });
  try {
    await ctx.sms.sendCode({ phone, code, scene });
  } catch (err) {
    // Not sent, so it must not count against the user's limits nor be accepted later.
    await deleteSmsCode(ctx.db, id);
    if (err instanceof SmsSendError) {
      ctx.log.warn({ vendorCode: err.vendorCode, retryable: err.retryable }, 'sms send failed');
      throw new AppError(err.retryable ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST', err.message);
    }
    throw err;
  }
}

/** Checks and consumes the code; five wrong tries burn it. */
export async function verifySmsCode(
  ctx: AppContext,
  phone: string,
  scene: SmsScene,
  code: string,
): Promise<void> {
  const row = await latestLiveCode(ctx.db, phone, scene);
  if (!row || row.attempts >= SMS_LIMITS.maxVerifyAttempts) {
    throw new AppError('BAD_REQUEST', '验证码已失效，请重新获取');
  }
  if (row.codeHash !== hashCode(phone, code.trim())) {
    await bumpAttempts(ctx.db, row.id);
    throw new AppError('BAD_REQUEST', '验证码错误');
  }
  if (!(await consumeSmsCode(ctx.db, row.id))) throw new AppError('BAD_REQUEST', '验证码已失效，请重新获取');
}

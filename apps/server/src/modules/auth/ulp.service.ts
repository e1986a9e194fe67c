import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto-tokens';
import { updateUser } from '../users/users.repository';
import { captchaMatches, openSealedPayload } from './cipher.service';
import { verifyAccountPassword } from './password-login.service';
import { consumeUlpToken, insertUlpToken } from './ulp-token.repository';

/** The exact texts of spec §5 for the unified login's two kinds of missing input. */
export const MSG_MISSING_USER_FIELDS = '请传入必需的用户字段';
export const MSG_BAD_PARAMETERS = '请传入正确的参数';

const ULP_TOKEN_TTL_MS = 2 * 60 * 1000;

export interface UlpLoginInput {
  app_key?: string;
  cipher_id?: string;
  login_data?: string;
  redirect_url?: string;
}

/**
 * GET /api/v2/user/login: checks the parameters, opens the sealed credentials, checks captcha and password,
 * and hands back a one-time token that /auth exchanges for the session cookie.
 */
export async function ulpLogin(
  ctx: AppContext,
  input: UlpLoginInput,
  ip: string,
): Promise<{ token: string }> {
  if (!input.app_key || !input.redirect_url || !input.cipher_id || !input.login_data) {
    throw new AppError('VALIDATION_FAILED', MSG_BAD_PARAMETERS);
  }
  if (input.app_key !== ctx.config.ulp.appKey) throw new AppError('VALIDATION_FAILED', MSG_BAD_PARAMETERS);
  const { payload, captchaAnswer } = await openSealedPayload(ctx, input.cipher_id, input.login_data);
  const { username, password, code } = payload as Record<string, unknown>;
  if (!isFilled(username) || !isFilled(password) || !isFilled(code)) {
    throw new AppError('VALIDATION_FAILED', MSG_MISSING_USER_FIELDS);
  }
  if (!captchaMatches(captchaAnswer, code)) throw new AppError('BAD_REQUEST', '图形验证码错误，请重新输入');
  const user = await verifyAccountPassword(ctx, username, password, ip);
  return { token: await issueUlpToken(ctx, user.id, 'oa') };
}

export async function issueUlpToken(ctx: AppContext, userId: number, channel: string): Promise<string> {
  const token = randomToken();
  await insertUlpToken(ctx.db, {
    tokenHash: sha256(token),
    userId,
    channel,
    expiresAt: new Date(Date.now() + ULP_TOKEN_TTL_MS),
  });
  return token;
}

/** Exchanges a ulp_token for the user id it was issued to; a token works once, within two minutes. */
export async function redeemUlpToken(ctx: AppContext, token: string | undefined) {
  if (!token) throw new AppError('VALIDATION_FAILED', MSG_BAD_PARAMETERS);
  const row = await consumeUlpToken(ctx.db, sha256(token));
  if (!row) throw new AppError('SESSION_INVALID', '登录凭证已失效，请重新登录');
  await updateUser(ctx.db, row.userId, { lastLoginAt: new Date() });
  return row;
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 200;
}

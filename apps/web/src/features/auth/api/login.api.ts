import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

/** Spec §3 login channels: oa (account + password + image captcha), phone (SMS), appauth (QR scan). */
export interface AccountLoginPayload {
  channel: 'oa';
  username: string;
  password: string;
  /** The image captcha (spec §5: username, password and code are all required). */
  code: string;
}

export interface PhoneLoginPayload {
  channel: 'phone';
  phone: string;
  smsCode: string;
}

export type LoginPayload = AccountLoginPayload | PhoneLoginPayload;

/**
 * POST /v1/user/login. Issue 3 routes the account channel through the unified-login service (RSA-encrypted
 * login_data, spec §7); callers only depend on this function's signature.
 */
export function login(payload: LoginPayload): Promise<SessionUser | null> {
  return apiPost<SessionUser | null>('/v1/user/login', payload);
}

import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

export interface RegisterPayload {
  realname: string;
  phone: string;
  smsCode: string;
  password: string;
}

/** POST /v1/user/register: creates the account and signs it in. */
export function register(payload: RegisterPayload): Promise<SessionUser | null> {
  return apiPost<SessionUser | null>('/v1/user/register', payload);
}

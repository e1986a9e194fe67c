import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

/** Account channel: username, password, captcha code and real name, sealed like sign-in. */
export interface AccountRegisterBody {
  channel: 'oa';
  cipher_id: string;
  register_data: string;
}

/** Phone channel: the SMS code proves the phone. */
export interface PhoneRegisterBody {
  channel: 'phone';
  phone: string;
  code: string;
  realname: string;
}

export type RegisterBody = AccountRegisterBody | PhoneRegisterBody;

/** POST /v1/user/register: creates the account (without a company yet) and signs it in. */
export function register(body: RegisterBody): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/register', body, { skipErrorHooks: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

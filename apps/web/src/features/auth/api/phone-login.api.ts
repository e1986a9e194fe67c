import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

/** POST /v1/user/login (phone channel): a valid SMS code signs in and sets the session cookie. */
export function phoneLogin(phone: string, code: string): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/login', { channel: 'phone', phone, code }, { skipErrorHooks: true });
}

export function usePhoneLogin() {
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) => phoneLogin(phone, code),
  });
}

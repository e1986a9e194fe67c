import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

/** POST /v1/user/bindPhone: answers with the refreshed user info. */
export function bindPhone(phone: string, code: string): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/bindPhone', { phone, code });
}

export function useBindPhone() {
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) => bindPhone(phone, code),
  });
}

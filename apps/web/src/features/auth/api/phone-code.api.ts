import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type PhoneCodeScene = 'login' | 'register' | 'bind';

/** POST /v1/user/phone/code: sends a 6-digit SMS code; answers when the next one may be asked for. */
export function sendPhoneCode(phone: string, scene: PhoneCodeScene): Promise<{ resendAfterSeconds: number }> {
  return apiPost<{ resendAfterSeconds: number }>('/v1/user/phone/code', { phone, scene });
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: ({ phone, scene }: { phone: string; scene: PhoneCodeScene }) => sendPhoneCode(phone, scene),
  });
}

import { apiPost } from '../../../lib/api-client';

export type PhoneCodeScene = 'login' | 'register' | 'bindPhone';

/** POST /v1/user/phone/code: sends an SMS verification code. */
export function sendPhoneCode(phone: string, scene: PhoneCodeScene): Promise<unknown> {
  return apiPost<unknown>('/v1/user/phone/code', { phone, scene });
}

import { ulpUrl } from '../../../lib/ulp';
import type { CipherSource } from './cipher.api';

/**
 * GET /v1/user/captcha?cipher_id=… — an SVG drawn from the cipher's stored answer. A new cipher is a new
 * captcha, so "refresh" means fetching a new cipher.
 */
export function captchaImageUrl(cipherId: string, source: CipherSource): string {
  const query = new URLSearchParams({ cipher_id: cipherId });
  return source === 'ulp' ? `${ulpUrl('/v1/user/captcha')}?${query}` : `/api/v1/user/captcha?${query}`;
}

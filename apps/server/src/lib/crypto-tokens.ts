import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token; only its hash is ever stored. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Constant-time string comparison for secrets of the same encoding. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

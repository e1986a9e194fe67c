import { createHmac } from 'node:crypto';

/** Kling's documented token life (可灵「接口鉴权」: exp = now + 1800 s, nbf = now − 5 s). */
const LIFETIME_S = 1800;
const NOT_BEFORE_SKEW_S = 5;
/** Sign a fresh token this long before the old one expires, so no request leaves with a dying token. */
const RENEW_BEFORE_S = 300;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signHs256Jwt(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * The Bearer token for Kling: an HS256 JWT with the access key as `iss`, signed with the secret key. Reused
 * until five minutes before it expires, then signed again.
 */
export function createKlingTokenSource(accessKey: string, secretKey: string, now: () => number = Date.now) {
  let cached: { token: string; exp: number } | null = null;
  return (): string => {
    const seconds = Math.floor(now() / 1000);
    if (cached && cached.exp - seconds > RENEW_BEFORE_S) return cached.token;
    const exp = seconds + LIFETIME_S;
    cached = {
      token: signHs256Jwt({ iss: accessKey, exp, nbf: seconds - NOT_BEFORE_SKEW_S }, secretKey),
      exp,
    };
    return cached.token;
  };
}

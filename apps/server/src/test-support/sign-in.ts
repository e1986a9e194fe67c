import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../app-context';
import type { SmsScene } from '../providers/sms';

/** Seals a JSON payload the way the browser does: RSA-OAEP-SHA256 blocks, url-safe base64. */
export function seal(publicKeyPem: string, payload: object, keyBytes = 256): string {
  const plain = Buffer.from(JSON.stringify(payload));
  const chunk = keyBytes - 2 * 32 - 2;
  const blocks: Buffer[] = [];
  for (let i = 0; i < plain.length; i += chunk) {
    blocks.push(
      publicEncrypt(
        { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        plain.subarray(i, i + chunk),
      ),
    );
  }
  return Buffer.concat(blocks).toString('base64url');
}

/** A fresh cipher and the captcha answer a person would read off the picture (read from the database). */
export async function getCipher(app: FastifyInstance, ctx: AppContext) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/user/cipher' });
  const { cipher_id, public_key } = res.json().data as { cipher_id: string; public_key: string };
  const { rows } = await ctx.database.query<{ captcha_answer: string }>(
    'select captcha_answer from login_ciphers where id = $1',
    [cipher_id],
  );
  return { cipherId: cipher_id, publicKey: public_key, captcha: rows[0]?.captcha_answer ?? '' };
}

export function cookieHeader(res: LightMyRequestResponse): string {
  const set = res.cookies.map((c) => `${c.name}=${c.value}`);
  return set.join('; ');
}

/** The whole unified-login round trip; returns the session cookie header. */
export async function signIn(
  app: FastifyInstance,
  ctx: AppContext,
  username: string,
  password: string,
): Promise<string> {
  const { cipherId, publicKey, captcha } = await getCipher(app, ctx);
  const login = await app.inject({
    method: 'GET',
    url: '/api/v2/user/login',
    query: {
      app_key: ctx.config.ulp.appKey,
      cipher_id: cipherId,
      login_data: seal(publicKey, { username, password, code: captcha }),
      redirect_url: '/dashboard',
    },
  });
  const token = login.json().data?.token;
  if (!token) throw new Error(`login failed: ${login.body}`);
  const auth = await app.inject({
    method: 'GET',
    url: '/api/ulp/auth',
    query: { ulp_token: token, redirect_url: '/dashboard' },
  });
  const cookie = cookieHeader(auth);
  if (!cookie) throw new Error(`no session cookie: ${auth.statusCode} ${auth.headers.location}`);
  return cookie;
}

/** Replaces the SMS channel with one that records what would have been sent. */
export function captureSms(ctx: AppContext) {
  const sent: { phone: string; code: string; scene: SmsScene }[] = [];
  ctx.sms = { name: 'capture', sendCode: async (m) => void sent.push(m) };
  return { sent, last: (phone: string) => [...sent].reverse().find((m) => m.phone === phone)?.code ?? '' };
}

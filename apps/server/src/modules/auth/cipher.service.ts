import { constants, generateKeyPair, privateDecrypt, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { randomToken, safeEqual } from '../../lib/crypto-tokens';
import { consumeCipher, findLiveCipher, insertCipher } from './cipher.repository';

const generateKeyPairAsync = promisify(generateKeyPair);

// svg-captcha's module export is the renderer itself (text → SVG of glyph paths); its typings omit it.
const renderCaptcha = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;
// No 0/O, 1/I/l: a person must be able to read what they are asked to type.
const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

function captchaText(size = 4): string {
  let text = '';
  for (let i = 0; i < size; i++) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

/** How long a sign-in form may stay open before its cipher (and captcha) must be renewed. */
export const CIPHER_TTL_MS = 10 * 60 * 1000;
/**
 * 2048-bit keys, not the spec's 1024 default: 1024-bit RSA is below today's minimum. Payloads longer than
 * one OAEP block are split into blocks by the browser (docs/decisions.md).
 */
export const CIPHER_KEY_BITS = 2048;

export interface IssuedCipher {
  cipher_id: string;
  public_key: string;
  message: string;
}

export async function issueCipher(ctx: AppContext): Promise<IssuedCipher> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: CIPHER_KEY_BITS,
    publicExponent: 65537,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const id = randomToken(18);
  await insertCipher(ctx.db, {
    id,
    privateKeyPem: privateKey,
    publicKeyPem: publicKey,
    captchaAnswer: ctx.config.captchaTestAnswer ?? captchaText(),
    expiresAt: new Date(Date.now() + CIPHER_TTL_MS),
  });
  return { cipher_id: id, public_key: publicKey, message: 'ok' };
}

/** The captcha picture of a live cipher, drawn anew from its stored answer each time it is asked for. */
export async function captchaSvg(ctx: AppContext, cipherId: string): Promise<string> {
  const row = await findLiveCipher(ctx.db, cipherId);
  if (!row) throw new AppError('NOT_FOUND', '验证码已过期，请刷新');
  // Glyphs are drawn as paths, so the answer itself never leaves the server as text.
  return renderCaptcha(row.captchaAnswer, { noise: 2, color: true, width: 120, height: 40, fontSize: 46 });
}

/**
 * Consumes the cipher and decrypts the login payload: url-safe base64 of one or more RSA-OAEP-SHA256 blocks,
 * each the key's size, whose plaintexts concatenate to UTF-8 JSON. Wrong or reused ciphers fail here.
 */
export async function openSealedPayload(
  ctx: AppContext,
  cipherId: string,
  sealed: string,
): Promise<{ payload: Record<string, unknown>; captchaAnswer: string }> {
  const row = await consumeCipher(ctx.db, cipherId);
  if (!row) throw new AppError('BAD_REQUEST', '登录信息已过期，请刷新页面后重试');
  const bytes = Buffer.from(sealed, 'base64url');
  const blockSize = CIPHER_KEY_BITS / 8;
  if (bytes.length === 0 || bytes.length % blockSize !== 0 || bytes.length > blockSize * 8) {
    throw new AppError('BAD_REQUEST', '登录数据格式不正确');
  }
  const parts: Buffer[] = [];
  try {
    for (let offset = 0; offset < bytes.length; offset += blockSize) {
      parts.push(
        privateDecrypt(
          { key: row.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          bytes.subarray(offset, offset + blockSize),
        ),
      );
    }
    const payload = JSON.parse(Buffer.concat(parts).toString('utf8'));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new Error('not an object');
    return { payload, captchaAnswer: row.captchaAnswer };
  } catch {
    throw new AppError('BAD_REQUEST', '登录数据无法解密，请刷新页面后重试');
  }
}

export function captchaMatches(expected: string, given: string): boolean {
  return safeEqual(expected.toLowerCase(), given.trim().toLowerCase());
}

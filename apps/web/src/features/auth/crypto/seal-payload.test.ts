/// <reference types="node" />
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oaepChunkSize, pemToDer, SealUnavailableError, sealPayload, toBase64Url } from './seal-payload';

// The same key the server issues per cipher: 2048-bit RSA, SPKI PEM public half.
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicExponent: 65537,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

/** What the server does (cipher.service.ts openSealedPayload). */
function open(sealed: string): { blocks: number; payload: unknown } {
  const bytes = Buffer.from(sealed, 'base64url');
  expect(bytes.length % 256).toBe(0);
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 256) {
    parts.push(
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        bytes.subarray(offset, offset + 256),
      ),
    );
  }
  return { blocks: parts.length, payload: JSON.parse(Buffer.concat(parts).toString('utf8')) };
}

describe('sealPayload', () => {
  it('round-trips a sign-in payload in one block', async () => {
    const payload = { username: 'manager', password: 'Lizi@2026', code: 'e2e7' };
    const sealed = await sealPayload(publicKey, payload, subtle);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(open(sealed)).toEqual({ blocks: 1, payload });
  });

  it('splits payloads longer than 190 bytes into blocks and keeps multi-byte text intact', async () => {
    const payload = {
      username: 'a_rather_long_username_2026',
      password: `Pw1${'x'.repeat(61)}`,
      code: 'AbC9',
      // 3 UTF-8 bytes per character, so block borders fall inside characters.
      realname: '栗子工坊的一位非常认真的剧本创作者与分镜设计师',
    };
    const bytes = new TextEncoder().encode(JSON.stringify(payload)).length;
    expect(bytes).toBeGreaterThan(190);
    const sealed = await sealPayload(publicKey, payload, subtle);
    expect(open(sealed)).toEqual({ blocks: Math.ceil(bytes / 190), payload });
  });

  it('uses fresh randomness: the same payload never seals the same way twice', async () => {
    const payload = { username: 'u', password: 'p', code: 'c' };
    expect(await sealPayload(publicKey, payload, subtle)).not.toBe(
      await sealPayload(publicKey, payload, subtle),
    );
  });

  it('refuses without WebCrypto (insecure context) rather than sending credentials in the clear', async () => {
    await expect(sealPayload(publicKey, {}, null)).rejects.toBeInstanceOf(SealUnavailableError);
  });
});

describe('helpers', () => {
  it('computes the OAEP-SHA256 block size', () => {
    expect(oaepChunkSize(2048)).toBe(190);
    expect(oaepChunkSize(1024)).toBe(62);
  });

  it('decodes PEM and encodes url-safe base64 without padding', () => {
    expect(pemToDer('-----BEGIN X-----\nAQID\n-----END X-----\n')).toEqual(new Uint8Array([1, 2, 3]));
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xfe, 0x01]))).toBe('-__-AQ');
  });
});

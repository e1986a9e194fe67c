/**
 * The sealed `login_data` / `register_data` of the unified login (spec §7, docs/decisions.md "RSA"):
 * JSON → UTF-8 → blocks of at most (key bytes − 66) bytes (190 for the 2048-bit keys the server issues) →
 * each block RSA-OAEP-SHA256 encrypted with the one-time public key → ciphertexts concatenated → url-safe
 * base64 without padding.
 */

/** SHA-256 output size: OAEP spends 2 × 32 + 2 bytes of each block on padding. */
const OAEP_SHA256_OVERHEAD = 2 * 32 + 2;

export class SealUnavailableError extends Error {
  constructor() {
    super('WebCrypto is unavailable (the page is not served over HTTPS or localhost)');
    this.name = 'SealUnavailableError';
  }
}

/** PEM (any label, e.g. PUBLIC KEY) → the DER bytes inside. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END)[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The largest plaintext one OAEP-SHA256 block of this key holds. */
export function oaepChunkSize(modulusBits: number): number {
  return modulusBits / 8 - OAEP_SHA256_OVERHEAD;
}

export async function sealPayload(
  publicKeyPem: string,
  payload: unknown,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  // crypto.subtle exists only in secure contexts (HTTPS, localhost).
  if (!subtle) throw new SealUnavailableError();
  const key = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const chunk = oaepChunkSize((key.algorithm as RsaHashedKeyAlgorithm).modulusLength);
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const blocks: Uint8Array[] = [];
  for (let offset = 0; offset < plain.length; offset += chunk) {
    const block = await subtle.encrypt({ name: 'RSA-OAEP' }, key, plain.slice(offset, offset + chunk));
    blocks.push(new Uint8Array(block));
  }
  const sealed = new Uint8Array(blocks.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const block of blocks) {
    sealed.set(block, at);
    at += block.length;
  }
  return toBase64Url(sealed);
}

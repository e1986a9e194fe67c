import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../../config';

/**
 * Encrypts vendor keys at rest with AES-256-GCM. The key comes from LIZI_MASTER_KEY; without it (the embedded
 * default) one is generated once into DATA_DIR/master.key (mode 0600) so a fresh clone works, and an in-memory
 * database gets a per-process key. Losing the key means re-entering vendor keys, nothing else.
 */
export interface KeyCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export async function openKeyCipher(config: AppConfig): Promise<KeyCipher> {
  const key = createHash('sha256')
    .update(config.masterKey ?? (await localMasterKey(config)))
    .digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown key format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

async function localMasterKey(config: AppConfig): Promise<string> {
  if (config.dataDir === 'memory://') return randomBytes(32).toString('hex');
  const file = join(config.dataDir, 'master.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const generated = randomBytes(32).toString('hex');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, generated, { flag: 'wx', mode: 0o600 }).catch(async () => undefined);
    await chmod(file, 0o600).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

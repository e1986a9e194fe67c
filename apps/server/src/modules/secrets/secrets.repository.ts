import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { secrets } from '../../db/schema';

/**
 * The value stored under `key`, created on first use (32 random bytes, base64url). Concurrent first uses in
 * several processes all insert-or-ignore, then read the one row that won, so everyone signs with one key.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(secrets)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.key, key));
  if (!row) throw new Error(`secret ${key} missing after insert`);
  return row.value;
}

// Secrets never change once written, so each process reads each one once per database.
const cache = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/** getOrCreateSecret as key bytes, remembered for the life of the database handle. */
export function secretKey(db: Database, key: string): Promise<Buffer> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let value = perDb.get(key);
  if (!value) {
    value = getOrCreateSecret(db, key).then((v) => Buffer.from(v, 'base64url'));
    // A failed read (database down) must not be remembered.
    value.catch(() => perDb.delete(key));
    perDb.set(key, value);
  }
  return value;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

export type { ObjectStorage } from './object-storage';

/** The store chosen by config; an in-memory database (tests, benchmarks) gets a throwaway directory. */
export function openStorage(config: AppConfig): ObjectStorage {
  const s = config.storage;
  if (s.driver === 's3') return createS3Storage(s);
  return createLocalStorage(s.root ?? mkdtempSync(join(tmpdir(), 'lizi-files-')));
}

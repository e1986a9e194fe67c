import type { Readable } from 'node:stream';

/**
 * Where files live (DESIGN.md §1): local disk under DATA_DIR/files by default, any S3-compatible store with
 * STORAGE=s3. Keys are opaque paths chosen by the files module (`u/<userId>/<yyyy-mm>/<uuid>.<ext>`).
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Writes an object from bytes or from a local file path. */
  put(key: string, body: Buffer | { path: string }, options: { contentType: string }): Promise<void>;
  /** Reads an object, optionally a byte range (inclusive end), for streaming to a client. */
  get(key: string, range?: { start: number; end: number }): Promise<{ body: Readable; size: number }>;
  /** Copies an object to a local file (inputs for adapters and media processing). */
  download(key: string, toPath: string): Promise<void>;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL anyone holding it can GET for `ttlSeconds` (S3 presigned), or null when the driver has none and files
   * are served through the API's signed route instead.
   */
  presignGet(key: string, ttlSeconds: number, options?: { downloadName?: string }): Promise<string | null>;
  health(): Promise<{ ok: boolean; error?: string }>;
}

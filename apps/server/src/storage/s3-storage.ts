import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  /** Omit for AWS itself; `http(s)://host[:port]` for MinIO, Aliyun OSS, Tencent COS and the like. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: `endpoint/bucket/key` (MinIO); false: `bucket.endpoint/key` (OSS and COS require it). */
  forcePathStyle: boolean;
  /** Every key is stored under this folder, so several deployments can share a bucket. */
  prefix?: string;
  /**
   * The endpoint browsers reach when the servers use an internal one (MinIO on a private network). Presigned URLs are
   * signed against it, because the host is part of the signature.
   */
  publicEndpoint?: string;
}

/** S3 refuses presigned URLs valid for longer than seven days. */
const MAX_PRESIGN_TTL_SECONDS = 604_800;

/**
 * Any S3-compatible store. Every write is a single PutObject: multipart upload (@aws-sdk/lib-storage) is not a
 * dependency, so one object is limited to what the store accepts in one request (5 GB on AWS, OSS and COS).
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client(clientConfig(options, options.endpoint));
  // Presigning makes no request, so a client for the public endpoint costs nothing until used.
  const presignClient = options.publicEndpoint
    ? new S3Client(clientConfig(options, options.publicEndpoint))
    : client;
  const Bucket = options.bucket;
  const prefix = normalisePrefix(options.prefix);
  const objectKey = (key: string) => {
    const full = prefix + checkKey(key);
    // S3's limit on a whole key, prefix included.
    if (Buffer.byteLength(full) > 1024)
      throw new Error(`invalid storage key (longer than 1024 bytes): ${key}`);
    return full;
  };

  const fetchObject = async (key: string, range?: { start: number; end: number }) => {
    const Key = objectKey(key);
    const Range = range ? rangeHeader(range) : undefined;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key, Range }));
    } catch (err) {
      if (isNotFound(err)) throw notFound(key);
      throw err;
    }
  };

  return {
    driver: 's3',
    async put(key, body, { contentType }) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }));
        return;
      }
      // A stream needs its length up front: without it the SDK cannot send a plain (non-chunked) PutObject.
      const { size } = await stat(body.path);
      const stream = createReadStream(body.path);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key, Body: stream, ContentLength: size, ContentType: contentType }),
        );
      } finally {
        stream.destroy();
      }
    },
    async get(key, range) {
      const res = await fetchObject(key, range);
      const body = res.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 GetObject returned no stream for ${key}`);
      // With a range, ContentLength is the slice; the whole object's size is after the slash of Content-Range.
      const total = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : Number.NaN;
      const size = Number.isFinite(total) ? total : (res.ContentLength ?? 0);
      return { body, size };
    },
    async download(key, toPath) {
      const res = await fetchObject(key);
      if (!(res.Body instanceof Readable)) throw new Error(`S3 GetObject returned no stream for ${key}`);
      await mkdir(dirname(toPath), { recursive: true });
      // A failed transfer must not leave a truncated file where the caller expects a whole one.
      const tmp = `${toPath}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(res.Body, createWriteStream(tmp));
        await rename(tmp, toPath);
      } catch (err) {
        res.Body.destroy();
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async stat(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: res.ContentLength ?? 0 };
      } catch (err) {
        // Only "not there" is null: an unreachable store must not look like a missing file.
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // DeleteObject answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async presignGet(key, ttlSeconds, presignOptions) {
      if (!(ttlSeconds >= 1 && ttlSeconds <= MAX_PRESIGN_TTL_SECONDS)) {
        throw new RangeError(`presign ttl must be 1..${MAX_PRESIGN_TTL_SECONDS} seconds, got ${ttlSeconds}`);
      }
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentDisposition: presignOptions?.downloadName
          ? contentDisposition(presignOptions.downloadName)
          : undefined,
      });
      return getSignedUrl(presignClient, command, { expiresIn: Math.floor(ttlSeconds) });
    },
    async health() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(5_000) });
        return { ok: true };
      } catch (err) {
        return { ok: false, error: describeError(err) };
      }
    },
  };
}

/** Creates the bucket when it does not exist yet. For tests and local development; production buckets are provisioned. */
export async function createBucketIfMissing(options: S3StorageOptions): Promise<void> {
  const client = new S3Client(clientConfig(options, options.endpoint));
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
      return;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    // AWS outside us-east-1 needs the region spelled out; S3-compatible stores take their endpoint's own region.
    const located = !options.endpoint && options.region !== 'us-east-1';
    await client.send(
      new CreateBucketCommand({
        Bucket: options.bucket,
        CreateBucketConfiguration: located
          ? { LocationConstraint: options.region as BucketLocationConstraint }
          : undefined,
      }),
    );
  } catch (err) {
    const name = (err as { name?: string }).name;
    // Someone else created it between our HEAD and our PUT.
    if (name !== 'BucketAlreadyOwnedByYou') throw err;
  } finally {
    client.destroy();
  }
}

function clientConfig(options: S3StorageOptions, endpoint: string | undefined): S3ClientConfig {
  return {
    endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC32 checksums (aws-chunked trailers) are refused by several S3-compatible stores
    // (older MinIO, OSS, COS); send and check them only where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No request timeout: it is a socket idle timeout, and a slow client reading a streamed download would trip it.
    requestHandler: { connectionTimeout: 5_000 },
  };
}

function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${checkKey(trimmed)}/` : '';
}

/**
 * S3 keys are literal strings, but `.`/`..` segments are collapsed by some proxies and SDKs on the way, which could
 * step out of `prefix`. Refused like the local driver refuses a key that escapes its root.
 */
function checkKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    segments.some((s) => s === '' || s === '.' || s === '..') ||
    key.includes('\\') ||
    hasControlCharacter(key);
  if (bad) throw new Error(`invalid storage key: ${key}`);
  return key;
}

function hasControlCharacter(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function rangeHeader({ start, end }: { start: number; end: number }): string {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`invalid byte range ${start}-${end}`);
  }
  return `bytes=${start}-${end}`;
}

/**
 * `attachment` with an ASCII fallback for old clients and the real name in RFC 5987 `filename*` (Chinese names).
 * Exported for tests.
 */
export function contentDisposition(downloadName: string): string {
  const fallback = downloadName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NoSuchBucket' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

/** Shaped like the local driver's fs error, so callers test one thing (`code === 'ENOENT'`) whatever the driver. */
function notFound(key: string): Error {
  return Object.assign(new Error(`object not found: ${key}`), { code: 'ENOENT' });
}

function describeError(err: unknown): string {
  const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  // A HEAD answer has no body, so the SDK's message is often just "UnknownError"; the status says more.
  const what = e?.message && e.message !== 'UnknownError' ? e.message : (e?.name ?? 'error');
  return status ? `${what} (HTTP ${status})` : what;
}

import { createServer } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeObjectStorageContract, readAll } from './object-storage.contract';
import {
  contentDisposition,
  createBucketIfMissing,
  createS3Storage,
  type S3StorageOptions,
} from './s3-storage';
import { S3RVER_BUCKET as BUCKET, startS3rver } from './s3rver.test-support';

// s3rver ships no types; this is the part of its API the tests use.

const optionsFor = (endpoint: string, extra: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  endpoint,
  region: 'us-east-1',
  bucket: BUCKET,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  ...extra,
});

describeObjectStorageContract(
  's3 (s3rver, with a prefix)',
  async () => {
    const s3 = await startS3rver();
    return {
      storage: createS3Storage(optionsFor(s3.endpoint, { prefix: '/deploy-a/files/' })),
      teardown: s3.stop,
    };
  },
  { presigns: true },
);

describe('s3 storage', () => {
  let s3: { endpoint: string; stop: () => Promise<void> };
  let raw: S3Client;

  beforeAll(async () => {
    s3 = await startS3rver();
    raw = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  afterAll(async () => {
    raw?.destroy();
    await s3?.stop();
  });

  it('stores each key under the prefix, as one object', async () => {
    const storage = createS3Storage(optionsFor(s3.endpoint, { prefix: 'tenant-b' }));
    await storage.put('u/1/2025-01/a b.txt', Buffer.from('hello'), {
      contentType: 'text/plain; charset=utf-8',
    });

    const listed = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'tenant-b/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['tenant-b/u/1/2025-01/a b.txt']);
    const object = await raw.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'tenant-b/u/1/2025-01/a b.txt' }),
    );
    expect(object.ContentType).toBe('text/plain; charset=utf-8');
    expect(await object.Body?.transformToString()).toBe('hello');
  });

  it('works without a prefix', async () => {
    const storage = createS3Storage(optionsFor(s3.endpoint));
    await storage.put('plain.txt', Buffer.from('plain'), { contentType: 'text/plain' });
    const object = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'plain.txt' }));
    expect(await object.Body?.transformToString()).toBe('plain');
    expect((await readAll((await storage.get('plain.txt')).body)).toString()).toBe('plain');
  });

  it('signs presigned URLs for the public endpoint, not the internal one', async () => {
    await createS3Storage(optionsFor(s3.endpoint)).put('public.txt', Buffer.from('seen from outside'), {
      contentType: 'text/plain',
    });
    // The servers' endpoint is unreachable here: presigning must not need it.
    const storage = createS3Storage(
      optionsFor('http://minio.internal.invalid:9000', { publicEndpoint: s3.endpoint }),
    );

    const url = new URL((await storage.presignGet('public.txt', 60)) as string);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/public.txt`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('seen from outside');
  });

  it('puts the bucket in the host name when path style is off', async () => {
    const storage = createS3Storage(
      optionsFor('https://oss-cn-hangzhou.aliyuncs.com', {
        region: 'oss-cn-hangzhou',
        forcePathStyle: false,
      }),
    );
    const url = new URL((await storage.presignGet('u/1/a.png', 60)) as string);
    expect(url.host).toBe(`${BUCKET}.oss-cn-hangzhou.aliyuncs.com`);
    expect(url.pathname).toBe('/u/1/a.png');
  });

  it('refuses a presign lifetime S3 would refuse', async () => {
    const storage = createS3Storage(optionsFor(s3.endpoint));
    await expect(storage.presignGet('a.txt', 0)).rejects.toThrow(RangeError);
    await expect(storage.presignGet('a.txt', 8 * 24 * 3600)).rejects.toThrow(RangeError);
  });

  it('is unhealthy when the bucket is missing', async () => {
    const health = await createS3Storage(optionsFor(s3.endpoint, { bucket: 'no-such-bucket' })).health();
    expect(health.ok).toBe(false);
    expect(health.error).toMatch(/404/);
  });

  it('is unhealthy when the store cannot be reached', { timeout: 30_000 }, async () => {
    const health = await createS3Storage(optionsFor(`http://127.0.0.1:${await closedPort()}`)).health();
    expect(health.ok).toBe(false);
    expect(health.error).toBeTruthy();
  });

  it('stat of a missing object is null, but an unreachable store is an error', {
    timeout: 30_000,
  }, async () => {
    const storage = createS3Storage(optionsFor(`http://127.0.0.1:${await closedPort()}`));
    await expect(storage.stat('a.txt')).rejects.toThrow();
  });

  it('createBucketIfMissing creates a bucket once and then leaves it be', async () => {
    const options = optionsFor(s3.endpoint, { bucket: 'made-by-test' });
    expect((await createS3Storage(options).health()).ok).toBe(false);

    await createBucketIfMissing(options);
    await createBucketIfMissing(options);

    const storage = createS3Storage(options);
    expect(await storage.health()).toEqual({ ok: true });
    await storage.put('x.txt', Buffer.from('x'), { contentType: 'text/plain' });
    expect(await storage.stat('x.txt')).toEqual({ size: 1 });
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the real name in RFC 5987 form', () => {
    expect(contentDisposition('分镜 01.png')).toBe(
      `attachment; filename="__ 01.png"; filename*=UTF-8''%E5%88%86%E9%95%9C%2001.png`,
    );
  });

  it('keeps quotes and backslashes out of the quoted fallback', () => {
    expect(contentDisposition(`a"b\\c's (1).txt`)).toBe(
      `attachment; filename="a_b_c's (1).txt"; filename*=UTF-8''a%22b%5Cc%27s%20%281%29.txt`,
    );
  });
});

/** A port nothing listens on: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

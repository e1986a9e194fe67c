import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { readImplicitLabel } from '../../media/labels';
import { S3RVER_BUCKET, startS3rver } from '../../storage/s3rver.test-support';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-context';

/**
 * The engine on an S3-compatible store (s3rver speaking the S3 protocol locally): uploads land in the bucket,
 * a task's labelled output is stored there, and file URLs redirect to presigned object URLs.
 */
describe('tasks with STORAGE=s3 [pglite]', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let cookie = '';
  beforeAll(async () => {
    s3 = await startS3rver();
    t = await createTestApp('pglite', {
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: S3RVER_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'lizi-test',
    });
    cookie = await signIn(t.app, t.ctx, 'member', 'Lizi@2026');
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 1);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('stores the upload and the labelled output in the bucket and serves them by presigned redirect', async () => {
    const png = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#8e44ad' } })
      .png()
      .toBuffer();
    const boundary = '----lizi-s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s3.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks',
      headers: { cookie },
      payload: { type: 'gcimg-storyboard-hd', params: { imageFileId: up.json().data.id, scale: 2 } },
    });
    const id = submitted.json().data.id;
    let task: { status: number; outputs: { id: string; url: string }[]; errorMsg: string | null } | undefined;
    for (let i = 0; i < 300 && !(task && task.status >= 2); i++) {
      await new Promise((r) => setTimeout(r, 200));
      task = (await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${id}`, headers: { cookie } })).json()
        .data;
    }
    expect(task?.status, task?.errorMsg ?? '').toBe(2);
    const output = task?.outputs[0] as { id: string; url: string };
    const served = await t.app.inject({ method: 'GET', url: output.url, headers: { cookie } });
    expect(served.statusCode).toBe(302);
    const location = String(served.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${S3RVER_BUCKET}/lizi-test/`)).toBe(true);
    const object = await fetch(location);
    expect(object.status).toBe(200);
    const label = readImplicitLabel(Buffer.from(await object.arrayBuffer()), 'image/png');
    expect(label?.ProduceID).toBe(output.id);
  });
});

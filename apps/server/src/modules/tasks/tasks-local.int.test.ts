import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDefinitions } from '../../jobs';
import { readImplicitLabel } from '../../media/labels';
import { localCapabilityStatus } from '../../providers/local/local.provider';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../test-support/test-context';
import { findFile } from '../files/files.repository';
import { buildProviderInput } from './task-inputs';
import type { TaskRow } from './tasks.repository';

/**
 * Every capability of the built-in local provider through the whole engine: upload → submit → worker →
 * labelled output whose implicit label reads back from the bytes served. Runs on the embedded database.
 */
describe('tasks on the local provider, end to end [pglite]', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp('pglite');
    cookie = await signIn(t.app, t.ctx, 'member', 'Lizi@2026');
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 2);
  }, 120_000);
  afterAll(() => t?.close());

  const as = (opts: InjectOptions) => t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });

  async function upload(data: Buffer, filename: string, mime: string) {
    const boundary = '----lizi-local-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await as({
      method: 'POST',
      url: '/api/v1/files',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; width: number; height: number };
  }

  async function run(type: string, params: object) {
    const res = await as({ method: 'POST', url: '/api/v1/tasks', payload: { type, params } });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    for (let i = 0; i < 600; i++) {
      const task = (await as({ method: 'GET', url: `/api/v1/tasks/${id}` })).json().data;
      if (task.status >= 2) {
        expect(task.status, task.errorMsg).toBe(2);
        return task as {
          outputs: {
            id: string;
            url: string;
            mime: string;
            width: number;
            height: number;
            duration: number;
          }[];
        };
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${type} did not finish`);
  }

  async function labelOf(output: { url: string }) {
    const res = await as({ method: 'GET', url: output.url });
    expect(res.statusCode).toBe(200);
    return readImplicitLabel(res.rawPayload, String(res.headers['content-type']).split(';')[0] as string);
  }

  let stillId = '';
  let videoId = '';

  it('upscales an image ×2 with ESRGAN', async () => {
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2d6cdf' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="48" height="32"><circle cx="24" cy="16" r="10" fill="#fff"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const file = await upload(png, '输入.png', 'image/png');
    stillId = file.id;
    const task = await run('gcimg-storyboard-hd', { imageFileId: file.id, scale: 2 });
    expect(task.outputs[0]?.width).toBe(96);
    expect(task.outputs[0]?.height).toBe(64);
    const label = await labelOf(task.outputs[0] as { url: string });
    expect(label?.ProduceID).toBe(task.outputs[0]?.id);
  });

  let upscaledId = '';
  it('keeps the implicit-only copy of an output for signed access and for later tasks only', async () => {
    const up = await run('gcimg-storyboard-hd', { imageFileId: stillId, scale: 2 });
    upscaledId = up.outputs[0]?.id as string;
    // The owner cannot skip the watermark-free application by asking for the clean variant.
    const direct = await as({ method: 'GET', url: `/api/v1/files/${upscaledId}?variant=clean` });
    expect(direct.statusCode).toBe(404);
    // A task that reads this output gets the clean copy, so its own output carries one visible label.
    const row = await findFile(t.ctx.db, upscaledId);
    const dir = await mkdtemp(join(tmpdir(), 'lizi-input-'));
    try {
      const input = await buildProviderInput(
        t.ctx,
        {
          userId: row?.userId,
          type: 'gcvideo-byimg-sgl',
          count: 1,
          params: { firstFrameFileId: upscaledId },
        } as TaskRow,
        dir,
      );
      await t.ctx.storage.download(row?.cleanKey as string, join(dir, 'clean'));
      await t.ctx.storage.download(row?.storageKey as string, join(dir, 'main'));
      const fed = await readFile(input.files[0]?.path as string);
      expect(fed.equals(await readFile(join(dir, 'clean')))).toBe(true);
      expect(fed.equals(await readFile(join(dir, 'main')))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('moves the camera over a still into a labelled video', async () => {
    const task = await run('gcvideo-byimg-sgl', {
      firstFrameFileId: upscaledId,
      duration: 5,
      cameraMove: 'zoomIn',
    });
    const out = task.outputs[0] as { id: string; mime: string; duration: number; url: string };
    expect(out.mime).toBe('video/mp4');
    expect(out.duration).toBeGreaterThan(4.5);
    expect((await labelOf(out))?.ProduceID).toBe(out.id);
    videoId = out.id;
  });

  it('upscales that video ×2', async () => {
    const task = await run('gcvideo-byhd-sgl', { videoFileId: videoId, scale: 2 });
    const out = task.outputs[0] as { id: string; width: number; url: string };
    expect(out.width).toBeGreaterThan(0);
    expect((await labelOf(out))?.ProduceID).toBe(out.id);
  });

  it('merges clips into one labelled video', async () => {
    const task = await run('gcvideo-merge', { clips: [{ videoFileId: videoId }, { videoFileId: videoId }] });
    const out = task.outputs[0] as { id: string; duration: number; url: string };
    expect(out.duration).toBeGreaterThan(9);
    expect((await labelOf(out))?.ProduceID).toBe(out.id);
  });

  it.skipIf(!localCapabilityStatus()['audio.tts']?.available)(
    'voices Mandarin text into labelled audio',
    async () => {
      const task = await run('gcaudio-tts', { text: '这是一段本机合成的普通话配音。' });
      const out = task.outputs[0] as { id: string; mime: string; url: string };
      expect(out.mime).toMatch(/audio/);
      expect((await labelOf(out))?.ProduceID).toBe(out.id);
    },
  );
});

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files, scriptScenes, scripts, shots, tasks, users } from '../../db/schema';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

/**
 * A cut is built from what each shot SHOWS: the chosen file, else the newest result of the shot's image
 * task. A shot whose AI picture was never explicitly chosen (the usual case) must still become a clip.
 */
describeEachDatabase('cut built from generated shot pictures', (driver) => {
  let t: TestApp;
  let cookie = '';
  const as = (o: InjectOptions) => t.app.inject({ ...o, headers: { ...(o.headers ?? {}), cookie } });

  async function uploadPng(color: string): Promise<string> {
    const data = await sharp({ create: { width: 160, height: 90, channels: 3, background: color } })
      .png()
      .toBuffer();
    const boundary = '----lizi-cut-shots';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
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
    return res.json().data.id;
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = await signIn(t.app, t.ctx, 'member', 'Lizi@2026');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the newest resolved image output of a shot nobody chose a picture for', async () => {
    const [member] = await t.ctx.db.select().from(users).where(eq(users.username, 'member'));
    const userId = member?.id as number;
    const [script] = await t.ctx.db.insert(scripts).values({ userId, title: '生成的画面' }).returning();
    const scriptId = script?.id as string;
    const [scene] = await t.ctx.db
      .insert(scriptScenes)
      .values({ scriptId, position: 1, heading: '第1场' })
      .returning();
    const [generated, chosen] = await t.ctx.db
      .insert(shots)
      .values([
        { scriptId, sceneId: scene?.id, position: 1, durationSeconds: 2 },
        { scriptId, sceneId: scene?.id, position: 2, durationSeconds: 3 },
      ])
      .returning();
    const output = await uploadPng('#3060a0');
    const own = await uploadPng('#a06030');
    // The shot's image task resolved with `output`; the shot keeps imageFileId null (nothing chosen).
    const [task] = await t.ctx.db
      .insert(tasks)
      .values({
        userId,
        type: 'gcimg-storyboard-bytxt',
        mediaType: 'image',
        status: 2,
        progress: 100,
        idempotencyKey: `sb:${scriptId}:${generated?.id}:img:k1`,
      })
      .returning();
    await t.ctx.db.update(files).set({ taskId: task?.id, role: 'output' }).where(eq(files.id, output));
    await t.ctx.db
      .update(shots)
      .set({ imageTaskId: task?.id })
      .where(eq(shots.id, generated?.id as string));
    await t.ctx.db
      .update(shots)
      .set({ imageFileId: own })
      .where(eq(shots.id, chosen?.id as string));

    const res = await as({ method: 'POST', url: '/api/v2/cuts/build', payload: { scriptId } });
    expect(res.statusCode, res.body).toBe(200);
    const clips = res.json().data.timeline.clips as { shotId: string; fileId: string; media: string }[];
    expect(clips.map((c) => [c.shotId, c.fileId, c.media])).toEqual([
      [generated?.id, output, 'image'],
      [chosen?.id, own, 'image'],
    ]);
  });
});

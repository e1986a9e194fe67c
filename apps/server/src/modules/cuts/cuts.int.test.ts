import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  integralLedger,
  roles,
  scriptLines,
  scriptScenes,
  scripts,
  shots,
  timbres,
  users,
} from '../../db/schema';
import { jobDefinitions } from '../../jobs';
import { probeMedia, runFfmpeg } from '../../media/ffmpeg';
import { readImplicitLabel, readImplicitLabelFromFile } from '../../media/labels';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

/**
 * Audio and the final cut on the local provider (espeak-ng TTS, ffmpeg merge), no vendor key: the timbre
 * catalogue and its once-made preview, two characters voiced with their timbres (one charge per line), a
 * four-shot cut exported as one labelled MP4, SRT, project ZIP and 剪映 draft.
 */
describeEachDatabase('audio and final cut', (driver) => {
  let t: TestApp;
  let cookie = '';
  let dir = '';
  let memberId = 0;
  let scriptId = '';
  const lineIds: string[] = [];
  const as = (o: InjectOptions) => t.app.inject({ ...o, headers: { ...(o.headers ?? {}), cookie } });

  async function upload(data: Buffer, filename: string, mime: string): Promise<string> {
    const boundary = '----lizi-cut-test';
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
    return res.json().data.id;
  }
  async function waitTask(id: string) {
    for (let i = 0; i < 900; i++) {
      const task = (await as({ method: 'GET', url: `/api/v1/tasks/${id}` })).json().data;
      if (task.status >= 2) return task;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`task ${id} did not finish`);
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = await signIn(t.app, t.ctx, 'member', 'Lizi@2026');
    await t.ctx.queue.startWorkers(t.ctx, jobDefinitions, 2);
    dir = await mkdtemp(join(tmpdir(), 'cut-int-'));
    const [member] = await t.ctx.db.select().from(users).where(eq(users.username, 'member'));
    memberId = member?.id as number;
    const [script] = await t.ctx.db
      .insert(scripts)
      .values({ userId: memberId, title: '雨夜重逢', canvas: '1920x1080' })
      .returning();
    scriptId = script?.id as string;
    const [scene] = await t.ctx.db
      .insert(scriptScenes)
      .values({ scriptId, position: 1, heading: '第1场 夜 外 街角' })
      .returning();
    const [a, b] = await t.ctx.db
      .insert(roles)
      .values([
        { scriptId, userId: memberId, name: '小明', gender: '男', timbreId: 'male-qn-qingse', position: 1 },
        {
          scriptId,
          userId: memberId,
          name: '小红',
          gender: '女',
          timbreId: 'female-qn-tianmei',
          position: 2,
        },
      ])
      .returning();
    const sceneId = scene?.id as string;
    const inserted = await t.ctx.db
      .insert(scriptLines)
      .values([
        {
          scriptId,
          sceneId,
          position: 1,
          kind: 'dialogue',
          roleId: a?.id,
          roleName: '小明',
          text: '好久不见。',
          emotion: '激动',
        },
        {
          scriptId,
          sceneId,
          position: 2,
          kind: 'dialogue',
          roleId: b?.id,
          roleName: '小红',
          text: '你终于回来了。',
        },
        { scriptId, sceneId, position: 3, kind: 'narration', text: '那一夜，雨一直没有停。' },
      ])
      .returning();
    lineIds.push(...inserted.map((l) => l.id));
    // Four shots: two videos, two stills.
    const video = async (name: string, color: string) => {
      const out = join(dir, name);
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        `color=c=${color}:s=320x240:d=1.2:r=25`,
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        out,
      ]);
      const { readFile } = await import('node:fs/promises');
      return upload(await readFile(out), name, 'video/mp4');
    };
    const still = async (color: string) =>
      upload(
        await sharp({ create: { width: 200, height: 300, channels: 3, background: color } })
          .png()
          .toBuffer(),
        'still.png',
        'image/png',
      );
    const v1 = await video('v1.mp4', 'red');
    const i2 = await still('#2060c0');
    const v3 = await video('v3.mp4', 'green');
    const i4 = await still('#c0a020');
    await t.ctx.db.insert(shots).values([
      {
        scriptId,
        sceneId,
        position: 1,
        videoFileId: v1,
        lineIds: [lineIds[0] as string],
        durationSeconds: 3,
      },
      {
        scriptId,
        sceneId,
        position: 2,
        imageFileId: i2,
        lineIds: [lineIds[1] as string],
        durationSeconds: 2,
      },
      { scriptId, sceneId, position: 3, videoFileId: v3, lineIds: [], durationSeconds: 3 },
      {
        scriptId,
        sceneId,
        position: 4,
        imageFileId: i4,
        lineIds: [lineIds[2] as string],
        durationSeconds: 1.5,
      },
    ]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists the timbre catalogue by style and makes a preview once', { timeout: 60_000 }, async () => {
    const styles = (await as({ method: 'GET', url: '/api/v1/aitools/audio/timbre/styles' })).json().data;
    expect(styles.map((g: { style: string }) => g.style)).toEqual(
      expect.arrayContaining(['青年男声', '青年女声', '少年', '老年', '旁白']),
    );
    const first = (await as({ method: 'GET', url: '/api/v1/aitools/audio/timbre/narrator-female' })).json()
      .data;
    expect(first.previewError).toBeNull();
    expect(first.voices).toMatchObject({ local: 'f4', openai: 'nova' });
    const [row] = await t.ctx.db.select().from(timbres).where(eq(timbres.id, 'narrator-female'));
    const again = (await as({ method: 'GET', url: '/api/v1/aitools/audio/timbre/narrator-female' })).json()
      .data;
    const [row2] = await t.ctx.db.select().from(timbres).where(eq(timbres.id, 'narrator-female'));
    expect(row2?.previewFileId).toBe(row?.previewFileId);
    expect(again.previewUrl).toContain(row?.previewFileId);
    const audio = await t.app.inject({ method: 'GET', url: first.previewUrl });
    expect(audio.statusCode).toBe(200);
    expect(readImplicitLabel(audio.rawPayload, 'audio/wav')?.Label).toBe('1');
    expect((await as({ method: 'GET', url: '/api/v1/aitools/audio/timbre/nope' })).statusCode).toBe(404);
  });

  it('voices two characters with their timbres, one charge per line', { timeout: 120_000 }, async () => {
    const before = await t.ctx.db.select().from(integralLedger).where(eq(integralLedger.userId, memberId));
    const res = await as({
      method: 'POST',
      url: '/api/v2/script/lines/voice',
      payload: { scriptId, lineIds: lineIds.slice(0, 2) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { tasks, cost } = res.json().data;
    expect(tasks).toHaveLength(2);
    const after = await t.ctx.db.select().from(integralLedger).where(eq(integralLedger.userId, memberId));
    const charges = after.slice(before.length);
    expect(charges).toHaveLength(2);
    expect(-charges.reduce((s, e) => s + (e.applyDelta ?? 0) + (e.giftDelta ?? 0), 0)).toBe(cost);
    const voices = [];
    for (const task of tasks) {
      const done = await waitTask(task.taskId);
      expect(done.status, done.errorMsg).toBe(2);
      voices.push(done.params ?? null);
    }
    // The narration line too (narration voice), then read the lines back.
    await as({
      method: 'POST',
      url: '/api/v2/script/setNarrationTimbre',
      payload: { scriptId, timbreId: 'narrator-male' },
    });
    const narr = (
      await as({ method: 'POST', url: `/api/v2/script/lines/${lineIds[2]}/voice`, payload: { scriptId } })
    ).json().data;
    await waitTask(narr.tasks[0].taskId);
    const view = (await as({ method: 'GET', url: `/api/v2/script/lines/audio?scriptId=${scriptId}` })).json()
      .data;
    const [l1, l2, l3] = view.lines;
    expect([l1.timbreId, l2.timbreId, l3.timbreId]).toEqual([
      'male-qn-qingse',
      'female-qn-tianmei',
      'narrator-male',
    ]);
    for (const line of [l1, l2, l3]) {
      expect(line.audio, line.text).not.toBeNull();
      const file = await as({ method: 'GET', url: line.audio.url });
      const mime = String(file.headers['content-type']).split(';')[0] as string;
      expect(['audio/wav', 'audio/mpeg']).toContain(mime);
      expect(readImplicitLabel(file.rawPayload, mime)?.Label).toBe('1');
    }
    const bad = await as({
      method: 'POST',
      url: '/api/v2/script/lines/voice',
      payload: { scriptId, lineIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(bad.statusCode).toBe(404);
  });

  it('builds a cut from four shots, refuses bad edits, exports one labelled MP4 and packages', {
    timeout: 300_000,
  }, async () => {
    const built = await as({ method: 'POST', url: '/api/v2/cuts/build', payload: { scriptId } });
    expect(built.statusCode, built.body).toBe(200);
    const cut = built.json().data;
    expect(cut.timeline.clips.map((c: { media: string }) => c.media)).toEqual([
      'video',
      'image',
      'video',
      'image',
    ]);
    expect(cut.timeline.clips[0].lines[0]).toMatchObject({ text: '好久不见。', speaker: '小明' });
    expect(cut.timeline.clips[0].lines[0].audioFileId).toBeTruthy();

    // Bad input is named in Chinese and nothing is written.
    const broken = structuredClone(cut.timeline);
    broken.clips[1].duration = -1;
    const refused = await as({
      method: 'PUT',
      url: `/api/v2/cuts/${cut.id}`,
      payload: { timeline: broken, settings: cut.settings },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/片段时长/);
    const foreign = structuredClone(cut.timeline);
    foreign.clips[0].fileId = '00000000-0000-4000-8000-000000000000';
    const refused2 = await as({
      method: 'PUT',
      url: `/api/v2/cuts/${cut.id}`,
      payload: { timeline: foreign, settings: cut.settings },
    });
    expect(refused2.json().msg).toBe('第 1 个片段：文件不存在或无权使用');
    expect((await as({ method: 'GET', url: `/api/v2/cuts/${cut.id}` })).json().data.timeline).toEqual(
      cut.timeline,
    );

    // Edit: a subtitle text, a trim, BGM from the narration voice file.
    const timeline = structuredClone(cut.timeline);
    timeline.clips[1].lines[0].text = '你终于回来了！';
    timeline.clips[2].duration = 1;
    const bgmFile = timeline.clips[3].lines[0]?.audioFileId ?? timeline.clips[0].lines[0].audioFileId;
    const settings = {
      ...cut.settings,
      bgm: { fileId: bgmFile, volume: 0.5 },
      ducking: true,
      subtitles: 'burn',
    };
    const saved = await as({ method: 'PUT', url: `/api/v2/cuts/${cut.id}`, payload: { timeline, settings } });
    expect(saved.statusCode, saved.body).toBe(200);
    const total = timeline.clips.reduce((s: number, c: { duration: number }) => s + c.duration, 0);

    const exported = (await as({ method: 'POST', url: `/api/v2/cuts/${cut.id}/export`, payload: {} })).json()
      .data;
    expect(exported.exportTask.type).toBe('gcvideo-merge');
    const task = await waitTask(exported.exportTask.id);
    expect(task.status, task.errorMsg).toBe(2);
    const film = await as({ method: 'GET', url: task.outputs[0].url });
    const mp4 = join(dir, 'film.mp4');
    await writeFile(mp4, film.rawPayload);
    const probe = await probeMedia(mp4);
    expect(probe).toMatchObject({ width: 1920, height: 1080, hasAudio: true });
    expect(probe.durationSeconds).toBeGreaterThan(total - 0.3);
    expect(probe.durationSeconds).toBeLessThan(total + 0.3);
    expect((await readImplicitLabelFromFile(mp4, 'video/mp4'))?.Label).toBe('1');

    const srt = await as({ method: 'GET', url: `/api/v2/cuts/${cut.id}/srt` });
    expect(srt.body).toContain('你终于回来了！');
    expect(srt.body).toMatch(/00:00:0\d,\d{3} --> 00:00:0\d,\d{3}/);

    const zip = await JSZip.loadAsync(
      (await as({ method: 'GET', url: `/api/v2/cuts/${cut.id}/project.zip` })).rawPayload,
    );
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      expect.arrayContaining([
        '剧本/剧本.txt',
        '剧本/script.json',
        '字幕.srt',
        '镜头/01-视频.mp4',
        '镜头/02-画面.png',
      ]),
    );
    expect(names.filter((n) => n.startsWith('配音/'))).toHaveLength(3);
    expect(names.some((n) => n.startsWith('成片-') && n.endsWith('.mp4'))).toBe(true);

    const draftZip = await JSZip.loadAsync(
      (await as({ method: 'GET', url: `/api/v2/cuts/${cut.id}/capcut.zip` })).rawPayload,
    );
    const contentName = Object.keys(draftZip.files).find((n) => n.endsWith('draft_content.json')) as string;
    const content = JSON.parse(await (draftZip.file(contentName) as JSZip.JSZipObject).async('string'));
    const videoTrack = content.tracks.find((tr: { type: string }) => tr.type === 'video');
    expect(videoTrack.segments).toHaveLength(4);
    const materialIds = new Set(content.materials.videos.map((m: { id: string }) => m.id));
    for (const seg of videoTrack.segments) expect(materialIds.has(seg.material_id)).toBe(true);
    for (const m of [...content.materials.videos, ...content.materials.audios]) {
      const inZip = m.path.replace(/^##_draftpath_placeholder_[^#]+_##\//, '');
      expect(Object.keys(draftZip.files).some((n) => n.endsWith(inZip))).toBe(true);
    }
    expect(Object.keys(draftZip.files).some((n) => n.endsWith('draft_meta_info.json'))).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '../../app-context';
import { probeMedia } from '../../media/ffmpeg';
import { buildAigcLabel, labelAudioFile } from '../../media/labels';
import { vendorFetch } from '../../providers/common/http';
import type { RunContext } from '../../providers/model-provider';
import { isProviderError } from '../../providers/provider-error';
import { insertFile } from '../files/files.repository';
import { storageKeyFor } from '../files/files.service';
import { CONTENT_PRODUCER } from '../tasks/task-outputs';
import { findPlatformOwnerId, setTimbrePreview, type TimbreRow } from './audio.repository';

/** Requests in flight per timbre in this process, so concurrent first plays make one preview. */
const inFlight = new Map<string, Promise<PreviewResult>>();

export type PreviewResult = { fileId: string; error: null } | { fileId: null; error: string };

/**
 * The timbre's preview: real TTS of its sample text through the configured audio.tts provider, labelled as
 * AI-generated (spoken cue + implicit label) and kept as a file owned by the platform admin, made once. No
 * points are charged: the preview belongs to the catalogue, not to the listener.
 */
export function ensureTimbrePreview(ctx: AppContext, timbre: TimbreRow): Promise<PreviewResult> {
  if (timbre.previewFileId) return Promise.resolve({ fileId: timbre.previewFileId, error: null });
  const running = inFlight.get(timbre.id);
  if (running) return running;
  const job = makePreview(ctx, timbre).finally(() => inFlight.delete(timbre.id));
  inFlight.set(timbre.id, job);
  return job;
}

async function makePreview(ctx: AppContext, timbre: TimbreRow): Promise<PreviewResult> {
  const resolved = await ctx.providers.forCapability('audio.tts');
  if (!resolved) return { fileId: null, error: await ctx.providers.missingReason('audio.tts') };
  const ownerId = await findPlatformOwnerId(ctx.db);
  if (ownerId === null) return { fileId: null, error: '平台管理员账号不存在，无法保存试听音频' };
  const dir = await mkdtemp(join(tmpdir(), 'lizi-preview-'));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('preview timed out')), 60_000);
  try {
    const run: RunContext = {
      signal: controller.signal,
      progress: () => {},
      resumeProviderTaskId: null,
      saveProviderTaskId: async () => {},
      tmpDir: dir,
      log: ctx.log,
    };
    const output = await resolved.provider.run(
      'audio.tts',
      {
        taskType: 'gcaudio-tts',
        text: timbre.sampleText,
        voice: timbre.voices[resolved.config.vendor] ?? undefined,
        speed: timbre.speed / 100,
        files: [],
        count: 1,
        extra: {},
      },
      run,
    );
    const first = output.files[0];
    if (!first) return { fileId: null, error: '配音服务没有返回音频' };
    let source = join(dir, 'preview-source');
    if ('path' in first) source = first.path;
    else if ('data' in first) await writeFile(source, first.data);
    else {
      const res = await vendorFetch(first.url, {
        signal: controller.signal,
        headers: first.headers,
        timeoutMs: 60_000,
      });
      await writeFile(source, Buffer.from(await res.arrayBuffer()));
    }
    const id = randomUUID();
    const label = buildAigcLabel({
      producer: CONTENT_PRODUCER,
      produceId: id,
      propagator: CONTENT_PRODUCER,
      propagateId: `timbre:${timbre.id}`,
    });
    const labelled = join(dir, 'preview-labelled');
    const { mime } = await labelAudioFile(source, labelled, { label, cue: true, signal: controller.signal });
    const ext = mime === 'audio/wav' ? 'wav' : 'mp3';
    const key = storageKeyFor(ownerId, ext, '-timbre');
    await ctx.storage.put(key, { path: labelled }, { contentType: mime });
    const duration = (await probeMedia(labelled)).durationSeconds;
    const size = (await stat(labelled)).size;
    await ctx.db.transaction((tx) =>
      insertFile(tx, {
        id,
        userId: ownerId,
        role: 'output',
        kind: 'audio',
        mime,
        size,
        duration,
        name: `${timbre.name}-试听.${ext}`,
        storageKey: key,
        aigcLabel: label,
      }),
    );
    // Another process may have set one first; its file and ours are equally good to play now.
    await setTimbrePreview(ctx.db, timbre.id, id);
    return { fileId: id, error: null };
  } catch (err) {
    ctx.log.warn({ err, timbreId: timbre.id }, 'timbre preview failed');
    return {
      fileId: null,
      error: `试听生成失败：${isProviderError(err) ? err.userMessage : '配音服务出错'}`,
    };
  } finally {
    clearTimeout(timer);
    await rm(dir, { recursive: true, force: true });
  }
}

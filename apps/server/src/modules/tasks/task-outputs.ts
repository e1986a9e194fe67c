import { randomUUID } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { probeMedia } from '../../media/ffmpeg';
import { buildAigcLabel, LabelError, labelAudioFile, labelImage, labelVideoFile } from '../../media/labels';
import { imageThumbnail, videoPoster } from '../../media/thumbnails';
import { vendorFetch } from '../../providers/common/http';
import type { ProviderOutputFile } from '../../providers/model-provider';
import { ProviderError } from '../../providers/provider-error';
import type { FileInsert } from '../files/files.repository';
import { storageKeyFor } from '../files/files.service';
import type { TaskRow } from './tasks.repository';

export const CONTENT_PRODUCER = '栗子工坊';

/** An output ready to be recorded: its objects are in storage, its row not yet written. */
export interface StoredOutput {
  file: FileInsert & { id: string };
  keys: string[];
}

/**
 * Makes vendor outputs ours at once (DESIGN.md §6): download (vendor URLs expire), identify, label (visible
 * "AI生成" + TC260 implicit label, read back), keep an implicit-only copy for watermark-free downloads, make a
 * thumbnail, store. Nothing is recorded here; the caller writes the rows in the transaction that resolves the
 * task, and deletes `keys` if that transaction does not happen.
 */
export async function storeOutputs(
  ctx: AppContext,
  task: TaskRow,
  outputs: ProviderOutputFile[],
  tmpDir: string,
  signal: AbortSignal,
): Promise<StoredOutput[]> {
  const stored: StoredOutput[] = [];
  try {
    for (const [position, output] of outputs.entries()) {
      signal.throwIfAborted();
      const source = await materialise(output, join(tmpDir, `out-${position}`), signal);
      stored.push(await labelAndStore(ctx, task, source, position, tmpDir, signal));
    }
    return stored;
  } catch (err) {
    await discardOutputs(ctx, stored);
    // Every label writer reads its label back and refuses on a mismatch: unlabelled content is never published.
    if (err instanceof LabelError)
      throw new ProviderError('failed', err.message, { userMessage: 'AI 生成标识写入失败', cause: err });
    throw err;
  }
}

export async function discardOutputs(ctx: AppContext, stored: StoredOutput[]) {
  await Promise.all(stored.flatMap((s) => s.keys.map((k) => ctx.storage.delete(k).catch(() => undefined))));
}

async function materialise(output: ProviderOutputFile, path: string, signal: AbortSignal): Promise<string> {
  if ('data' in output) await writeFile(path, output.data);
  else if ('path' in output) return output.path;
  else {
    const res = await vendorFetch(output.url, { signal, headers: output.headers, timeoutMs: 10 * 60_000 });
    await writeFile(path, Buffer.from(await res.arrayBuffer()));
  }
  return path;
}

async function labelAndStore(
  ctx: AppContext,
  task: TaskRow,
  sourcePath: string,
  position: number,
  tmpDir: string,
  signal: AbortSignal,
): Promise<StoredOutput> {
  const type = await fileTypeFromFile(sourcePath);
  const kind = type?.mime.split('/')[0];
  if (!type || (kind !== 'image' && kind !== 'video' && kind !== 'audio'))
    throw new ProviderError('failed', `output ${position} is not media (${type?.mime ?? 'unknown'})`, {
      userMessage: '模型返回的结果无法识别',
    });
  const id = randomUUID();
  const label = buildAigcLabel({
    producer: CONTENT_PRODUCER,
    produceId: id,
    propagator: CONTENT_PRODUCER,
    propagateId: task.id,
  });
  const main = join(tmpDir, `labelled-${position}`);
  const clean = join(tmpDir, `clean-${position}`);
  let mime = type.mime;
  let width: number | null = null;
  let height: number | null = null;
  let duration: number | null = null;
  if (kind === 'image') {
    const data = await readFile(sourcePath);
    const implicitOnly = await labelImage(data, { label, visible: false });
    await writeFile(clean, implicitOnly.data);
    // Spec §8: a visible watermark that fails falls back to the (implicitly labelled) original.
    const visible = await labelImage(data, { label, visible: true }).catch((err) => {
      ctx.log.warn(
        { err, taskId: task.id },
        'visible label failed; publishing the implicitly labelled original',
      );
      return implicitOnly;
    });
    await writeFile(main, visible.data);
    ({ mime, width, height } = visible);
  } else if (kind === 'video') {
    await labelVideoFile(sourcePath, main, { label, visible: true, signal });
    await labelVideoFile(sourcePath, clean, { label, visible: false, signal });
    mime = 'video/mp4';
    const probe = await probeMedia(main);
    ({ width, height } = probe);
    duration = probe.durationSeconds;
  } else {
    ({ mime } = await labelAudioFile(sourcePath, main, { label, cue: true, signal }));
    await labelAudioFile(sourcePath, clean, { label, cue: false, signal });
    duration = (await probeMedia(main)).durationSeconds;
  }
  const ext = extOf(mime);
  const key = storageKeyFor(task.userId, ext);
  const cleanKey = storageKeyFor(task.userId, ext, '-clean');
  const thumbKey =
    kind === 'audio' ? null : storageKeyFor(task.userId, kind === 'image' ? 'webp' : 'jpg', '-thumb');
  const keys: string[] = [];
  const put = async (k: string, body: Buffer | { path: string }, contentType: string) => {
    await ctx.storage.put(k, body, { contentType });
    keys.push(k);
  };
  try {
    await put(key, { path: main }, mime);
    await put(cleanKey, { path: clean }, mime);
    if (thumbKey)
      await put(
        thumbKey,
        kind === 'image' ? await imageThumbnail(await readFile(main)) : await videoPoster(main),
        kind === 'image' ? 'image/webp' : 'image/jpeg',
      );
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.storage.delete(k).catch(() => undefined)));
    throw err;
  }
  if (kind === 'image' && (width === null || height === null))
    ({ width = null, height = null } = await sharp(main).metadata());
  return {
    keys,
    file: {
      id,
      userId: task.userId,
      enterpriseId: task.enterpriseId,
      role: 'output',
      kind,
      mime,
      size: (await stat(main)).size,
      width,
      height,
      duration,
      name: `${task.type}-${position + 1}.${ext}`,
      storageKey: key,
      cleanKey,
      thumbKey,
      aigcLabel: label,
      taskId: task.id,
      position,
    },
  };
}

function extOf(mime: string): string {
  return (
    {
      'image/jpeg': 'jpg',
      'image/png': 'png',
      'image/webp': 'webp',
      'video/mp4': 'mp4',
      'audio/wav': 'wav',
      'audio/x-wav': 'wav',
      'audio/mpeg': 'mp3',
    }[mime] ??
    mime.split('/')[1] ??
    'bin'
  );
}

import { basename, join } from 'node:path';
import type { OutputKind, ProviderOutputFile, RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import type { ComfyFileRef, ComfyHistoryEntry, ComfyUiClient } from './comfyui-client';

// Output keys of the stock save nodes (SaveImage, SaveAnimatedWEBP, SaveVideo, SaveAudio) and
// VideoHelperSuite's VHS_VideoCombine, which lists its video under "gifs".
const OUTPUT_KEYS = ['images', 'gifs', 'videos', 'video', 'audio'];

const BY_EXTENSION: Record<string, { kind: OutputKind; mime: string }> = {
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
  webp: { kind: 'image', mime: 'image/webp' },
  gif: { kind: 'image', mime: 'image/gif' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  webm: { kind: 'video', mime: 'video/webm' },
  mov: { kind: 'video', mime: 'video/quicktime' },
  mkv: { kind: 'video', mime: 'video/x-matroska' },
  wav: { kind: 'audio', mime: 'audio/wav' },
  mp3: { kind: 'audio', mime: 'audio/mpeg' },
  flac: { kind: 'audio', mime: 'audio/flac' },
  ogg: { kind: 'audio', mime: 'audio/ogg' },
  opus: { kind: 'audio', mime: 'audio/opus' },
};

const isFileRef = (value: unknown): value is ComfyFileRef =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ComfyFileRef).filename === 'string' &&
  typeof ((value as ComfyFileRef).type ?? 'output') === 'string';

/**
 * The files a finished prompt produced, in node order. Preview nodes write to "temp"; when the graph also
 * saved real outputs, the previews are left out.
 */
export function outputFilesOf(entry: ComfyHistoryEntry): ComfyFileRef[] {
  const nodeIds = Object.keys(entry.outputs ?? {}).sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
  const refs: ComfyFileRef[] = [];
  for (const id of nodeIds) {
    const node = entry.outputs?.[id] ?? {};
    for (const key of OUTPUT_KEYS) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      for (const item of list)
        if (isFileRef(item))
          refs.push({
            filename: item.filename,
            subfolder: item.subfolder ?? '',
            type: item.type ?? 'output',
            format: item.format,
          });
    }
  }
  const saved = refs.filter((ref) => ref.type === 'output');
  return saved.length ? saved : refs;
}

export function kindOf(ref: ComfyFileRef): { kind: OutputKind; mime: string } | null {
  if (ref.format?.startsWith('video/'))
    return { kind: 'video', mime: ref.format.includes('webm') ? 'video/webm' : 'video/mp4' };
  const ext = /\.([A-Za-z0-9]+)$/.exec(ref.filename)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? null;
}

/** Downloads every output into the run's temp dir via GET /view (vendor files are not kept). */
export async function downloadOutputs(
  client: ComfyUiClient,
  entry: ComfyHistoryEntry,
  ctx: RunContext,
): Promise<ProviderOutputFile[]> {
  const files: ProviderOutputFile[] = [];
  for (const [i, ref] of outputFilesOf(entry).entries()) {
    const kind = kindOf(ref);
    if (!kind) {
      ctx.log.warn({ filename: ref.filename }, 'ComfyUI output of unknown type skipped');
      continue;
    }
    const path = join(ctx.tmpDir, `comfyui-${i + 1}-${basename(ref.filename).replace(/[^\w.-]/g, '_')}`);
    await client.download(ref, path, ctx.signal);
    files.push({ kind: kind.kind, path, mime: kind.mime });
  }
  if (files.length === 0)
    throw new ProviderError('failed', 'the workflow saved no image, video or audio file', {
      userMessage: '生成失败：工作流没有输出文件，请管理员检查模板中的保存节点',
    });
  return files;
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { probeMedia, runFfmpeg } from '../ffmpeg';
import { type StreamInfo, streamInfo } from '../stream-info';
import { type AigcLabel, sameAigcLabel, serializeAigcLabel } from './aigc-label';
import { readImplicitLabelFromFile } from './implicit-label';
import { labelBox, renderBadgePng, VIDEO_LABEL_RULE } from './label-badge';
import { LabelError } from './label-error';

/** How long the visible label stays on screen from the first frame (DESIGN §7 asks for at least 2 s). */
export const VIDEO_LABEL_SECONDS = 3;

/** Audio every browser plays from MP4; anything else is re-encoded to AAC. */
const WEB_AUDIO = new Set(['aac', 'mp3']);

/** Streams that can go into the MP4 as they are and still play in every browser: H.264 4:2:0, AAC or MP3. */
const copyable = (info: StreamInfo) =>
  info.video?.codec === 'h264' &&
  info.video.pixFmt.startsWith('yuv420p') &&
  (info.audio === null || WEB_AUDIO.has(info.audio.codec));

export interface LabelVideoOptions {
  label: AigcLabel;
  visible: boolean;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/**
 * ffmpeg keeps arbitrary keys in MP4 only with `use_metadata_tags` (moov/udta/meta, mdta keys); without it
 * the key is dropped silently. faststart moves moov to the front so players start before the download ends.
 */
const labelArgs = (label: AigcLabel) => [
  '-metadata',
  `AIGC=${serializeAigcLabel(label)}`,
  '-movflags',
  '+faststart+use_metadata_tags',
  '-f',
  'mp4',
];

async function reencode(
  inPath: string,
  outPath: string,
  options: LabelVideoOptions,
  probe: { width: number; height: number; durationSeconds: number | null },
  info: StreamInfo,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'lizi-label-'));
  try {
    const audioArgs = info.audio ? ['-c:a', WEB_AUDIO.has(info.audio.codec) ? 'copy' : 'aac'] : [];
    // libx264 with yuv420p needs even dimensions; the scale is a no-op for the usual even sizes.
    let video = 'scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p';
    const inputs = ['-i', inPath];
    if (options.visible) {
      // Sized on the shorter side for both axes: a rotated phone video is turned upright before the overlay.
      const side = Math.min(probe.width, probe.height);
      const box = labelBox(side, side, VIDEO_LABEL_RULE);
      const badgePath = join(dir, 'label.png');
      await writeFile(badgePath, await renderBadgePng(box.height));
      inputs.push('-i', badgePath);
      video = `[0:v][1:v]overlay=${box.left}:${box.top}:enable='lt(t,${VIDEO_LABEL_SECONDS})',${video}`;
    } else {
      video = `[0:v]${video}`;
    }
    await runFfmpeg(
      [
        ...inputs,
        '-filter_complex',
        `${video}[v]`,
        '-map',
        '[v]',
        '-map',
        '0:a:0?',
        '-c:v',
        'libx264',
        '-preset',
        'fast',
        '-crf',
        '18',
        ...audioArgs,
        ...labelArgs(options.label),
        outPath,
      ],
      {
        signal: options.signal,
        durationSeconds: probe.durationSeconds ?? undefined,
        onProgress: options.onProgress,
      },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes an MP4 to `outPath`: with `visible`, the "AI生成" badge over the first VIDEO_LABEL_SECONDS (re-encoded
 * H.264, audio kept); in every case the implicit label in the MP4 metadata, read back before returning.
 * Without `visible` the streams are copied when browsers can play them from MP4, else re-encoded.
 */
export async function labelVideoFile(
  inPath: string,
  outPath: string,
  options: LabelVideoOptions,
): Promise<{ mime: string }> {
  if (resolve(inPath) === resolve(outPath)) throw new LabelError('输入与输出不能是同一个文件');
  const probe = await probeMedia(inPath);
  if (!probe.hasVideo || !probe.width || !probe.height)
    throw new LabelError('无法识别的视频文件，无法添加标识');
  const dims = { width: probe.width, height: probe.height, durationSeconds: probe.durationSeconds };
  try {
    const info = await streamInfo(inPath, options.signal);
    if (options.visible || !copyable(info)) {
      await reencode(inPath, outPath, options, dims, info);
    } else {
      await runFfmpeg(
        ['-i', inPath, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', ...labelArgs(options.label), outPath],
        { signal: options.signal },
      );
    }
  } catch (err) {
    await rm(outPath, { force: true });
    if (options.signal?.aborted) throw err;
    throw new LabelError('视频处理失败，无法添加标识', { cause: err });
  }
  if (!sameAigcLabel(await readImplicitLabelFromFile(outPath, 'video/mp4'), options.label)) {
    await rm(outPath, { force: true });
    throw new LabelError('视频隐式标识写入后校验失败');
  }
  return { mime: 'video/mp4' };
}

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CAMERA_MOVES } from '@lizi/shared';
import sharp from 'sharp';
import { runFfmpeg } from '../../media/ffmpeg';
import type { InputFile, ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { badInput, localFailure, stageProgress } from './local-errors';
import { evenSize, H264_OUTPUT } from './local-media';

type CameraMove = (typeof CAMERA_MOVES)[number];

export const FROM_IMAGE_FPS = 25;
export const FROM_IMAGE_MAX_SIDE = 1280;
/**
 * zoompan crops at whole source pixels; feeding it the still at 3× the output size keeps the slow drift of
 * a move from stepping visibly.
 */
const OVERSAMPLE = 3;
/** How far a zoom goes, and how much a pan zooms in to have room to travel. */
const ZOOM = 0.25;
const PAN_ZOOM = 1.2;

/**
 * A camera move over a still (video.fromImage, 5 or 10 s at 25 fps); in twoFrames mode the last frame, moved
 * the same way, fades in over the middle of the clip so the shot ends on it.
 */
export async function videoFromImage(input: ProviderInput, ctx: RunContext): Promise<ProviderOutput> {
  try {
    const first =
      input.files.find((f) => f.role === 'firstFrame') ?? input.files.find((f) => f.role === 'source');
    if (!first) throw badInput('no first frame', '请上传首帧图片');
    const lastFile = input.files.find((f) => f.role === 'lastFrame');
    // frameMode travels in `extra`; without it, a last frame given means the user asked for both.
    const twoFrames = input.extra.frameMode === 'twoFrames' || (input.extra.frameMode == null && !!lastFile);
    const last = twoFrames ? lastFile : undefined;
    if (twoFrames && !last) throw badInput('twoFrames without last frame', '首尾帧模式请上传尾帧');
    const duration = input.durationSeconds === 10 ? 10 : 5;
    const frames = duration * FROM_IMAGE_FPS;
    const move: CameraMove = (CAMERA_MOVES as readonly string[]).includes(input.cameraMove ?? '')
      ? (input.cameraMove as CameraMove)
      : 'zoomIn';

    const firstMeta = await readImage(first, '首帧');
    const size = evenSize(firstMeta.width, firstMeta.height, FROM_IMAGE_MAX_SIDE);
    const big = { width: size.width * OVERSAMPLE, height: size.height * OVERSAMPLE };
    const stills = [await rawStill(first.path, big, path.join(ctx.tmpDir, 'first.rgb'))];
    if (last) {
      await readImage(last, '尾帧');
      stills.push(await rawStill(last.path, big, path.join(ctx.tmpDir, 'last.rgb')));
    }
    ctx.progress(5);

    const zoompan = `${zoompanOf(move, frames)}:d=${frames}:s=${size.width}x${size.height}:fps=${FROM_IMAGE_FPS},setsar=1`;
    const graph = last
      ? `[0:v]${zoompan},format=yuva420p[a];` +
        `[1:v]${zoompan},format=yuva420p,fade=t=in:st=${duration * 0.2}:d=${duration * 0.6}:alpha=1[b];` +
        '[a][b]overlay=shortest=1,format=yuv420p[v]'
      : `[0:v]${zoompan},format=yuv420p[v]`;
    const out = path.join(ctx.tmpDir, `from-image-${duration}s.mp4`);
    await runFfmpeg(
      [
        ...stills.flatMap((file) => [
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          '-s',
          `${big.width}x${big.height}`,
          '-i',
          file,
        ]),
        '-filter_complex',
        graph,
        '-map',
        '[v]',
        '-frames:v',
        String(frames),
        ...H264_OUTPUT,
        '-movflags',
        '+faststart',
        out,
      ],
      { signal: ctx.signal, durationSeconds: duration, onProgress: stageProgress(ctx.progress, 5, 99) },
    );
    ctx.progress(100);
    return { files: [{ kind: 'video', path: out, mime: 'video/mp4' }] };
  } catch (err) {
    throw localFailure(err, ctx.signal, '图生视频失败');
  }
}

/** zoompan's zoom and window position per output frame `on`, eased so the move starts and stops gently. */
function zoompanOf(move: CameraMove, frames: number): string {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const eased = `(${t}*${t}*(3-2*${t}))`;
  const centreX = '(iw-iw/zoom)/2';
  const centreY = '(ih-ih/zoom)/2';
  const [z, x, y] = {
    zoomIn: [`1+${ZOOM}*${eased}`, centreX, centreY],
    zoomOut: [`${1 + ZOOM}-${ZOOM}*${eased}`, centreX, centreY],
    panLeft: [`${PAN_ZOOM}`, `(iw-iw/zoom)*(1-${eased})`, centreY],
    panRight: [`${PAN_ZOOM}`, `(iw-iw/zoom)*${eased}`, centreY],
    panUp: [`${PAN_ZOOM}`, centreX, `(ih-ih/zoom)*(1-${eased})`],
    panDown: [`${PAN_ZOOM}`, centreX, `(ih-ih/zoom)*${eased}`],
  }[move];
  return `zoompan=z='${z}':x='${x}':y='${y}'`;
}

async function readImage(file: InputFile, label: string) {
  try {
    const { width, height } = (await sharp(file.path, { failOn: 'error' }).metadata()).autoOrient;
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch (err) {
    throw badInput(
      `${label} undecodable: ${err instanceof Error ? err.message : String(err)}`,
      `${label}图片无法读取，请上传有效的 PNG、JPEG 或 WebP 图片`,
    );
  }
}

/** The still, upright and cropped to fill `size`, as packed RGB ffmpeg reads without decoding anything. */
async function rawStill(file: string, size: { width: number; height: number }, out: string) {
  const pixels = await sharp(file)
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', kernel: 'lanczos3' })
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  await writeFile(out, pixels);
  return out;
}

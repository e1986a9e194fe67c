import path from 'node:path';
import { runFfmpeg } from '../../media/ffmpeg';
import type { ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { badInput, localFailure, stageProgress } from './local-errors';
import { evenSize, H264_OUTPUT, readVideo } from './local-media';

/** 4K UHD: past it players and phones struggle, and a ×4 of 1080p would be 7680 px wide. */
export const MAX_VIDEO_SIDE = 3840;

/** Lanczos ×2/×4 with a light unsharp mask; audio kept (re-encoded to AAC so any source codec fits MP4). */
export async function upscaleVideo(input: ProviderInput, ctx: RunContext): Promise<ProviderOutput> {
  try {
    const source = input.files.find((f) => f.role === 'video');
    if (!source) throw badInput('no video', '请上传要放大的视频');
    const scale = input.scale === 4 ? 4 : 2;
    const video = await readVideo(source.path, '视频', ctx.signal);
    const { width, height } = evenSize(video.width * scale, video.height * scale, MAX_VIDEO_SIDE);
    const out = path.join(ctx.tmpDir, `upscaled-x${scale}.mp4`);
    await runFfmpeg(
      [
        '-i',
        source.path,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-vf',
        `scale=${width}:${height}:flags=lanczos,unsharp=5:5:0.6:5:5:0,setsar=1`,
        ...H264_OUTPUT,
        '-c:a',
        'aac',
        '-b:a',
        '192k',
        '-movflags',
        '+faststart',
        out,
      ],
      {
        signal: ctx.signal,
        durationSeconds: video.durationSeconds,
        onProgress: stageProgress(ctx.progress, 0, 99),
      },
    );
    ctx.progress(100);
    return { files: [{ kind: 'video', path: out, mime: 'video/mp4' }] };
  } catch (err) {
    throw localFailure(err, ctx.signal, '视频超分失败');
  }
}

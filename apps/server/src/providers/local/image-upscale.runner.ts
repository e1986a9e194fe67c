import path from 'node:path';
import sharp from 'sharp';
import type { ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { esrganWorker } from './esrgan-worker.client';
import { badInput, localFailure, stageProgress } from './local-errors';

/**
 * The output's long side is capped: the 8-bit result lives in memory whole, and ESRGAN on the WASM backend
 * costs tens of microseconds per output pixel (see bench/media/esrgan.bench.ts).
 */
export const MAX_UPSCALED_SIDE = 8192;

/** ESRGAN ×2/×4 of the 'source' image into a PNG; alpha, which the model does not see, is resized by Lanczos. */
export async function upscaleImage(input: ProviderInput, ctx: RunContext): Promise<ProviderOutput> {
  try {
    const source = input.files.find((f) => f.role === 'source');
    if (!source) throw badInput('no source image', '请上传要放大的图片');
    const scale = input.scale === 4 ? 4 : 2;

    const rgb = await decodeRgb(source.path);
    const outWidth = rgb.width * scale;
    const outHeight = rgb.height * scale;
    if (Math.max(outWidth, outHeight) > MAX_UPSCALED_SIDE) {
      throw badInput(
        `upscaled size ${outWidth}x${outHeight} over ${MAX_UPSCALED_SIDE}`,
        `图片过大：放大 ${scale} 倍后为 ${outWidth}×${outHeight} 像素，长边不能超过 ${MAX_UPSCALED_SIDE} 像素`,
      );
    }
    ctx.progress(2);

    const upscaled = await esrganWorker().upscale(
      { width: rgb.width, height: rgb.height, pixels: rgb.pixels, scale },
      { signal: ctx.signal, onProgress: stageProgress(ctx.progress, 2, 95) },
    );

    let image = sharp(upscaled.pixels, {
      raw: { width: upscaled.width, height: upscaled.height, channels: 3 },
    });
    if (rgb.alpha) {
      const alpha = await sharp(rgb.alpha, { raw: { width: rgb.width, height: rgb.height, channels: 1 } })
        .resize(upscaled.width, upscaled.height, { kernel: 'lanczos3', fit: 'fill' })
        .raw()
        .toBuffer();
      image = image.joinChannel(alpha, {
        raw: { width: upscaled.width, height: upscaled.height, channels: 1 },
      });
    }
    const out = path.join(ctx.tmpDir, `upscaled-x${scale}.png`);
    await image.png({ compressionLevel: 6 }).toFile(out);
    ctx.progress(100);
    return { files: [{ kind: 'image', path: out, mime: 'image/png' }] };
  } catch (err) {
    throw localFailure(err, ctx.signal, '图片超分失败');
  }
}

async function decodeRgb(file: string) {
  // rotate() applies EXIF orientation, so the upscale is of the image as the user sees it.
  const image = sharp(file, { failOn: 'error' }).rotate();
  const decoded = await Promise.all([
    image.metadata(),
    image.toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]).catch((err: unknown) => {
    throw badInput(
      `undecodable image: ${err instanceof Error ? err.message : String(err)}`,
      '无法读取图片，请上传有效的 PNG、JPEG 或 WebP 图片',
    );
  });
  const hasAlpha = decoded[0].hasAlpha === true;
  const { data: rgba, info } = decoded[1];
  const { width, height, channels } = info;
  if (rgba.length !== width * height * 4) throw new Error(`unexpected raw layout: ${channels} channels`);
  const pixels = new Uint8Array(width * height * 3);
  const alpha = hasAlpha ? new Uint8Array(width * height) : null;
  for (let i = 0, j = 0; i < width * height; i++, j += 4) {
    pixels[i * 3] = rgba[j] as number;
    pixels[i * 3 + 1] = rgba[j + 1] as number;
    pixels[i * 3 + 2] = rgba[j + 2] as number;
    if (alpha) alpha[i] = rgba[j + 3] as number;
  }
  return { width, height, pixels, alpha };
}

import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ProviderError } from '../provider-error';

/**
 * Our editors paint the area to change white on black. OpenAI's images/edits wants the opposite encoding:
 * a PNG, the size of the (first) image, whose fully transparent pixels mark where to edit. So the mask's
 * brightness becomes transparency: white → alpha 0, black → alpha 255, soft edges stay soft.
 * sharp lives in media/ by design; this is the one vendor-format conversion that needs it inside an adapter.
 */
export async function maskToAlphaPng(maskPath: string, imagePath: string): Promise<Buffer> {
  const image = await sharp(await readFile(imagePath)).metadata();
  if (!image.width || !image.height) throw new ProviderError('bad_input', 'source image has no size');
  const { width, height } = image;
  const grey = await sharp(await readFile(maskPath))
    // A mask drawn on a transparent canvas means "keep" where nothing was painted.
    .flatten({ background: '#000000' })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) rgba[i * 4 + 3] = 255 - (grey[i] ?? 0);
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** Input images in a format images/edits takes (png, webp, jpg); anything else is converted to PNG. */
export async function imageForUpload(
  path: string,
  mime: string,
  pngOnly: boolean,
): Promise<{ data: Buffer; mime: string; ext: string }> {
  const data = await readFile(path);
  const ext = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[mime];
  if (ext && (!pngOnly || ext === 'png')) return { data, mime, ext };
  return { data: await sharp(data).png().toBuffer(), mime: 'image/png', ext: 'png' };
}

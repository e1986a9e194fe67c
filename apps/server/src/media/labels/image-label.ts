import sharp, { type Metadata, type Sharp } from 'sharp';
import { type AigcLabel, sameAigcLabel } from './aigc-label';
import { readImplicitLabel, writeImplicitLabel } from './implicit-label';
import { IMAGE_LABEL_RULE, type LabelPosition, labelBox, renderBadge } from './label-badge';
import { LabelError } from './label-error';
import { isLosslessWebp } from './webp-xmp';

export interface LabelImageOptions {
  label: AigcLabel;
  /** false: implicit label only (the watermark-free download); the pixels are left as they are. */
  visible: boolean;
  position?: LabelPosition;
}

export interface LabelledImage {
  data: Buffer;
  mime: string;
  /** As displayed, EXIF orientation applied. */
  width: number;
  height: number;
}

type ImageFormat = 'jpeg' | 'png' | 'webp';
const MIME: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const isLabelFormat = (format: string): format is ImageFormat =>
  format === 'jpeg' || format === 'png' || format === 'webp';

function encode(image: Sharp, format: ImageFormat, source: Buffer): Sharp {
  // Spec §5: JPEG at quality 1 (100 here). WebP stays lossless when it came lossless.
  if (format === 'jpeg') return image.jpeg({ quality: 100 });
  if (format === 'webp')
    return isLosslessWebp(source) ? image.webp({ lossless: true }) : image.webp({ quality: 100 });
  return image.png();
}

/**
 * Labels one image. JPEG, PNG and WebP keep their format; anything else sharp reads (GIF, AVIF, TIFF…) comes
 * out as PNG, first frame only. With `visible` the badge is composited in one decode/encode pass and the XMP
 * goes into the encoded bytes afterwards, so labelling costs about what a plain re-encode costs. Without it
 * the image data is not touched at all. The label is read back before returning.
 */
export async function labelImage(data: Buffer, options: LabelImageOptions): Promise<LabelledImage> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch (err) {
    throw new LabelError('无法识别的图片，无法添加标识', { cause: err });
  }
  const format: ImageFormat = isLabelFormat(meta.format) ? meta.format : 'png';
  const { width, height } = meta.autoOrient;
  let encoded: Buffer;
  if (!options.visible && isLabelFormat(meta.format)) {
    encoded = data;
  } else {
    try {
      // Upright first, so the label lands in the corner the viewer sees. Skipped when already upright: even
      // as a no-op the rotate step added ~30 % to a 1080p JPEG re-encode (bench/media/labels.bench.ts).
      let image = meta.orientation && meta.orientation !== 1 ? sharp(data).rotate() : sharp(data);
      if (options.visible) {
        const box = labelBox(width, height, IMAGE_LABEL_RULE, options.position);
        const badge = await renderBadge(box.height);
        image = image.composite([
          {
            input: badge.rgba,
            raw: { width: badge.width, height: badge.height, channels: 4 },
            left: box.left,
            top: box.top,
          },
        ]);
      }
      encoded = await encode(image, format, data).toBuffer();
    } catch (err) {
      throw new LabelError(
        options.visible ? '图片处理失败，无法添加可见标识' : '图片转换失败，无法添加标识',
        { cause: err },
      );
    }
  }
  const labelled = writeImplicitLabel(encoded, format, options.label);
  if (!sameAigcLabel(readImplicitLabel(labelled, MIME[format]), options.label)) {
    throw new LabelError('隐式标识写入后校验失败');
  }
  return { data: labelled, mime: MIME[format], width, height };
}

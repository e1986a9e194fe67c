import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientImage, meanDiff, rgbPixels } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { labelImage } from './image-label';
import { readImplicitLabel } from './implicit-label';
import { badgeWidth, IMAGE_LABEL_RULE, labelBox } from './label-badge';
import { LabelError } from './label-error';

const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'img-1', integrity: true });

describe('labelImage', () => {
  it('puts a 60 px label at the left-top of a 1920×1080 JPEG, changing nothing else, quality 100', async () => {
    const source = await gradientImage(1920, 1080).jpeg({ quality: 95 }).toBuffer();
    const out = await labelImage(source, { label, visible: true });
    expect(out).toMatchObject({ mime: 'image/jpeg', width: 1920, height: 1080 });
    expect(readImplicitLabel(out.data, out.mime)).toEqual(label);
    const box = { left: 30, top: 30, width: badgeWidth(60), height: 60 };
    const [a, b] = await Promise.all([rgbPixels(out.data), rgbPixels(source)]);
    expect(meanDiff(a, b, box, 'inside')).toBeGreaterThan(40);
    expect(meanDiff(a, b, box, 'outside')).toBeLessThan(1.5);
    // The row just outside the label's box is untouched (only JPEG noise).
    expect(meanDiff(a, b, { ...box, top: 0, height: 29 }, 'inside')).toBeLessThan(1.5);
  });

  it('scales to 5 % of the shorter side and supports right-bottom, PNG kept and exact outside the label', async () => {
    const source = await gradientImage(1600, 2400, 4).png().toBuffer();
    const out = await labelImage(source, { label, visible: true, position: 'right-bottom' });
    expect(out.mime).toBe('image/png');
    const box = labelBox(1600, 2400, IMAGE_LABEL_RULE, 'right-bottom');
    expect(box).toMatchObject({ height: 80, margin: 40 });
    expect(box.left + box.width + 40).toBe(1600);
    const [a, b] = await Promise.all([rgbPixels(out.data), rgbPixels(source)]);
    expect(meanDiff(a, b, box, 'inside')).toBeGreaterThan(40);
    // Compositing premultiplies alpha, which may round a translucent pixel by one level; nothing more.
    expect(meanDiff(a, b, box, 'outside')).toBeLessThan(0.01);
    expect(meanDiff(a, b, labelBox(1600, 2400, IMAGE_LABEL_RULE, 'left-top'), 'inside')).toBeLessThan(0.01);
    expect((await sharp(out.data).metadata()).channels).toBe(4);
    expect(readImplicitLabel(out.data, 'image/png')).toEqual(label);
  });

  it('keeps WebP as WebP, lossless staying lossless', async () => {
    const source = await gradientImage(300, 200).webp({ lossless: true }).toBuffer();
    const out = await labelImage(source, { label, visible: true });
    expect(out.mime).toBe('image/webp');
    const box = labelBox(300, 200, IMAGE_LABEL_RULE);
    const [a, b] = await Promise.all([rgbPixels(out.data), rgbPixels(source)]);
    expect(meanDiff(a, b, box, 'outside')).toBe(0);
    expect(readImplicitLabel(out.data, 'image/webp')).toEqual(label);
  });

  it('without visible, adds only the implicit label and keeps the encoded image as it was', async () => {
    for (const encode of [(s: Sharp) => s.jpeg(), (s: Sharp) => s.png(), (s: Sharp) => s.webp()]) {
      const source = await encode(gradientImage(200, 100)).toBuffer();
      const out = await labelImage(source, { label, visible: false });
      expect(readImplicitLabel(out.data, out.mime)).toEqual(label);
      expect((await sharp(out.data).raw().toBuffer()).equals(await sharp(source).raw().toBuffer())).toBe(
        true,
      );
    }
  });

  it('labels the picture as displayed when EXIF says it is rotated', async () => {
    // Stored 200×100, displayed 100×200 (orientation 6).
    const source = await gradientImage(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await labelImage(source, { label, visible: true });
    expect([out.width, out.height]).toEqual([100, 200]);
    expect(await sharp(out.data).metadata()).toMatchObject({ width: 100, height: 200 });
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it('turns other formats into PNG and refuses what is not an image, in Chinese', async () => {
    const gif = await gradientImage(64, 64).gif().toBuffer();
    const out = await labelImage(gif, { label, visible: false });
    expect(out.mime).toBe('image/png');
    expect(readImplicitLabel(out.data, 'image/png')).toEqual(label);
    await expect(labelImage(Buffer.from('plain text'), { label, visible: true })).rejects.toThrow(LabelError);
    const jpeg = await gradientImage(400, 300).jpeg().toBuffer();
    await expect(labelImage(jpeg.subarray(0, jpeg.length / 2), { label, visible: true })).rejects.toThrow(
      /图片/,
    );
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientImage } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { readJpegXmp, writeJpegXmp } from './jpeg-xmp';
import { LabelError } from './label-error';
import { buildXmpPacket, readLabelFromXmp } from './xmp-packet';

const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'jpeg-1' });
const xmp = buildXmpPacket(label);

/** Marker bytes of the header segments, in order, up to SOS. */
function markers(jpeg: Buffer): number[] {
  const list: number[] = [];
  let at = 2;
  while ((jpeg[at + 1] as number) !== 0xda) {
    list.push(jpeg[at + 1] as number);
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return list;
}

describe('JPEG XMP', () => {
  it('writes an APP1 XMP segment that reads back and that sharp reads and decodes', async () => {
    const jpeg = await gradientImage(64, 48).jpeg().toBuffer();
    const out = writeJpegXmp(jpeg, xmp);
    expect(readJpegXmp(out)).toBe(xmp);
    expect(readLabelFromXmp(readJpegXmp(out) ?? '')).toEqual(label);
    const meta = await sharp(out).metadata();
    expect(meta.xmp?.toString('utf8')).toBe(xmp);
    const before = await sharp(jpeg).raw().toBuffer();
    expect((await sharp(out).raw().toBuffer()).equals(before)).toBe(true);
    // Only the new segment was added: the image data is byte-for-byte the same.
    expect(out.length).toBe(jpeg.length + 4 + 29 + Buffer.byteLength(xmp));
  });

  it('goes after JFIF and Exif, and replaces an XMP packet already there', async () => {
    const jpeg = await gradientImage(64, 48)
      .jpeg()
      .withExif({ IFD0: { Artist: 'x' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>')
      .toBuffer();
    expect(readJpegXmp(jpeg)).toContain('xmpmeta');
    const out = writeJpegXmp(jpeg, xmp);
    expect(readJpegXmp(out)).toBe(xmp);
    const m = markers(out);
    const xmpSegments = m.filter((x) => x === 0xe1).length;
    expect(xmpSegments).toBe(2); // Exif and our XMP, not the old XMP
    expect(m.indexOf(0xe1)).toBeLessThan(m.indexOf(0xdb));
    expect((await sharp(out).metadata()).exif).toBeDefined();
  });

  it('refuses what is not a JPEG, a truncated header, and an oversized packet', async () => {
    expect(() => writeJpegXmp(Buffer.from('hello'), xmp)).toThrow(LabelError);
    const jpeg = await gradientImage(16, 16).jpeg().toBuffer();
    expect(() => readJpegXmp(jpeg.subarray(0, 30))).toThrow(/不完整|损坏/);
    expect(() => writeJpegXmp(jpeg, 'x'.repeat(70_000))).toThrow(/过大/);
    expect(readJpegXmp(jpeg)).toBeNull();
  });
});

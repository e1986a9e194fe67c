import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientImage } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { LabelError } from './label-error';
import { readPngXmp, writePngXmp } from './png-xmp';
import { buildXmpPacket } from './xmp-packet';

const xmp = buildXmpPacket(buildAigcLabel({ producer: '栗子工坊', produceId: 'png-1' }));

function chunkList(png: Buffer): { type: string; crcOk: boolean }[] {
  const list = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const crcOk = png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length));
    list.push({ type, crcOk });
    at += 12 + length;
  }
  return list;
}

describe('PNG XMP', () => {
  it('writes an iTXt chunk before IDAT with a valid CRC, read back by us and by sharp', async () => {
    const png = await gradientImage(40, 30, 4).png().toBuffer();
    const out = writePngXmp(png, xmp);
    expect(readPngXmp(out)).toBe(xmp);
    const chunks = chunkList(out);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const types = chunks.map((c) => c.type);
    expect(types.indexOf('iTXt')).toBeLessThan(types.indexOf('IDAT'));
    expect((await sharp(out).metadata()).xmp?.toString('utf8')).toBe(xmp);
    expect((await sharp(out).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
  });

  it('replaces an existing XMP chunk rather than adding a second one', async () => {
    const png = await gradientImage(8, 8).png().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>').toBuffer();
    expect(readPngXmp(png)).toContain('xmpmeta');
    const out = writePngXmp(writePngXmp(png, 'first'), xmp);
    expect(chunkList(out).filter((c) => c.type === 'iTXt')).toHaveLength(1);
    expect(readPngXmp(out)).toBe(xmp);
  });

  it('refuses what is not a PNG and a PNG cut short', async () => {
    const png = await gradientImage(8, 8).png().toBuffer();
    expect(() => writePngXmp(Buffer.from('GIF89a........'), xmp)).toThrow(LabelError);
    expect(() => writePngXmp(png.subarray(0, png.length - 5), xmp)).toThrow(/不完整/);
    expect(readPngXmp(png)).toBeNull();
  });
});

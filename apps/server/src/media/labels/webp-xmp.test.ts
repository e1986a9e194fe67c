import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gradientImage } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { LabelError } from './label-error';
import { isLosslessWebp, readWebpXmp, writeWebpXmp } from './webp-xmp';
import { buildXmpPacket } from './xmp-packet';

const xmp = buildXmpPacket(buildAigcLabel({ producer: '栗子工坊', produceId: 'webp-1' }));

function riff(webp: Buffer) {
  const ids: string[] = [];
  let at = 12;
  while (at + 8 <= webp.length) {
    const size = webp.readUInt32LE(at + 4);
    ids.push(webp.toString('latin1', at, at + 4));
    at += 8 + size + (size & 1);
  }
  return { ids, end: at, riffSize: webp.readUInt32LE(4) };
}

async function check(source: Buffer, width: number, height: number, alpha: boolean) {
  const out = writeWebpXmp(source, xmp);
  const { ids, end, riffSize } = riff(out);
  expect(ids[0]).toBe('VP8X');
  expect(ids.at(-1)).toBe('XMP ');
  expect(end).toBe(out.length);
  expect(riffSize).toBe(out.length - 8);
  expect((out[20] as number) & 0x04).toBe(0x04);
  expect(((out[20] as number) & 0x10) === 0x10).toBe(alpha);
  expect(out.readUIntLE(24, 3) + 1).toBe(width);
  expect(out.readUIntLE(27, 3) + 1).toBe(height);
  expect(readWebpXmp(out)).toBe(xmp);
  const meta = await sharp(out).metadata();
  expect(meta.xmp?.toString('utf8')).toBe(xmp);
  expect([meta.width, meta.height]).toEqual([width, height]);
  expect((await sharp(out).raw().toBuffer()).equals(await sharp(source).raw().toBuffer())).toBe(true);
  return out;
}

describe('WebP XMP', () => {
  it('turns a simple lossy file into VP8X with the XMP flag and canvas size', async () => {
    const webp = await gradientImage(101, 37).webp({ quality: 80 }).toBuffer();
    expect(riff(webp).ids).toEqual(['VP8 ']);
    await check(webp, 101, 37, false);
  });

  it('turns a simple lossless file with alpha into VP8X with the alpha flag', async () => {
    const webp = await gradientImage(33, 20, 4).webp({ lossless: true }).toBuffer();
    expect(riff(webp).ids).toEqual(['VP8L']);
    expect(isLosslessWebp(webp)).toBe(true);
    await check(webp, 33, 20, true);
  });

  it('keeps an extended file extended, replacing its XMP, odd-length packet padded', async () => {
    const webp = await gradientImage(50, 40, 4)
      .webp({ quality: 70 })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>')
      .toBuffer();
    expect(riff(webp).ids[0]).toBe('VP8X');
    const out = await check(webp, 50, 40, true);
    expect(riff(out).ids.filter((id) => id === 'XMP ')).toHaveLength(1);
    const odd = writeWebpXmp(out, `${xmp} `.slice(0, xmp.length % 2 ? xmp.length : xmp.length + 1));
    expect(riff(odd).end).toBe(odd.length);
    expect((await sharp(odd).metadata()).width).toBe(50);
  });

  it('refuses what is not a WebP and a file cut short', async () => {
    const webp = await gradientImage(16, 16).webp().toBuffer();
    expect(() => writeWebpXmp(Buffer.from('RIFF\0\0\0\0WAVEfmt '), xmp)).toThrow(LabelError);
    expect(() => writeWebpXmp(webp.subarray(0, webp.length - 10), xmp)).toThrow(LabelError);
    expect(readWebpXmp(webp)).toBeNull();
  });
});

import { crc32, inflateSync } from 'node:zlib';
import { LabelError } from './label-error';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const XMP_KEYWORD = 'XML:com.adobe.xmp';

interface Chunk {
  type: string;
  start: number;
  dataStart: number;
  dataEnd: number;
  end: number;
}

function chunks(png: Buffer): Chunk[] {
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    throw new LabelError('不是有效的 PNG 文件');
  }
  const list: Chunk[] = [];
  let offset = SIGNATURE.length;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) break;
    list.push({ type, start: offset, dataStart: offset + 8, dataEnd: offset + 8 + length, end });
    offset = end;
    if (type === 'IEND') return list;
  }
  throw new LabelError('PNG 文件不完整');
}

function keywordOf(png: Buffer, chunk: Chunk): string {
  const nul = png.indexOf(0, chunk.dataStart);
  return nul < 0 || nul >= chunk.dataEnd ? '' : png.toString('latin1', chunk.dataStart, nul);
}

const isXmpChunk = (png: Buffer, chunk: Chunk) =>
  (chunk.type === 'iTXt' || chunk.type === 'tEXt' || chunk.type === 'zTXt') &&
  keywordOf(png, chunk) === XMP_KEYWORD;

/** An uncompressed iTXt chunk: keyword, NUL, compression flag and method, empty language and translation. */
function itxtChunk(xmp: string): Buffer {
  const data = Buffer.concat([Buffer.from(`${XMP_KEYWORD}\0\0\0\0\0`, 'latin1'), Buffer.from(xmp, 'utf8')]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('iTXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * Replaces the file's XMP with `xmp` without touching the image data. The chunk goes before the first IDAT so
 * that readers which stop at the image data still see it.
 */
export function writePngXmp(png: Buffer, xmp: string): Buffer {
  const list = chunks(png);
  const parts: Buffer[] = [png.subarray(0, SIGNATURE.length)];
  let written = false;
  for (const chunk of list) {
    if (isXmpChunk(png, chunk)) continue;
    if (!written && (chunk.type === 'IDAT' || chunk.type === 'IEND')) {
      parts.push(itxtChunk(xmp));
      written = true;
    }
    parts.push(png.subarray(chunk.start, chunk.end));
  }
  return Buffer.concat(parts);
}

/**
 * The XMP packet of a PNG, or null when there is none. The standard place is iTXt (compressed or not); libvips
 * and ImageMagick write zTXt and older tools tEXt with the same keyword, so those are read too.
 */
export function readPngXmp(png: Buffer): string | null {
  for (const chunk of chunks(png)) {
    if (!isXmpChunk(png, chunk)) continue;
    let at = chunk.dataStart + XMP_KEYWORD.length + 1;
    // Latin-1 by the PNG rules, but an XMP packet is UTF-8 whatever chunk carries it.
    if (chunk.type === 'tEXt') return png.toString('utf8', at, chunk.dataEnd);
    if (chunk.type === 'zTXt') return inflateSync(png.subarray(at + 1, chunk.dataEnd)).toString('utf8');
    const compressed = png[at] === 1;
    at += 2;
    // Language tag and translated keyword, each NUL-terminated.
    for (let i = 0; i < 2; i++) {
      const nul = png.indexOf(0, at);
      if (nul < 0 || nul >= chunk.dataEnd) return null;
      at = nul + 1;
    }
    const text = png.subarray(at, chunk.dataEnd);
    return (compressed ? inflateSync(text) : text).toString('utf8');
  }
  return null;
}

import { LabelError } from './label-error';

// VP8X feature flags (WebP container specification).
const FLAG_ALPHA = 0x10;
const FLAG_XMP = 0x04;

interface Chunk {
  id: string;
  start: number;
  dataStart: number;
  size: number;
  /** Past the pad byte that keeps every chunk at an even offset. */
  end: number;
}

function chunks(webp: Buffer): Chunk[] {
  if (
    webp.length < 20 ||
    webp.toString('latin1', 0, 4) !== 'RIFF' ||
    webp.toString('latin1', 8, 12) !== 'WEBP'
  ) {
    throw new LabelError('不是有效的 WebP 文件');
  }
  const riffEnd = Math.min(webp.length, 8 + webp.readUInt32LE(4));
  const list: Chunk[] = [];
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const size = webp.readUInt32LE(offset + 4);
    const dataStart = offset + 8;
    if (dataStart + size > riffEnd) throw new LabelError('WebP 文件不完整');
    const end = Math.min(riffEnd, dataStart + size + (size & 1));
    list.push({ id: webp.toString('latin1', offset, offset + 4), start: offset, dataStart, size, end });
    offset = end;
  }
  if (list.length === 0) throw new LabelError('WebP 文件不完整');
  return list;
}

function chunkBytes(id: string, data: Buffer): Buffer {
  const out = Buffer.alloc(8 + data.length + (data.length & 1));
  out.write(id, 0, 'latin1');
  out.writeUInt32LE(data.length, 4);
  data.copy(out, 8);
  return out;
}

/** Canvas size and alpha of a simple-format file, read from the VP8 frame header or the VP8L header. */
function simpleImageInfo(webp: Buffer, image: Chunk): { width: number; height: number; alpha: boolean } {
  const d = image.dataStart;
  if (image.id === 'VP8 ') {
    // 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height (top 2 bits are scaling).
    if (image.size < 10 || webp[d + 3] !== 0x9d || webp[d + 4] !== 0x01 || webp[d + 5] !== 0x2a) {
      throw new LabelError('WebP 图像数据损坏');
    }
    return {
      width: webp.readUInt16LE(d + 6) & 0x3fff,
      height: webp.readUInt16LE(d + 8) & 0x3fff,
      alpha: false,
    };
  }
  // VP8L: signature 0x2F, then 14 bits width-1, 14 bits height-1, 1 bit alpha-is-used, 3 bits version.
  if (image.size < 5 || webp[d] !== 0x2f) throw new LabelError('WebP 图像数据损坏');
  const bits = webp.readUInt32LE(d + 1);
  return {
    width: (bits & 0x3fff) + 1,
    height: ((bits >>> 14) & 0x3fff) + 1,
    alpha: ((bits >>> 28) & 1) === 1,
  };
}

function vp8xChunk(flags: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = flags;
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return chunkBytes('VP8X', data);
}

/**
 * Replaces the file's XMP with `xmp` without re-encoding. A simple (VP8 / VP8L) file becomes an extended one:
 * only VP8X files may carry metadata. The XMP chunk goes last, where the container specification orders it.
 */
export function writeWebpXmp(webp: Buffer, xmp: string): Buffer {
  const list = chunks(webp);
  const xmpChunk = chunkBytes('XMP ', Buffer.from(xmp, 'utf8'));
  const first = list[0] as Chunk;
  const parts: Buffer[] = [];
  if (first.id === 'VP8X') {
    if (first.size < 10) throw new LabelError('WebP 文件结构损坏');
    const vp8x = Buffer.from(webp.subarray(first.start, first.end));
    vp8x[8] = (vp8x[8] as number) | FLAG_XMP;
    parts.push(vp8x);
    for (const chunk of list.slice(1)) {
      if (chunk.id !== 'XMP ') parts.push(webp.subarray(chunk.start, chunk.end));
    }
  } else if (first.id === 'VP8 ' || first.id === 'VP8L') {
    const info = simpleImageInfo(webp, first);
    parts.push(vp8xChunk(FLAG_XMP | (info.alpha ? FLAG_ALPHA : 0), info.width, info.height));
    parts.push(webp.subarray(first.start, first.end));
  } else {
    throw new LabelError('不支持的 WebP 文件结构');
  }
  parts.push(xmpChunk);
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** Whether the (first) image is VP8L, so a re-encode can stay lossless. */
export function isLosslessWebp(webp: Buffer): boolean {
  try {
    const list = chunks(webp);
    const image = list.find((c) => c.id === 'VP8L' || c.id === 'VP8 ' || c.id === 'ANMF');
    return image?.id === 'VP8L';
  } catch {
    return false;
  }
}

/** The XMP packet of a WebP file, or null when there is none. */
export function readWebpXmp(webp: Buffer): string | null {
  const chunk = chunks(webp).find((c) => c.id === 'XMP ');
  return chunk ? webp.toString('utf8', chunk.dataStart, chunk.dataStart + chunk.size) : null;
}

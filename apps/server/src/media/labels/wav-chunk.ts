import { LabelError } from './label-error';

export const AIGC_CHUNK_ID = 'AIGC';

interface Chunk {
  id: string;
  start: number;
  dataStart: number;
  size: number;
  end: number;
}

function chunks(wav: Buffer): Chunk[] {
  if (
    wav.length < 12 ||
    wav.toString('latin1', 0, 4) !== 'RIFF' ||
    wav.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    throw new LabelError('不是有效的 WAV 文件');
  }
  const riffEnd = 8 + wav.readUInt32LE(4);
  if (riffEnd > wav.length) throw new LabelError('WAV 文件不完整');
  const list: Chunk[] = [];
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const size = wav.readUInt32LE(offset + 4);
    const dataStart = offset + 8;
    if (dataStart + size > riffEnd) throw new LabelError('WAV 文件结构损坏');
    // RIFF pads odd chunks to an even length; some writers forget the pad at the very end.
    const end = Math.min(riffEnd, dataStart + size + (size & 1));
    list.push({ id: wav.toString('latin1', offset, offset + 4), start: offset, dataStart, size, end });
    offset = end;
  }
  if (!list.some((c) => c.id === 'data')) throw new LabelError('WAV 文件缺少音频数据');
  return list;
}

/**
 * Sets chunk `id` to `payload`: any chunk with that id goes and the new one is appended after the last chunk,
 * so the audio data keeps its offset. Bytes past the RIFF size (trailing junk) are dropped.
 */
export function writeWavChunk(wav: Buffer, id: string, payload: Buffer): Buffer {
  const kept = chunks(wav).filter((c) => c.id !== id);
  const chunk = Buffer.alloc(8 + payload.length + (payload.length & 1));
  chunk.write(id, 0, 'latin1');
  chunk.writeUInt32LE(payload.length, 4);
  payload.copy(chunk, 8);
  const parts: Buffer[] = [Buffer.alloc(12)];
  for (const c of kept) {
    parts.push(wav.subarray(c.start, c.end));
    // A last chunk written without its pad byte gets it back, or ours would start at an odd offset.
    if ((c.end - c.start) & 1) parts.push(Buffer.alloc(1));
  }
  parts.push(chunk);
  const out = Buffer.concat(parts);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(out.length - 8, 4);
  out.write('WAVE', 8, 'latin1');
  return out;
}

export function readWavChunk(wav: Buffer, id: string): Buffer | null {
  const chunk = chunks(wav).find((c) => c.id === id);
  return chunk ? wav.subarray(chunk.dataStart, chunk.dataStart + chunk.size) : null;
}

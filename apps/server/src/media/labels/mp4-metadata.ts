import { open } from 'node:fs/promises';
import { LabelError } from './label-error';

/** moov holds headers and sample tables: a few MB even for long videos. More is not a file worth reading. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

interface Box {
  type: string;
  start: number;
  dataStart: number;
  end: number;
}

function boxesIn(buf: Buffer, start: number, end: number): Box[] {
  const list: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = buf.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      size = Number(buf.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) break;
    list.push({
      type: buf.toString('latin1', offset + 4, offset + 8),
      start: offset,
      dataStart: offset + header,
      end: offset + size,
    });
    offset += size;
  }
  return list;
}

interface Moov {
  moov: Buffer;
  header: number;
}

/** Reads a box header at `offset`: its type, total size and header length, or null past the end. */
function boxHeader(head: Buffer, remaining: number): { type: string; size: number; header: number } | null {
  if (head.length < 8) return null;
  let size = head.readUInt32BE(0);
  let header = 8;
  if (size === 1) {
    if (head.length < 16) return null;
    size = Number(head.readBigUInt64BE(8));
    header = 16;
  } else if (size === 0) {
    size = remaining;
  }
  return size < header ? null : { type: head.toString('latin1', 4, 8), size, header };
}

function moovInBuffer(data: Buffer): Moov | null {
  let offset = 0;
  while (offset + 8 <= data.length) {
    const box = boxHeader(data.subarray(offset, offset + 16), data.length - offset);
    if (!box) return null;
    if (box.type === 'moov') {
      return offset + box.size <= data.length
        ? { moov: data.subarray(offset, offset + box.size), header: box.header }
        : null;
    }
    offset += box.size;
  }
  return null;
}

/** Walks top-level box headers only, so a large file is never read whole; moov may sit at either end. */
async function moovInFile(path: string): Promise<Moov | null> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const head = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= fileSize) {
      const { bytesRead } = await handle.read(head, 0, 16, offset);
      const box = boxHeader(head.subarray(0, bytesRead), fileSize - offset);
      if (!box) return null;
      if (box.type === 'moov') {
        if (box.size > MAX_MOOV_BYTES) throw new LabelError('MP4 文件的 moov 过大');
        if (offset + box.size > fileSize) return null;
        const moov = Buffer.alloc(box.size);
        await handle.read(moov, 0, box.size, offset);
        return { moov, header: box.header };
      }
      offset += box.size;
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The payload of an ilst item's `data` box when it is UTF-8 text (well-known type 1). */
function textOfItem(buf: Buffer, item: Box): string | null {
  const data = boxesIn(buf, item.dataStart, item.end).find((b) => b.type === 'data');
  if (!data || data.end - data.dataStart < 8) return null;
  if ((buf.readUInt32BE(data.dataStart) & 0xffffff) !== 1) return null;
  return buf.toString('utf8', data.dataStart + 8, data.end);
}

/**
 * The string tags of one meta box: QuickTime `mdta` keys (what ffmpeg writes with `use_metadata_tags`, items
 * named by 1-based key index) and iTunes `----` free-form items (name from their `name` box).
 */
function tagsOfMeta(buf: Buffer, meta: Box, into: Map<string, string>): void {
  // ISO meta is a full box (4 bytes of version and flags); QuickTime's is not. ffmpeg writes the full box.
  const fullBox = buf.readUInt32BE(meta.dataStart) === 0;
  const children = boxesIn(buf, meta.dataStart + (fullBox ? 4 : 0), meta.end);
  const keysBox = children.find((b) => b.type === 'keys');
  const keys: string[] = [];
  if (keysBox) {
    let at = keysBox.dataStart + 8;
    const count = buf.readUInt32BE(keysBox.dataStart + 4);
    for (let i = 0; i < count && at + 8 <= keysBox.end; i++) {
      const size = buf.readUInt32BE(at);
      if (size < 8 || at + size > keysBox.end) break;
      keys.push(buf.toString('utf8', at + 8, at + size));
      at += size;
    }
  }
  const ilst = children.find((b) => b.type === 'ilst');
  if (!ilst) return;
  for (const item of boxesIn(buf, ilst.dataStart, ilst.end)) {
    let name: string | undefined;
    if (item.type === '----') {
      const nameBox = boxesIn(buf, item.dataStart, item.end).find((b) => b.type === 'name');
      if (nameBox) name = buf.toString('utf8', nameBox.dataStart + 4, nameBox.end);
    } else if (keys.length > 0) {
      name = keys[buf.readUInt32BE(item.start + 4) - 1];
    }
    const text = name === undefined ? null : textOfItem(buf, item);
    if (name !== undefined && text !== null && !into.has(name)) into.set(name, text);
  }
}

/**
 * Whether the top-level boxes tile the file and include moov: a download or upload cut short fails this even
 * when ffmpeg still reads the stream headers.
 */
export async function isMp4Complete(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const head = Buffer.alloc(16);
    let offset = 0;
    let moov = false;
    while (offset + 8 <= fileSize) {
      const { bytesRead } = await handle.read(head, 0, 16, offset);
      const box = boxHeader(head.subarray(0, bytesRead), fileSize - offset);
      if (!box || offset + box.size > fileSize) return false;
      if (box.type === 'moov') moov = true;
      offset += box.size;
    }
    // A few stray bytes after the last box are tolerated, as players do.
    return moov;
  } finally {
    await handle.close();
  }
}

function tagsOfMoov(found: Moov | null): Map<string, string> {
  const tags = new Map<string, string>();
  if (!found) return tags;
  const { moov, header } = found;
  const metas: Box[] = [];
  for (const box of boxesIn(moov, header, moov.length)) {
    if (box.type === 'meta') metas.push(box);
    if (box.type === 'udta') {
      metas.push(...boxesIn(moov, box.dataStart, box.end).filter((b) => b.type === 'meta'));
    }
  }
  for (const meta of metas) tagsOfMeta(moov, meta, tags);
  return tags;
}

/** Every string tag in moov/udta/meta and moov/meta; an empty map when the file has none. */
export function readMp4Tags(data: Buffer): Map<string, string> {
  return tagsOfMoov(moovInBuffer(data));
}

export async function readMp4TagsFromFile(path: string): Promise<Map<string, string>> {
  return tagsOfMoov(await moovInFile(path));
}

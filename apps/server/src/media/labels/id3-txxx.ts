import { LabelError } from './label-error';

// ID3v2 header flags.
const UNSYNC = 0x80;
const EXTENDED_HEADER = 0x40;
const FOOTER = 0x10;

const readSyncsafe = (buf: Buffer, at: number) =>
  ((buf[at] as number) << 21) |
  ((buf[at + 1] as number) << 14) |
  ((buf[at + 2] as number) << 7) |
  (buf[at + 3] as number);

function writeSyncsafe(buf: Buffer, at: number, value: number): void {
  if (value >= 1 << 28) throw new LabelError('ID3 标签过大');
  buf[at] = (value >> 21) & 0x7f;
  buf[at + 1] = (value >> 14) & 0x7f;
  buf[at + 2] = (value >> 7) & 0x7f;
  buf[at + 3] = value & 0x7f;
}

/** Undoes unsynchronisation: every FF 00 pair goes back to FF. */
function deunsync(data: Buffer): Buffer {
  const out = Buffer.alloc(data.length);
  let n = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i] as number;
    out[n++] = byte;
    if (byte === 0xff && data[i + 1] === 0x00) i++;
  }
  return out.subarray(0, n);
}

interface Tag {
  version: number;
  flags: number;
  /** Frames area, de-unsynchronised for v2.3, extended header skipped. */
  frames: Buffer;
  /** Where the audio starts. */
  end: number;
}

function readTag(mp3: Buffer): Tag | null {
  if (mp3.length < 10 || mp3.toString('latin1', 0, 3) !== 'ID3') return null;
  const version = mp3[3] as number;
  const flags = mp3[5] as number;
  const size = readSyncsafe(mp3, 6);
  const end = 10 + size + (version === 4 && flags & FOOTER ? 10 : 0);
  if (end > mp3.length) throw new LabelError('MP3 文件的 ID3 标签不完整');
  let frames = mp3.subarray(10, 10 + size);
  if (version === 3 && flags & UNSYNC) frames = deunsync(frames);
  if (flags & EXTENDED_HEADER && frames.length >= 4) {
    // v2.4 counts the size field in the extended header's size (syncsafe); v2.3 does not.
    const skip = version === 4 ? readSyncsafe(frames, 0) : frames.readUInt32BE(0) + 4;
    frames = frames.subarray(Math.min(skip, frames.length));
  }
  return { version, flags, frames, end };
}

interface Frame {
  id: string;
  flags: number;
  raw: Buffer;
  body: Buffer;
}

function* framesOf(tag: Tag): Generator<Frame> {
  const buf = tag.frames;
  let at = 0;
  while (at + 10 <= buf.length && buf[at] !== 0) {
    const id = buf.toString('latin1', at, at + 4);
    const size = tag.version === 4 ? readSyncsafe(buf, at + 4) : buf.readUInt32BE(at + 4);
    if (!/^[A-Z0-9]{4}$/.test(id) || at + 10 + size > buf.length) return;
    yield {
      id,
      flags: buf.readUInt16BE(at + 8),
      raw: buf.subarray(at, at + 10 + size),
      body: buf.subarray(at + 10, at + 10 + size),
    };
    at += 10 + size;
  }
}

function decodeText(encoding: number, bytes: Buffer): string {
  if (encoding === 0) return bytes.toString('latin1');
  if (encoding === 3) return bytes.toString('utf8');
  if (encoding === 2) return Buffer.from(bytes).swap16().toString('utf16le');
  // UTF-16 with a byte-order mark.
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.subarray(bytes[0] === 0xff && bytes[1] === 0xfe ? 2 : 0).toString('utf16le');
}

/** Splits a TXXX body into description and (first) value. */
function parseTxxx(body: Buffer): { description: string; value: string } | null {
  const encoding = body[0];
  if (encoding === undefined || encoding > 3) return null;
  const wide = encoding === 1 || encoding === 2;
  let nul = 1;
  if (wide) {
    while (nul + 1 < body.length && (body[nul] !== 0 || body[nul + 1] !== 0)) nul += 2;
  } else {
    while (nul < body.length && body[nul] !== 0) nul++;
  }
  if (nul >= body.length) return null;
  const rest = body.subarray(nul + (wide ? 2 : 1));
  let end = 0;
  if (wide) {
    while (end + 1 < rest.length && (rest[end] !== 0 || rest[end + 1] !== 0)) end += 2;
  } else {
    while (end < rest.length && rest[end] !== 0) end++;
  }
  return {
    description: decodeText(encoding, body.subarray(1, nul)),
    value: decodeText(encoding, rest.subarray(0, end)),
  };
}

/** Frame data that can be read as is: not compressed or encrypted; unsynchronisation and length indicator undone. */
function plainBody(version: number, frame: Frame): Buffer | null {
  if (version === 3) return frame.flags & 0x00c0 ? null : frame.body.subarray(frame.flags & 0x0020 ? 1 : 0);
  if (frame.flags & 0x000c) return null;
  let body = frame.body;
  if (frame.flags & 0x0001) body = body.subarray(4);
  return frame.flags & 0x0002 ? deunsync(body) : body;
}

function txxxFrame(version: 3 | 4, description: string, value: string): Buffer {
  // v2.3 has no UTF-8: it gets UTF-16 with a byte-order mark.
  const body =
    version === 4
      ? Buffer.concat([Buffer.from([3]), Buffer.from(`${description}\0${value}`, 'utf8')])
      : Buffer.concat([
          Buffer.from([1, 0xff, 0xfe]),
          Buffer.from(`${description}\0`, 'utf16le'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from(value, 'utf16le'),
        ]);
  const frame = Buffer.alloc(10 + body.length);
  frame.write('TXXX', 0, 'latin1');
  if (version === 4) writeSyncsafe(frame, 4, body.length);
  else frame.writeUInt32BE(body.length, 4);
  body.copy(frame, 10);
  return frame;
}

/**
 * Sets the TXXX frame `description` to `value`. An existing v2.3 or v2.4 tag keeps its other frames and its
 * version (the extended header, footer and padding are dropped; v2.3 comes out without unsynchronisation); a
 * file without one, or with an older tag, gets a new v2.4 tag in front of the audio.
 */
export function writeId3Txxx(mp3: Buffer, description: string, value: string): Buffer {
  const tag = readTag(mp3);
  const version: 3 | 4 = tag?.version === 3 ? 3 : 4;
  const frames: Buffer[] = [];
  let flags = 0;
  if (tag && (tag.version === 3 || tag.version === 4)) {
    // v2.4's tag-wide unsynchronisation flag stays: our frame is UTF-8 and never contains an FF byte.
    flags = version === 4 ? tag.flags & UNSYNC : 0;
    for (const frame of framesOf(tag)) {
      const body = frame.id === 'TXXX' ? plainBody(tag.version, frame) : null;
      if (body && parseTxxx(body)?.description === description) continue;
      frames.push(frame.raw);
    }
  }
  frames.push(txxxFrame(version, description, value));
  const content = Buffer.concat(frames);
  const header = Buffer.alloc(10);
  header.write('ID3', 0, 'latin1');
  header[3] = version;
  header[5] = flags;
  writeSyncsafe(header, 6, content.length);
  return Buffer.concat([header, content, mp3.subarray(tag?.end ?? 0)]);
}

/** The value of the TXXX frame `description` in the file's leading ID3v2.3/2.4 tag, or null. */
export function readId3Txxx(mp3: Buffer, description: string): string | null {
  const tag = readTag(mp3);
  if (!tag || (tag.version !== 3 && tag.version !== 4)) return null;
  for (const frame of framesOf(tag)) {
    if (frame.id !== 'TXXX') continue;
    const body = plainBody(tag.version, frame);
    const txxx = body ? parseTxxx(body) : null;
    if (txxx?.description === description) return txxx.value;
  }
  return null;
}

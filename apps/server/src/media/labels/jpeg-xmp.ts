import { LabelError } from './label-error';

const XMP_HEADER = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const EXTENDED_XMP_HEADER = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');
/** A segment's length field counts itself (2 bytes) and is 16 bits. */
const MAX_XMP_BYTES = 0xffff - 2 - XMP_HEADER.length;

const APP0 = 0xe0;
const APP1 = 0xe1;
const SOS = 0xda;
const EOI = 0xd9;

interface Segment {
  marker: number;
  start: number;
  end: number;
}

/** Markers with no length field: TEM and RST0–7 (SOI and EOI are handled by the caller). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The header segments up to, not including, the first SOS; the entropy-coded data is never read. */
function headerSegments(jpeg: Buffer): { segments: Segment[]; bodyStart: number } {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) {
    throw new LabelError('不是有效的 JPEG 文件');
  }
  const segments: Segment[] = [];
  let offset = 2;
  while (offset < jpeg.length) {
    if (jpeg[offset] !== 0xff) throw new LabelError('JPEG 文件结构损坏');
    // Any number of 0xFF fill bytes may precede a marker.
    while (jpeg[offset + 1] === 0xff) offset++;
    const marker = jpeg[offset + 1];
    if (marker === undefined) break;
    if (marker === SOS || marker === EOI) return { segments, bodyStart: offset };
    if (standalone(marker)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > jpeg.length) break;
    const end = offset + 2 + jpeg.readUInt16BE(offset + 2);
    if (end > jpeg.length) break;
    segments.push({ marker, start: offset, end });
    offset = end;
  }
  throw new LabelError('JPEG 文件不完整');
}

const startsWith = (jpeg: Buffer, seg: Segment, header: Buffer) =>
  seg.end - seg.start - 4 >= header.length &&
  jpeg.subarray(seg.start + 4, seg.start + 4 + header.length).equals(header);

const isXmp = (jpeg: Buffer, seg: Segment) =>
  seg.marker === APP1 && (startsWith(jpeg, seg, XMP_HEADER) || startsWith(jpeg, seg, EXTENDED_XMP_HEADER));

/**
 * Replaces the file's XMP with `xmp`, leaving every other byte as it was (no re-encode). Extended XMP goes too:
 * it belongs to the packet being replaced. The new segment follows the leading APP0 (JFIF) and APP1 (Exif)
 * segments, where the XMP specification places it.
 */
export function writeJpegXmp(jpeg: Buffer, xmp: string): Buffer {
  const packet = Buffer.from(xmp, 'utf8');
  if (packet.length > MAX_XMP_BYTES) throw new LabelError('XMP 元数据过大，无法写入 JPEG');
  const { segments, bodyStart } = headerSegments(jpeg);
  const kept = segments.filter((seg) => !isXmp(jpeg, seg));
  let insertAt = 0;
  while (insertAt < kept.length && (kept[insertAt]?.marker === APP0 || kept[insertAt]?.marker === APP1)) {
    insertAt++;
  }
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | APP1, 0);
  header.writeUInt16BE(2 + XMP_HEADER.length + packet.length, 2);
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  kept.forEach((seg, i) => {
    if (i === insertAt) parts.push(header, XMP_HEADER, packet);
    parts.push(jpeg.subarray(seg.start, seg.end));
  });
  if (insertAt === kept.length) parts.push(header, XMP_HEADER, packet);
  parts.push(jpeg.subarray(bodyStart));
  return Buffer.concat(parts);
}

/** The standard XMP packet of a JPEG, or null when there is none. */
export function readJpegXmp(jpeg: Buffer): string | null {
  const { segments } = headerSegments(jpeg);
  const seg = segments.find((s) => s.marker === APP1 && startsWith(jpeg, s, XMP_HEADER));
  return seg ? jpeg.toString('utf8', seg.start + 4 + XMP_HEADER.length, seg.end) : null;
}

import { readFile } from 'node:fs/promises';
import { type AigcLabel, parseAigcLabel, serializeAigcLabel } from './aigc-label';
import { readId3Txxx, writeId3Txxx } from './id3-txxx';
import { readJpegXmp, writeJpegXmp } from './jpeg-xmp';
import { LabelError } from './label-error';
import { readMp4Tags, readMp4TagsFromFile } from './mp4-metadata';
import { readPngXmp, writePngXmp } from './png-xmp';
import { AIGC_CHUNK_ID, readWavChunk, writeWavChunk } from './wav-chunk';
import { readWebpXmp, writeWebpXmp } from './webp-xmp';
import { buildXmpPacket, readLabelFromXmp } from './xmp-packet';

/** The formats that carry an implicit label, each in its own container's way (DESIGN §7). */
export type LabelFormat = 'jpeg' | 'png' | 'webp' | 'mp4' | 'wav' | 'mp3';

export const MIME_OF_FORMAT: Record<LabelFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
};

const FORMAT_OF_MIME: Record<string, LabelFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mp4',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'mp4',
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
};

export function labelFormatOf(mime: string): LabelFormat | null {
  return FORMAT_OF_MIME[mime.split(';')[0]?.trim().toLowerCase() ?? ''] ?? null;
}

/** Writes the label into bytes of `format`, replacing any label there. MP4 is written by ffmpeg instead. */
export function writeImplicitLabel(
  data: Buffer,
  format: Exclude<LabelFormat, 'mp4'>,
  label: AigcLabel,
): Buffer {
  switch (format) {
    case 'jpeg':
      return writeJpegXmp(data, buildXmpPacket(label));
    case 'png':
      return writePngXmp(data, buildXmpPacket(label));
    case 'webp':
      return writeWebpXmp(data, buildXmpPacket(label));
    case 'wav':
      return writeWavChunk(data, AIGC_CHUNK_ID, Buffer.from(serializeAigcLabel(label), 'utf8'));
    case 'mp3':
      return writeId3Txxx(data, 'AIGC', serializeAigcLabel(label));
  }
}

function readKnown(data: Buffer, format: LabelFormat): AigcLabel | null {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp': {
      const read = format === 'jpeg' ? readJpegXmp : format === 'png' ? readPngXmp : readWebpXmp;
      const xmp = read(data);
      return xmp === null ? null : readLabelFromXmp(xmp);
    }
    case 'mp4': {
      const text = readMp4Tags(data).get('AIGC');
      return text === undefined ? null : parseAigcLabel(text);
    }
    case 'wav': {
      const chunk = readWavChunk(data, AIGC_CHUNK_ID);
      return chunk === null ? null : parseAigcLabel(chunk.toString('utf8'));
    }
    case 'mp3': {
      const text = readId3Txxx(data, 'AIGC');
      return text === null ? null : parseAigcLabel(text);
    }
  }
}

function formatOrThrow(mime: string): LabelFormat {
  const format = labelFormatOf(mime);
  if (!format) throw new LabelError(`不支持读取该类型文件的隐式标识：${mime}`);
  return format;
}

/**
 * The implicit label in `data`, or null when there is none or the file's structure cannot be read. A mime
 * type we do not label at all is an error: a null there would read as "unlabelled".
 */
export function readImplicitLabel(data: Buffer, mime: string): AigcLabel | null {
  const format = formatOrThrow(mime);
  try {
    return readKnown(data, format);
  } catch (err) {
    if (err instanceof LabelError || err instanceof RangeError) return null;
    throw err;
  }
}

/** As readImplicitLabel; an MP4 is read box by box, not whole. */
export async function readImplicitLabelFromFile(path: string, mime: string): Promise<AigcLabel | null> {
  const format = formatOrThrow(mime);
  if (format !== 'mp4') return readImplicitLabel(await readFile(path), mime);
  try {
    const text = (await readMp4TagsFromFile(path)).get('AIGC');
    return text === undefined ? null : parseAigcLabel(text);
  } catch (err) {
    if (err instanceof LabelError || err instanceof RangeError) return null;
    throw err;
  }
}

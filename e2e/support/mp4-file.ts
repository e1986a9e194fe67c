import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { AigcLabel } from '../../apps/server/src/media/labels/aigc-label';
import { readImplicitLabelFromFile } from '../../apps/server/src/media/labels/implicit-label';

const exec = promisify(execFile);
const FFPROBE = '/usr/bin/ffprobe';

export interface Mp4Facts {
  /** The file starts with an ISO BMFF `ftyp` box. */
  ftyp: boolean;
  /** Stream kinds (video, audio…) and the container, from ffprobe; null where ffprobe is not installed. */
  streams: string[] | null;
  formatName: string | null;
  durationSeconds: number | null;
  /** The implicit AIGC label read back the way the server reads it (its MP4 metadata reader). */
  label: AigcLabel | null;
}

/** What a downloaded MP4 holds: container, streams, length and its implicit AIGC label. */
export async function inspectMp4(file: string): Promise<Mp4Facts> {
  const head = (await readFile(file)).subarray(4, 8).toString('latin1');
  let streams: string[] | null = null;
  let formatName: string | null = null;
  let durationSeconds: number | null = null;
  if (existsSync(FFPROBE)) {
    const { stdout } = await exec(FFPROBE, [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type:format=format_name,duration',
      '-of',
      'json',
      file,
    ]);
    const probe = JSON.parse(stdout) as {
      streams: { codec_type: string }[];
      format: { format_name: string; duration: string };
    };
    streams = probe.streams.map((s) => s.codec_type).sort();
    formatName = probe.format.format_name;
    durationSeconds = Number(probe.format.duration);
  }
  return {
    ftyp: head === 'ftyp',
    streams,
    formatName,
    durationSeconds,
    label: await readImplicitLabelFromFile(file, 'video/mp4'),
  };
}

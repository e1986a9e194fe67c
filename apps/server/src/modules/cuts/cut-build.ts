import { randomUUID } from 'node:crypto';
import type { CutClip, CutKind, CutLine, CutNarration, CutTimeline } from '@lizi/shared';
import type { FileRow } from '../files/files.repository';
import type { ShotRow } from './cuts.repository';

/** Gap between two lines of one shot, seconds. */
const LINE_GAP = 0.3;

export interface BuildLine {
  id: string;
  kind: string;
  text: string;
  speaker: string;
  audioFileId: string | null;
}

/** How long a line takes: its voice when voiced, else a reading-speed estimate (4 characters a second). */
export function lineSeconds(line: BuildLine, filesById: Map<string, FileRow>): number {
  const audio = line.audioFileId ? filesById.get(line.audioFileId) : undefined;
  if (audio?.duration) return Math.round(audio.duration * 100) / 100;
  return Math.max(1.5, Math.round((line.text.trim().length / 4) * 10) / 10);
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A first timeline from the storyboard: each shot with a picture becomes a clip (its video, else its still
 * for the shot's duration), its lines placed one after another from the clip's start, the clip lengthened
 * (a video holds its last frame) when the lines need longer. A narration cut puts narration lines on their own
 * track, end to end from the start; other cuts keep them in the shot that speaks them.
 */
export function buildTimeline(input: {
  kind: CutKind;
  shots: ShotRow[];
  linesById: Map<string, BuildLine>;
  narrationLines: BuildLine[];
  filesById: Map<string, FileRow>;
}): CutTimeline {
  const clips: CutClip[] = [];
  for (const shot of input.shots) {
    const video = shot.videoFileId ? input.filesById.get(shot.videoFileId) : undefined;
    const image = shot.imageFileId ? input.filesById.get(shot.imageFileId) : undefined;
    const media = video ? 'video' : image ? 'image' : null;
    if (!media) continue;
    const file = (video ?? image) as FileRow;
    const lines: CutLine[] = [];
    let cursor = 0;
    for (const lineId of shot.lineIds) {
      const line = input.linesById.get(lineId);
      if (!line || (line.kind !== 'dialogue' && line.kind !== 'narration')) continue;
      if (input.kind === 'narration' && line.kind === 'narration') continue;
      const duration = lineSeconds(line, input.filesById);
      lines.push({
        id: randomUUID(),
        lineId: line.id,
        kind: line.kind,
        speaker: line.speaker,
        text: line.text,
        audioFileId: line.audioFileId,
        offset: round(cursor),
        duration,
      });
      cursor += duration + LINE_GAP;
    }
    const own = media === 'video' ? (file.duration ?? shot.durationSeconds) : shot.durationSeconds;
    const duration = round(Math.max(own, cursor, 0.5));
    clips.push({
      id: randomUUID(),
      shotId: shot.id,
      media,
      fileId: file.id,
      trimStart: 0,
      duration,
      sourceDuration: media === 'video' ? file.duration : null,
      lines,
    });
  }
  const narration: CutNarration[] = [];
  if (input.kind === 'narration') {
    let start = 0;
    for (const line of input.narrationLines) {
      const duration = lineSeconds(line, input.filesById);
      narration.push({
        id: randomUUID(),
        lineId: line.id,
        text: line.text,
        audioFileId: line.audioFileId,
        start: round(start),
        duration,
      });
      start += duration + LINE_GAP;
    }
  }
  return { clips, narration };
}

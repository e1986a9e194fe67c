import {
  type CutClip,
  type CutLine,
  type CutNarration,
  type CutTimeline,
  clipStarts,
  type FileView,
  MAX_CLIP_SECONDS,
} from '@lizi/shared';

/**
 * Pure edits of a cut's timeline. Each returns a new timeline and keeps it within what the server accepts
 * (cut-api.ts): clips at least 0.5 s, trims inside the source video, lines with a positive length.
 */

const MIN_CLIP = 0.5;
const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Moves the clip at `from` to index `to` (drag and drop, or one step with the arrow buttons). */
export function moveClip(timeline: CutTimeline, from: number, to: number): CutTimeline {
  const n = timeline.clips.length;
  if (from === to || from < 0 || from >= n || to < 0 || to >= n) return timeline;
  const clips = timeline.clips.slice();
  const [clip] = clips.splice(from, 1);
  clips.splice(to, 0, clip as CutClip);
  return { ...timeline, clips };
}

/** Removes one clip; the last clip cannot go (a cut needs at least one). */
export function removeClip(timeline: CutTimeline, index: number): CutTimeline {
  if (timeline.clips.length <= 1) return timeline;
  return { ...timeline, clips: timeline.clips.filter((_, i) => i !== index) };
}

/**
 * Trims a clip: in point (seconds skipped at the start of a video) and how long it plays. A video's in point
 * stays at least 0.5 s before its end; a clip may play past the video's end (its last frame holds).
 */
export function trimClip(
  timeline: CutTimeline,
  index: number,
  patch: { trimStart?: number; duration?: number },
): CutTimeline {
  const clip = timeline.clips[index];
  if (!clip) return timeline;
  let trimStart = clip.trimStart;
  if (patch.trimStart !== undefined && clip.media === 'video') {
    const max = clip.sourceDuration ? Math.max(0, clip.sourceDuration - MIN_CLIP) : MAX_CLIP_SECONDS;
    trimStart = round(clamp(patch.trimStart, 0, max));
  }
  const duration = round(clamp(patch.duration ?? clip.duration, MIN_CLIP, MAX_CLIP_SECONDS));
  return replaceClip(timeline, index, { ...clip, trimStart, duration });
}

/** Out point of a clip on its source (trimStart + duration), for the trim controls. */
export const clipOutPoint = (clip: CutClip) => round(clip.trimStart + clip.duration);

/** Edits one line (subtitle text, start in the clip, length) of a clip. */
export function updateClipLine(
  timeline: CutTimeline,
  index: number,
  lineId: string,
  patch: Partial<Pick<CutLine, 'text' | 'offset' | 'duration'>>,
): CutTimeline {
  const clip = timeline.clips[index];
  if (!clip) return timeline;
  const lines = clip.lines.map((line) =>
    line.id === lineId
      ? {
          ...line,
          ...(patch.text !== undefined ? { text: patch.text.slice(0, 500) } : {}),
          ...(patch.offset !== undefined ? { offset: round(clamp(patch.offset, 0, MAX_CLIP_SECONDS)) } : {}),
          ...(patch.duration !== undefined
            ? { duration: round(clamp(patch.duration, 0.1, MAX_CLIP_SECONDS)) }
            : {}),
        }
      : line,
  );
  return replaceClip(timeline, index, { ...clip, lines });
}

/** Lengthens the clip so all its lines fit (the video holds its last frame), never shortens it. */
export function fitClipToLines(timeline: CutTimeline, index: number): CutTimeline {
  const clip = timeline.clips[index];
  if (!clip) return timeline;
  const end = Math.max(0, ...clip.lines.map((l) => l.offset + l.duration));
  if (end <= clip.duration) return timeline;
  return replaceClip(timeline, index, { ...clip, duration: round(Math.min(MAX_CLIP_SECONDS, end)) });
}

/** Edits one narration item (text, start on the film, length). */
export function updateNarration(
  timeline: CutTimeline,
  id: string,
  patch: Partial<Pick<CutNarration, 'text' | 'start' | 'duration' | 'audioFileId'>>,
): CutTimeline {
  return {
    ...timeline,
    narration: timeline.narration.map((item) =>
      item.id === id
        ? {
            ...item,
            ...(patch.text !== undefined ? { text: patch.text.slice(0, 500) } : {}),
            ...(patch.start !== undefined ? { start: round(clamp(patch.start, 0, 3600)) } : {}),
            ...(patch.duration !== undefined
              ? { duration: round(clamp(patch.duration, 0.1, MAX_CLIP_SECONDS)) }
              : {}),
            ...(patch.audioFileId !== undefined ? { audioFileId: patch.audioFileId } : {}),
          }
        : item,
    ),
  };
}

export function removeNarration(timeline: CutTimeline, id: string): CutTimeline {
  return { ...timeline, narration: timeline.narration.filter((item) => item.id !== id) };
}

/** A line's newest voice, as the voicing screen knows it: id of the audio file and its length. */
export interface LineVoice {
  fileId: string;
  duration: number | null;
  file?: FileView;
}

/**
 * Narration items whose script line has a newer voice than the cut holds: take that voice (and its length,
 * so the subtitle lasts as long as the speech). Returns the timeline and how many items changed.
 */
export function syncNarrationVoices(
  timeline: CutTimeline,
  voices: ReadonlyMap<string, LineVoice>,
): { timeline: CutTimeline; changed: number } {
  let changed = 0;
  const narration = timeline.narration.map((item) => {
    const voice = item.lineId ? voices.get(item.lineId) : undefined;
    if (!voice || voice.fileId === item.audioFileId) return item;
    changed += 1;
    return {
      ...item,
      audioFileId: voice.fileId,
      duration: voice.duration && voice.duration > 0 ? round(voice.duration) : item.duration,
    };
  });
  return { timeline: changed ? { ...timeline, narration } : timeline, changed };
}

/** The film's length and where each clip starts, in seconds. */
export function timelineLength(timeline: Pick<CutTimeline, 'clips'>): number {
  return round(clipStarts(timeline).total);
}

/** mm:ss.s for the editor. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, seconds);
  const m = Math.floor(s / 60);
  const rest = s - m * 60;
  return `${String(m).padStart(2, '0')}:${rest.toFixed(1).padStart(4, '0')}`;
}

function replaceClip(timeline: CutTimeline, index: number, clip: CutClip): CutTimeline {
  const clips = timeline.clips.slice();
  clips[index] = clip;
  return { ...timeline, clips };
}

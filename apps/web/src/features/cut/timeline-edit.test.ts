import type { CutClip, CutTimeline } from '@lizi/shared';
import { describe, expect, it } from 'vitest';
import {
  clipOutPoint,
  fitClipToLines,
  formatSeconds,
  moveClip,
  removeClip,
  syncNarrationVoices,
  timelineLength,
  trimClip,
  updateClipLine,
  updateNarration,
} from './timeline-edit';

const clip = (id: string, over: Partial<CutClip> = {}): CutClip => ({
  id,
  shotId: null,
  media: 'video',
  fileId: `f-${id}`,
  trimStart: 0,
  duration: 3,
  sourceDuration: 5,
  lines: [],
  ...over,
});
const tl = (...clips: CutClip[]): CutTimeline => ({ clips, narration: [] });
const ids = (t: CutTimeline) => t.clips.map((c) => c.id);

describe('timeline edits', () => {
  it('moves clips forward and back, ignoring moves out of range', () => {
    const t = tl(clip('a'), clip('b'), clip('c'));
    expect(ids(moveClip(t, 0, 2))).toEqual(['b', 'c', 'a']);
    expect(ids(moveClip(t, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(moveClip(t, 0, 3)).toBe(t);
    expect(moveClip(t, 1, 1)).toBe(t);
  });

  it('removes a clip but never the last one', () => {
    expect(ids(removeClip(tl(clip('a'), clip('b')), 0))).toEqual(['b']);
    const one = tl(clip('a'));
    expect(removeClip(one, 0)).toBe(one);
  });

  it('keeps trims inside the source video and clips at least half a second', () => {
    const t = tl(clip('a'));
    const trimmed = trimClip(t, 0, { trimStart: 9, duration: 0.1 });
    expect(trimmed.clips[0]?.trimStart).toBe(4.5);
    expect(trimmed.clips[0]?.duration).toBe(0.5);
    expect(clipOutPoint(trimClip(t, 0, { trimStart: 1.25, duration: 2 }).clips[0] as CutClip)).toBe(3.25);
    // Stills have no in point.
    const still = tl(clip('s', { media: 'image', sourceDuration: null }));
    expect(trimClip(still, 0, { trimStart: 2 }).clips[0]?.trimStart).toBe(0);
  });

  it('edits a subtitle and fits the clip to its lines', () => {
    const t = tl(
      clip('a', {
        lines: [
          {
            id: 'l1',
            lineId: null,
            kind: 'dialogue',
            speaker: '小明',
            text: '你好',
            audioFileId: null,
            offset: 0,
            duration: 1,
          },
        ],
      }),
    );
    const edited = updateClipLine(t, 0, 'l1', { text: '好久不见', offset: 2.5, duration: 1.5 });
    expect(edited.clips[0]?.lines[0]).toMatchObject({ text: '好久不见', offset: 2.5, duration: 1.5 });
    expect(fitClipToLines(edited, 0).clips[0]?.duration).toBe(4);
    expect(fitClipToLines(t, 0)).toBe(t);
  });

  it('adds the film length and formats times', () => {
    expect(timelineLength(tl(clip('a'), clip('b', { duration: 1.25 })))).toBe(4.25);
    expect(formatSeconds(75.25)).toBe('01:15.3');
    expect(formatSeconds(0)).toBe('00:00.0');
  });

  it('takes newer narration voices with their length', () => {
    const t: CutTimeline = {
      clips: [clip('a')],
      narration: [
        { id: 'n1', lineId: 'L1', text: '雨夜', audioFileId: null, start: 0, duration: 2 },
        { id: 'n2', lineId: 'L2', text: '天亮', audioFileId: 'v2', start: 3, duration: 2 },
      ],
    };
    const voices = new Map([
      ['L1', { fileId: 'v1', duration: 2.345 }],
      ['L2', { fileId: 'v2', duration: 9 }],
    ]);
    const { timeline, changed } = syncNarrationVoices(t, voices);
    expect(changed).toBe(1);
    expect(timeline.narration[0]).toMatchObject({ audioFileId: 'v1', duration: 2.35 });
    expect(timeline.narration[1]).toBe(t.narration[1]);
    expect(updateNarration(t, 'n2', { start: -4 }).narration[1]?.start).toBe(0);
  });
});

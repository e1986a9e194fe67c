import type { VoiceLineView } from '@lizi/shared';
import { describe, expect, it } from 'vitest';
import { anyVoicing, lineAudioState, voiceableLines, voicingCost } from './voicing';

const line = (over: Partial<VoiceLineView>): VoiceLineView => ({
  id: 'l',
  sceneId: 's',
  position: 1,
  kind: 'dialogue',
  roleId: null,
  speaker: '小明',
  text: '你好',
  emotion: null,
  timbreId: 't',
  timbreName: '青年男声',
  audio: null,
  task: null,
  ...over,
});
const audio = {
  id: 'f',
  mime: 'audio/wav',
  size: 1,
  width: null,
  height: null,
  duration: 1,
  url: '/f',
  thumbUrl: null,
  name: null,
};

describe('voicing', () => {
  it('voices dialogue and narration with text, never action or blank lines', () => {
    const lines = [
      line({ id: 'a' }),
      line({ id: 'b', kind: 'narration' }),
      line({ id: 'c', kind: 'action' }),
      line({ id: 'd', text: '  ' }),
    ];
    expect(voiceableLines(lines).map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('charges the unit cost once per line', () => {
    expect(voicingCost(3, 4)).toBe(12);
    expect(voicingCost(0, 9)).toBe(0);
    expect(voicingCost(5, 0)).toBe(0);
  });

  it('shows the newest task while it runs, then the voice', () => {
    const task = (status: number, progress = 0) => ({ id: 't', status, progress, errorMsg: 'TTS 失败' });
    expect(lineAudioState(line({}), null)).toEqual({ kind: 'none' });
    expect(lineAudioState(line({}), task(0))).toEqual({ kind: 'queued' });
    expect(lineAudioState(line({ audio }), task(1, 40))).toEqual({ kind: 'running', progress: 40 });
    expect(lineAudioState(line({ audio }), task(2, 100))).toEqual({ kind: 'done' });
    expect(lineAudioState(line({ audio }), task(3))).toEqual({ kind: 'failed', error: 'TTS 失败' });
    expect(lineAudioState(line({}), task(2, 100))).toEqual({ kind: 'none' });
  });

  it('knows when something is still being voiced', () => {
    expect(anyVoicing([line({ task: { id: 't', status: 1, progress: 5, errorMsg: null } })])).toBe(true);
    expect(anyVoicing([line({ task: { id: 't', status: 2, progress: 100, errorMsg: null } })])).toBe(false);
  });
});

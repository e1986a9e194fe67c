import type { VoiceLineTask, VoiceLineView } from '@lizi/shared';

/** Lines that take a voice: dialogue and narration with text (action lines are read, not spoken). */
export function voiceableLines(lines: readonly VoiceLineView[]): VoiceLineView[] {
  return lines.filter((l) => (l.kind === 'dialogue' || l.kind === 'narration') && l.text.trim() !== '');
}

/** Points a voicing run reserves: one gcaudio-tts task per line, each charged the unit cost (spec §5). */
export function voicingCost(unitCost: number, lineCount: number): number {
  return Math.max(0, unitCost) * Math.max(0, lineCount);
}

export type LineAudioState =
  | { kind: 'none' }
  | { kind: 'queued' }
  | { kind: 'running'; progress: number }
  | { kind: 'done' }
  | { kind: 'failed'; error: string | null };

/**
 * What a line's voice cell shows. The newest task wins while it runs (a re-voice in progress), a failed newest
 * task says so even when an older voice still plays, and a line with a voice and no newer task is done.
 */
export function lineAudioState(
  line: Pick<VoiceLineView, 'audio'>,
  task: VoiceLineTask | null,
): LineAudioState {
  if (task && task.status === 0) return { kind: 'queued' };
  if (task && task.status === 1) return { kind: 'running', progress: task.progress };
  if (task && task.status === 3) return { kind: 'failed', error: task.errorMsg };
  if (line.audio) return { kind: 'done' };
  return { kind: 'none' };
}

/** Whether any line is still being voiced (the page then follows the stream). */
export const anyVoicing = (lines: readonly VoiceLineView[]) =>
  lines.some((l) => l.task && (l.task.status === 0 || l.task.status === 1));

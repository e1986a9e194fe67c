import { z } from 'zod';
import type { FileView } from '../tasks/task-api';

/**
 * Audio of the creation pipeline (issue 6, spec §7 aitools audio calls).
 *
 * GET  /api/v1/aitools/audio/timbre/styles             → TimbreStyleGroup[]  (style groups with their timbres)
 * GET  /api/v1/aitools/audio/timbre/{id}               → TimbreDetail        (preview made once on first ask)
 * GET  /api/v2/script/lines/audio?scriptId=            → ScriptVoicing       (lines with speaker, timbre, audio)
 * POST /api/v2/script/lines/voice      VoiceLinesBody  → VoiceLinesResult    (one gcaudio-tts task per line)
 * POST /api/v2/script/lines/{lineId}/voice             → VoiceLinesResult    (re-voice one line)
 * POST /api/v2/script/setNarrationTimbre  SetNarrationTimbreBody → ScriptVoicing
 * AI sound effects are the task type `gcaudio-sound` submitted through POST /api/v1/tasks.
 */

export interface TimbreView {
  id: string;
  name: string;
  style: string;
  gender: 'male' | 'female';
  description: string;
  sampleText: string;
  /** Signed URL of the preview once it has been made, else null. */
  previewUrl: string | null;
}

export interface TimbreStyleGroup {
  style: string;
  timbres: TimbreView[];
}

export interface TimbreDetail extends TimbreView {
  /** The vendor voice names this timbre maps onto (local, openai, dashscope). */
  voices: Record<string, string>;
  /** Why there is no preview (no TTS provider configured), in Chinese; null when previewUrl is set. */
  previewError: string | null;
}

export const voiceLinesBodySchema = z.strictObject({
  scriptId: z.uuid({ error: '剧本编号无效' }),
  /** Only these lines; all dialogue and narration lines when absent. */
  lineIds: z
    .array(z.uuid({ error: '台词编号无效' }))
    .min(1, { error: '请至少选择 1 句台词' })
    .max(500, { error: '一次最多 500 句' })
    .optional(),
});
export type VoiceLinesBody = z.infer<typeof voiceLinesBodySchema>;

export const setNarrationTimbreBodySchema = z.strictObject({
  scriptId: z.uuid({ error: '剧本编号无效' }),
  timbreId: z.string({ error: '请选择音色' }).min(1, { error: '请选择音色' }).max(64),
});
export type SetNarrationTimbreBody = z.infer<typeof setNarrationTimbreBodySchema>;

export interface VoiceLineTask {
  id: string;
  /** 0–3 as in TaskView. */
  status: number;
  progress: number;
  errorMsg: string | null;
}

export interface VoiceLineView {
  id: string;
  sceneId: string;
  position: number;
  kind: 'action' | 'dialogue' | 'narration';
  roleId: string | null;
  /** Who speaks: the character's name, the name as written, or 旁白. */
  speaker: string;
  text: string;
  emotion: string | null;
  /** The timbre this line is voiced with (the character's, the script's narration voice, or the default). */
  timbreId: string | null;
  timbreName: string | null;
  /** The newest resolved voice of the line. */
  audio: FileView | null;
  /** The newest voicing task (may be newer than `audio` while it runs). */
  task: VoiceLineTask | null;
}

export interface VoiceRoleView {
  id: string;
  name: string;
  gender: string | null;
  timbreId: string | null;
}

export interface ScriptVoicing {
  scriptId: string;
  title: string;
  narrationTimbreId: string | null;
  roles: VoiceRoleView[];
  lines: VoiceLineView[];
  /** Cost of voicing one line (taskCosts gcaudio-tts, else audioCost). */
  unitCost: number;
}

export interface VoiceLinesResult {
  /** One task per voiced line. */
  tasks: { lineId: string; taskId: string }[];
  /** Points reserved in all. */
  cost: number;
}

/** Sample rate and layout every track is brought to before mixing. */
export const MIX_SAMPLE_RATE = 44100;
const NORMALISE = `aresample=${MIX_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;

export interface SpeechInput {
  /** ffmpeg input index of the audio file. */
  input: number;
  /** Where it starts on film time, seconds. */
  start: number;
  volume: number;
}

export interface MixPlan {
  /** Length of the film, seconds; every track is cut or padded to it. */
  total: number;
  /** The picture and its own sound (already at the clip volume), as filter labels or input specs. */
  video: string;
  clipAudio: string;
  speech: SpeechInput[];
  bgm: { input: number; volume: number } | null;
  /** Lower the music under speech (sidechain compression keyed by the speech bus). */
  ducking: boolean;
  /** Extra filters for the picture (burned subtitles), or null to pass it through. */
  videoFilter: string | null;
}

/**
 * The filter graph of the final mix: the clips' own sound, every voice delayed to its place on a speech bus,
 * the background music looped (by the caller's -stream_loop) and cut to the film, ducked under the speech
 * bus, then all summed. amix divides by its input count; every input lasts the whole film, so multiplying by
 * that count afterwards restores unity gain, and a limiter keeps the sum from clipping.
 * Returns the graph with the output labels [a] and, when there is a picture filter, [v].
 */
export function buildMixGraph(plan: MixPlan): string {
  const total = plan.total.toFixed(3);
  const fit = `apad,atrim=0:${total},asetpts=PTS-STARTPTS`;
  const parts: string[] = [];
  // Without a picture filter the caller maps the video stream directly and copies it.
  if (plan.videoFilter) parts.push(`${plan.video}${plan.videoFilter}[v]`);
  parts.push(`${plan.clipAudio}${NORMALISE},${fit}[clip]`);
  const finals = ['[clip]'];

  if (plan.speech.length > 0) {
    const labels: string[] = [];
    plan.speech.forEach((s, i) => {
      const ms = Math.max(0, Math.round(s.start * 1000));
      parts.push(
        `[${s.input}:a:0]${NORMALISE},volume=${s.volume.toFixed(3)},adelay=${ms}|${ms},${fit}[s${i}]`,
      );
      labels.push(`[s${i}]`);
    });
    const n = labels.length;
    parts.push(
      n === 1
        ? `${labels[0]}anull[speech]`
        : `${labels.join('')}amix=inputs=${n}:duration=longest:dropout_transition=0,volume=${n}[speech]`,
    );
    if (plan.bgm && plan.ducking) {
      parts.push('[speech]asplit=2[speechmix][speechkey]');
      finals.push('[speechmix]');
    } else finals.push('[speech]');
  }

  if (plan.bgm) {
    parts.push(`[${plan.bgm.input}:a:0]${NORMALISE},volume=${plan.bgm.volume.toFixed(3)},${fit}[bgm]`);
    if (plan.speech.length > 0 && plan.ducking) {
      // About −15 dB under speech; fast attack so the first syllable is clear, slow release to avoid pumping.
      parts.push(
        '[bgm][speechkey]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400:makeup=1[bgmduck]',
      );
      finals.push('[bgmduck]');
    } else finals.push('[bgm]');
  }

  const n = finals.length;
  parts.push(
    n === 1
      ? `${finals[0]}alimiter=limit=0.95[a]`
      : `${finals.join('')}amix=inputs=${n}:duration=first:dropout_transition=0,volume=${n},alimiter=limit=0.95[a]`,
  );
  return parts.join(';');
}

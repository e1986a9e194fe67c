import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../../media/ffmpeg';
import type { ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import { ESPEAK_MISSING, espeakNgPath } from './local-capabilities';
import { badInput, localFailure } from './local-errors';

export const TTS_SAMPLE_RATE = 44100;
/** espeak-ng's own default rate, words per minute; speed 1 keeps it. */
const BASE_WPM = 175;

/** Friendly voice names onto espeak-ng variants; anything else speaks with the plain Mandarin voice. */
const VARIANTS: Record<string, string> = { female: 'f3', male: 'm3' };

/** Mandarin speech with espeak-ng (audio.tts) as a 44.1 kHz mono WAV. */
export async function speak(input: ProviderInput, ctx: RunContext): Promise<ProviderOutput> {
  try {
    const text = (input.text ?? '').trim();
    if (!text) throw badInput('empty text', '请填写配音文本');
    const espeak = espeakNgPath();
    if (!espeak)
      throw new ProviderError('not_configured', 'espeak-ng not on PATH', { userMessage: ESPEAK_MISSING });

    const textFile = path.join(ctx.tmpDir, 'tts.txt');
    // Through a file: the text may start with '-' and may be long.
    await writeFile(textFile, text, 'utf8');
    const speed = Math.min(2, Math.max(0.5, input.speed ?? 1));
    const variant =
      VARIANTS[input.voice ?? ''] ?? (/^[fm][1-7]$/.test(input.voice ?? '') ? input.voice : null);
    const raw = path.join(ctx.tmpDir, 'tts-raw.wav');
    await run(
      espeak,
      [
        '-v',
        variant ? `cmn+${variant}` : 'cmn',
        '-s',
        String(Math.round(BASE_WPM * speed)),
        '-b',
        '1',
        '-f',
        textFile,
        '-w',
        raw,
      ],
      ctx.signal,
    );
    ctx.progress(60);

    const out = path.join(ctx.tmpDir, 'speech.wav');
    await runFfmpeg(['-i', raw, '-ar', String(TTS_SAMPLE_RATE), '-ac', '1', '-c:a', 'pcm_s16le', out], {
      signal: ctx.signal,
    });
    ctx.progress(100);
    return { files: [{ kind: 'audio', path: out, mime: 'audio/wav' }] };
  } catch (err) {
    throw localFailure(err, ctx.signal, '配音生成失败');
  }
}

function run(cmd: string, args: string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`espeak-ng exited with ${code}: ${stderr}`));
    });
  });
}

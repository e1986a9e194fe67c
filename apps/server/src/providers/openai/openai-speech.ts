import type { ProviderInput, ProviderOutput, RunContext } from '../model-provider';
import { ProviderError } from '../provider-error';
import { JSON_HEADERS, type OpenAiClient, openAiFetch } from './openai-http';

export const DEFAULT_VOICE = 'alloy';

/** POST /audio/speech: the answer body is the audio itself, asked for as WAV so labels can be written into it. */
export async function synthesizeSpeech(
  client: OpenAiClient,
  settings: { model: string; timeoutMs: number },
  input: ProviderInput,
  ctx: RunContext,
): Promise<ProviderOutput> {
  const text = (input.text ?? input.prompt ?? '').trim();
  if (!text) throw new ProviderError('bad_input', 'no text to speak', { userMessage: '请填写配音文本' });
  const body: Record<string, unknown> = {
    model: settings.model,
    input: text,
    voice: input.voice || DEFAULT_VOICE,
    response_format: 'wav',
  };
  // The API takes 0.25–4.0; out-of-range values would be a 400 for something the user cannot see.
  if (input.speed !== undefined && Number.isFinite(input.speed))
    body.speed = Math.min(4, Math.max(0.25, input.speed));
  const res = await openAiFetch(client, '/audio/speech', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
    signal: ctx.signal,
    timeoutMs: settings.timeoutMs,
  });
  const type = res.headers.get('content-type') ?? '';
  const data = Buffer.from(await res.arrayBuffer());
  // A gateway that fails "successfully" answers 200 with a JSON error instead of audio.
  if (type.includes('json') || data.length === 0)
    throw new ProviderError('unavailable', `speech answer is not audio: ${data.toString('utf8', 0, 200)}`);
  ctx.progress(95);
  return { files: [{ kind: 'audio', data, mime: 'audio/wav' }] };
}

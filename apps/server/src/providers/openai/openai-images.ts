import type { Capability } from '@lizi/shared';
import type { ProviderInput, ProviderOutput, ProviderOutputFile, RunContext } from '../model-provider';
import { isProviderError, ProviderError } from '../provider-error';
import { JSON_HEADERS, type OpenAiClient, openAiJson } from './openai-http';
import { maxImagesPerRequest, pickImageSize } from './openai-image-size';
import { imageForUpload, maskToAlphaPng } from './openai-mask';

export interface ImageSettings {
  model: string;
  timeoutMs: number;
  /** Sizes the back office says a gateway model accepts, when it is not one of OpenAI's own. */
  sizes?: string[];
}

interface ImagesAnswer {
  data?: { b64_json?: string | null; url?: string | null }[] | null;
  output_format?: string;
}

const isDallE = (model: string) => /(^|\/)dall-e-/.test(model);

function promptOf(input: ProviderInput): string {
  const prompt = input.prompt?.trim();
  if (!prompt) throw new ProviderError('bad_input', 'prompt is empty', { userMessage: '请填写提示词' });
  return prompt;
}

/** POST /images/generations, split into several requests when the model caps `n` (dall-e-3: 1). */
export async function generateImages(
  client: OpenAiClient,
  settings: ImageSettings,
  input: ProviderInput,
  ctx: RunContext,
): Promise<ProviderOutput> {
  const prompt = promptOf(input);
  const size = pickImageSize(settings.model, input.size, input.aspectRatio, settings.sizes);
  const files = await inBatches(settings.model, input.count, ctx, async (n) => {
    const body: Record<string, unknown> = { model: settings.model, prompt, n };
    if (size) body.size = size;
    // DALL·E answers with URLs on OpenAI's blob store by default, which a gateway user may not reach.
    if (isDallE(settings.model)) body.response_format = 'b64_json';
    return openAiJson<ImagesAnswer>(client, '/images/generations', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
      signal: ctx.signal,
      timeoutMs: settings.timeoutMs,
    });
  });
  return { files };
}

/**
 * POST /images/edits (multipart). The source comes first, references after it; the mask, converted to
 * OpenAI's transparency encoding, applies to the first image. One file goes as `image`, several as `image[]`
 * the way OpenAI's own SDK encodes a list.
 */
export async function editImages(
  client: OpenAiClient,
  settings: ImageSettings,
  capability: Capability,
  input: ProviderInput,
  ctx: RunContext,
): Promise<ProviderOutput> {
  const prompt = promptOf(input);
  const images = [
    ...input.files.filter((f) => f.role === 'source'),
    ...input.files.filter((f) => f.role === 'reference'),
  ];
  const first = images[0];
  if (!first)
    throw new ProviderError('bad_input', 'no image to edit', { userMessage: '请先上传要编辑的图片' });
  const mask = input.files.find((f) => f.role === 'mask');
  if (capability === 'image.inpaint' && !mask)
    throw new ProviderError('bad_input', 'inpainting without a mask', {
      userMessage: '请先涂抹要重绘的区域',
    });

  const pngOnly = /(^|\/)dall-e-2/.test(settings.model);
  const parts = await convertInputs(async () => ({
    images: await Promise.all(images.map((f) => imageForUpload(f.path, f.mime, pngOnly))),
    mask: mask ? await maskToAlphaPng(mask.path, first.path) : null,
  }));
  const size = pickImageSize(settings.model, input.size, input.aspectRatio, settings.sizes);
  const field = parts.images.length > 1 ? 'image[]' : 'image';

  const files = await inBatches(settings.model, input.count, ctx, async (n) => {
    const form = new FormData();
    form.append('model', settings.model);
    form.append('prompt', prompt);
    form.append('n', String(n));
    if (size) form.append('size', size);
    if (isDallE(settings.model)) form.append('response_format', 'b64_json');
    parts.images.forEach((image, i) => {
      form.append(field, new Blob([image.data], { type: image.mime }), `image-${i + 1}.${image.ext}`);
    });
    if (parts.mask) form.append('mask', new Blob([parts.mask], { type: 'image/png' }), 'mask.png');
    return openAiJson<ImagesAnswer>(client, '/images/edits', {
      method: 'POST',
      body: form,
      signal: ctx.signal,
      timeoutMs: settings.timeoutMs,
    });
  });
  return { files };
}

async function convertInputs<T>(convert: () => Promise<T>): Promise<T> {
  try {
    return await convert();
  } catch (err) {
    if (isProviderError(err)) throw err;
    throw new ProviderError('bad_input', `input image unreadable: ${(err as Error).message}`, {
      userMessage: '上传的图片无法读取，请换一张图片',
      cause: err,
    });
  }
}

async function inBatches(
  model: string,
  count: number,
  ctx: RunContext,
  request: (n: number) => Promise<ImagesAnswer>,
): Promise<ProviderOutputFile[]> {
  const total = Math.max(1, Math.floor(count));
  const perRequest = maxImagesPerRequest(model);
  const files: ProviderOutputFile[] = [];
  while (files.length < total) {
    const answer = await request(Math.min(perRequest, total - files.length));
    const batch = imagesOf(answer);
    files.push(...batch);
    ctx.progress(Math.min(95, Math.round((files.length / total) * 95)));
    // A gateway that returns fewer images than asked would otherwise be asked forever.
    if (batch.length === 0) break;
  }
  if (files.length === 0) throw new ProviderError('failed', 'the answer held no image');
  return files;
}

function imagesOf(answer: ImagesAnswer): ProviderOutputFile[] {
  if (!answer || !Array.isArray(answer.data))
    throw new ProviderError(
      'unavailable',
      `images answer without data: ${JSON.stringify(answer).slice(0, 200)}`,
    );
  const mime = `image/${answer.output_format === 'jpeg' || answer.output_format === 'webp' ? answer.output_format : 'png'}`;
  const files: ProviderOutputFile[] = [];
  for (const item of answer.data) {
    if (item?.b64_json) files.push({ kind: 'image', data: Buffer.from(item.b64_json, 'base64'), mime });
    else if (item?.url) files.push({ kind: 'image', url: item.url });
  }
  return files;
}

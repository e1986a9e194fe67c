import { fileToDataUri } from '../common/data-uri';
import { isRecord, stringOf } from '../common/vendor-request';
import type {
  InputFile,
  ProviderInput,
  ProviderOutput,
  ProviderOutputFile,
  RunContext,
} from '../model-provider';
import { ProviderError } from '../provider-error';
import type { ArkCall } from './ark-client';
import { arkError } from './ark-errors';

/** Seedream 4.x refuses fewer total pixels than 1280×720 (火山方舟「图片生成 API」size). */
const MIN_PIXELS = 1280 * 720;

interface SeedreamAnswer {
  data?: { url?: string; b64_json?: string; error?: { code?: string; message?: string } }[];
}

/**
 * image.generate and image.edit with Seedream: POST /images/generations, synchronous. One request per output
 * image: group generation (`sequential_image_generation`) lets the model decide how many it makes, and we owe
 * the user exactly the count they paid for.
 */
export async function runSeedream(
  call: ArkCall,
  model: string,
  edit: boolean,
  input: ProviderInput,
  ctx: RunContext,
): Promise<ProviderOutput> {
  const prompt = input.prompt?.trim();
  if (!prompt) throw new ProviderError('bad_input', 'seedream: prompt is empty');
  const references = edit ? await referenceImages(input.files) : [];
  if (edit && references.length === 0) throw new ProviderError('bad_input', 'seedream: no reference image');
  const size = sizeOf(input);
  const body: Record<string, unknown> = {
    model,
    prompt,
    response_format: 'url',
    // Our own "AI生成" label goes on every output (DESIGN.md §7); the vendor's would be a second one.
    watermark: false,
    ...(size ? { size } : {}),
    ...(references.length === 1 ? { image: references[0] } : {}),
    ...(references.length > 1 ? { image: references } : {}),
  };
  const files: ProviderOutputFile[] = [];
  const count = Math.max(1, input.count);
  for (let i = 0; i < count; i++) {
    const answer = await call<SeedreamAnswer>('POST', '/images/generations', {
      body,
      signal: ctx.signal,
      timeoutMs: 180_000,
    });
    files.push(...imagesOf(answer));
    ctx.progress(Math.round(((i + 1) / count) * 95));
  }
  return { files };
}

function imagesOf(answer: SeedreamAnswer): ProviderOutputFile[] {
  const items = Array.isArray(answer.data) ? answer.data : [];
  const files: ProviderOutputFile[] = [];
  for (const item of items) {
    const url = stringOf(item?.url);
    if (url) files.push({ kind: 'image', url });
    else if (stringOf(item?.b64_json))
      files.push({ kind: 'image', data: Buffer.from(item.b64_json as string, 'base64') });
  }
  if (files.length > 0) return files;
  // Per-image failures (e.g. an output refused by moderation) come back inside a 200 answer.
  const failed = items.find((item) => isRecord(item?.error));
  if (failed?.error) throw arkError(failed.error.code, failed.error.message ?? 'image failed', null);
  throw new ProviderError('unavailable', 'seedream: answer holds no image');
}

/** Source first, then references; inline as data URIs when the server has no public URL to offer. */
async function referenceImages(files: InputFile[]): Promise<string[]> {
  const ordered = [
    ...files.filter((f) => f.role === 'source'),
    ...files.filter((f) => f.role === 'reference'),
  ];
  return Promise.all(ordered.map((f) => (f.publicUrl ? f.publicUrl : fileToDataUri(f.path, f.mime))));
}

/** `WxH` from the engine's pixel size, raised to Seedream's pixel floor with the aspect kept; else 1K/2K/4K. */
export function sizeOf(input: ProviderInput): string | undefined {
  if (input.size) {
    let { width, height } = input.size;
    if (width * height < MIN_PIXELS) {
      const factor = Math.sqrt(MIN_PIXELS / (width * height));
      width = Math.ceil((width * factor) / 8) * 8;
      height = Math.ceil((height * factor) / 8) * 8;
    }
    return `${width}x${height}`;
  }
  return input.resolution && /^[124]K$/.test(input.resolution) ? input.resolution : undefined;
}

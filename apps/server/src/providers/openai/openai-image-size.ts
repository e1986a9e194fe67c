/**
 * OpenAI image models accept only a few fixed sizes (API reference, `size` of images/generations and edits).
 * A gateway may prefix the id with a vendor ("openai/gpt-image-1"), hence the match on the last segment.
 */
const MODEL_SIZES: [RegExp, string[]][] = [
  [/^gpt-image/, ['1024x1024', '1536x1024', '1024x1536']],
  [/^dall-e-3/, ['1024x1024', '1792x1024', '1024x1792']],
  [/^dall-e-2/, ['256x256', '512x512', '1024x1024']],
];

export function supportedSizes(model: string, configured?: string[]): string[] | null {
  if (configured?.length) return configured;
  const name = model.split('/').pop() ?? model;
  return MODEL_SIZES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** How many images one request may ask for: dall-e-3 only one, the others up to ten. */
export function maxImagesPerRequest(model: string): number {
  return /(^|\/)dall-e-3/.test(model) ? 1 : 10;
}

interface Wanted {
  width: number;
  height: number;
}

function parseSize(value: string): Wanted | null {
  const match = /^(\d+)x(\d+)$/.exec(value);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

function ratioTarget(aspectRatio: string | undefined): Wanted | null {
  const match = /^(\d+(?:\.\d+)?)\s*[:x/]\s*(\d+(?:\.\d+)?)$/.exec(aspectRatio ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The size to ask for: the supported size whose shape is closest to the wanted one (the picture's composition
 * matters more than its pixel count), then the closest in area. Unknown models get the exact size, and no size
 * at all when only an aspect ratio is known, leaving the choice to the model.
 */
export function pickImageSize(
  model: string,
  wanted: Wanted | undefined,
  aspectRatio: string | undefined,
  configured?: string[],
): string | undefined {
  const sizes = supportedSizes(model, configured);
  if (!sizes) return wanted ? `${wanted.width}x${wanted.height}` : undefined;
  const target = wanted ?? ratioTarget(aspectRatio);
  if (!target) return undefined;
  const targetRatio = Math.log(target.width / target.height);
  // With only a ratio the area is unknown: prefer the model's default square-ish 1024 class.
  const targetArea = wanted ? Math.log(target.width * target.height) : Math.log(1024 * 1024);
  let best: { size: string; ratio: number; area: number } | null = null;
  for (const size of sizes) {
    const parsed = parseSize(size);
    if (!parsed) continue;
    const ratio = Math.abs(Math.log(parsed.width / parsed.height) - targetRatio);
    const area = Math.abs(Math.log(parsed.width * parsed.height) - targetArea);
    if (!best || ratio < best.ratio - 1e-9 || (Math.abs(ratio - best.ratio) <= 1e-9 && area < best.area))
      best = { size, ratio, area };
  }
  return best?.size;
}

import sharp from 'sharp';
import { LABEL_TEXT_PATH } from './label-glyphs';

export type LabelPosition = 'left-top' | 'right-bottom';

export interface LabelRule {
  /** Smallest label height in pixels. */
  minHeight: number;
  /** Label height as a fraction of the shorter side. */
  ratio: number;
}

/** Spec §5: at least 60 px, else 5 % of the shorter side. */
export const IMAGE_LABEL_RULE: LabelRule = { minHeight: 60, ratio: 0.05 };
/** DESIGN §7: at least 5 % of the shorter side; 24 px keeps it legible on small videos without covering them. */
export const VIDEO_LABEL_RULE: LabelRule = { minHeight: 24, ratio: 0.05 };

// Badge layout, as fractions of its height.
const TEXT_HEIGHT = 0.56;
const PADDING_X = 0.34;
const CORNER = 0.22;
const TEXT_WEIGHT = 0.035;

export function badgeWidth(height: number): number {
  const textWidth = (LABEL_TEXT_PATH.width / LABEL_TEXT_PATH.height) * TEXT_HEIGHT * height;
  return Math.ceil(textWidth + 2 * PADDING_X * height);
}

export interface LabelBox {
  left: number;
  top: number;
  width: number;
  height: number;
  margin: number;
}

const marginFor = (height: number) => Math.round(height / 2);

/**
 * Where the label goes: height max(minHeight, ratio × shorter side) rounded up, margin half the height, in
 * the chosen corner. An image too small for that gets the largest label that still fits with its margins:
 * a label may not leave the picture.
 */
export function labelBox(
  width: number,
  height: number,
  rule: LabelRule,
  position: LabelPosition = 'left-top',
): LabelBox {
  let h = Math.max(rule.minHeight, Math.ceil(rule.ratio * Math.min(width, height)));
  const fits = (x: number) => badgeWidth(x) + 2 * marginFor(x) <= width && x + 2 * marginFor(x) <= height;
  while (h > 1 && !fits(h)) h--;
  const w = badgeWidth(h);
  const margin = marginFor(h);
  return position === 'right-bottom'
    ? {
        left: Math.max(0, width - w - margin),
        top: Math.max(0, height - h - margin),
        width: w,
        height: h,
        margin,
      }
    : { left: margin, top: margin, width: w, height: h, margin };
}

function badgeSvg(height: number): string {
  const width = badgeWidth(height);
  const ink = TEXT_HEIGHT * height;
  const scale = ink / LABEL_TEXT_PATH.height;
  const textWidth = LABEL_TEXT_PATH.width * scale;
  const border = Math.max(1, height / 40);
  // A dark translucent plate keeps white text readable on any picture; the faint light edge separates the
  // plate from dark pictures. The text itself is fully opaque (spec: opacity 1).
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect x="${border / 2}" y="${border / 2}" width="${width - border}" height="${height - border}" rx="${CORNER * height}"`,
    ` fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.35" stroke-width="${border}"/>`,
    `<path transform="translate(${(width - textWidth) / 2} ${(height - ink) / 2}) scale(${scale})"`,
    ` d="${LABEL_TEXT_PATH.d}" fill="#fff" stroke="#fff" stroke-width="${(TEXT_WEIGHT * height) / scale}"`,
    ' stroke-linejoin="round"/>',
    '</svg>',
  ].join('');
}

export interface Badge {
  /** Straight (not premultiplied) RGBA pixels. */
  rgba: Buffer;
  width: number;
  height: number;
}

const cache = new Map<number, Promise<Badge>>();
const CACHE_SIZE = 64;

/** The badge rasterised at `height` pixels; results are kept because most outputs share a few sizes. */
export function renderBadge(height: number): Promise<Badge> {
  const hit = cache.get(height);
  if (hit) return hit;
  const rendered = sharp(Buffer.from(badgeSvg(height)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ rgba: data, width: info.width, height: info.height }));
  rendered.catch(() => cache.delete(height));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as number);
  cache.set(height, rendered);
  return rendered;
}

export async function renderBadgePng(height: number): Promise<Buffer> {
  const badge = await renderBadge(height);
  return sharp(badge.rgba, { raw: { width: badge.width, height: badge.height, channels: 4 } })
    .png()
    .toBuffer();
}

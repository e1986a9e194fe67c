/** Business constants and limits of spec §9 (and §5 for the watermark). */
export const REQUEST_TIMEOUT_MS = 600_000;
export const PAGE_RELOAD_DELAY_MS = 1_000;
export const CASHIER_CACHE_BUCKET_MS = 10 * 60 * 1000;

export const STREAM = {
  path: '/api/v1/user/stream',
  maxRetries: 3,
  baseRetryIntervalMs: 1_000,
  pingTimeoutMs: 3_000,
} as const;

export const POINTS_LOG = {
  filters: 3,
  infiniteScrollDistance: 100,
  infiniteScrollDelayMs: 200,
  timeFormat: 'YYYY-MM-DD HH:mm',
} as const;

export const WATERMARK = {
  text: 'AI生成',
  minHeightPx: 60,
  heightRatio: 0.05,
  opacity: 1,
  jpegQuality: 1,
  defaultPlacement: 'left-top',
  placements: ['left-top', 'right-bottom'] as const,
  /** Margin is half of the watermark height. */
  marginRatioOfHeight: 0.5,
} as const;

export const CANVAS_SIZES = [
  { width: 720, height: 1280 },
  { width: 1920, height: 1080 },
] as const;

export const RSA_DEFAULTS = { modulusLength: 1024, publicExponent: 65537 } as const;

export const TOAST = { durationMs: 3_000, offset: 16 } as const;
export const POPUP_DELAY_MS = 150;
export const IMAGE_VIEWER = { zoomRate: 1.2, minScale: 0.2, maxScale: 7, rotateDeg: 90 } as const;

/** Session cookie name (spec §9): MGAIGC in production, MGAIGC-TEST otherwise. */
export function sessionCookieName(env: 'production' | 'test' | string): string {
  return env === 'production' ? 'MGAIGC' : 'MGAIGC-TEST';
}

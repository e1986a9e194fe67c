import { IMAGE_VIEWER } from '@lizi/shared';

/** Spec §9: zoom steps by ×1.2 between 0.2 and 7; rotation steps by 90°. */
export function clampScale(scale: number): number {
  return Math.min(IMAGE_VIEWER.maxScale, Math.max(IMAGE_VIEWER.minScale, scale));
}

export function zoomIn(scale: number): number {
  return clampScale(scale * IMAGE_VIEWER.zoomRate);
}

export function zoomOut(scale: number): number {
  return clampScale(scale / IMAGE_VIEWER.zoomRate);
}

/** A wheel notch: up (negative deltaY) zooms in, down zooms out. */
export function zoomByWheel(scale: number, deltaY: number): number {
  if (deltaY === 0) return scale;
  return deltaY < 0 ? zoomIn(scale) : zoomOut(scale);
}

/** Keeps the angle in 0, 90, 180, 270 so the CSS transform never spins the long way round on reset. */
export function rotate(angle: number, direction: 1 | -1): number {
  return (((angle + direction * IMAGE_VIEWER.rotateDeg) % 360) + 360) % 360;
}

export const canZoomIn = (scale: number) => scale < IMAGE_VIEWER.maxScale - 1e-9;
export const canZoomOut = (scale: number) => scale > IMAGE_VIEWER.minScale + 1e-9;

/** What kind of viewer a file needs. */
export type MediaKind = 'image' | 'video' | 'audio' | 'other';

export function mediaKindOf(mime: string | null | undefined): MediaKind {
  if (!mime) return 'other';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'other';
}

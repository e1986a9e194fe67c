import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, mediaKindOf, rotate, zoomByWheel, zoomIn, zoomOut } from './viewer-math';

describe('image viewer math (spec §9)', () => {
  it('zooms by 1.2 and stays within 0.2–7', () => {
    expect(zoomIn(1)).toBeCloseTo(1.2);
    expect(zoomOut(1.2)).toBeCloseTo(1);
    let s = 1;
    for (let i = 0; i < 50; i++) s = zoomIn(s);
    expect(s).toBe(7);
    expect(canZoomIn(s)).toBe(false);
    for (let i = 0; i < 50; i++) s = zoomOut(s);
    expect(s).toBe(0.2);
    expect(canZoomOut(s)).toBe(false);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(zoomByWheel(1, -100)).toBeCloseTo(1.2);
    expect(zoomByWheel(1, 100)).toBeCloseTo(1 / 1.2);
    expect(zoomByWheel(1, 0)).toBe(1);
  });

  it('rotates by 90° steps within one turn', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(0, -1)).toBe(270);
  });

  it('tells the media kind from the mime type', () => {
    expect(mediaKindOf('image/png')).toBe('image');
    expect(mediaKindOf('video/mp4')).toBe('video');
    expect(mediaKindOf('audio/mpeg')).toBe('audio');
    expect(mediaKindOf('text/plain')).toBe('other');
    expect(mediaKindOf(null)).toBe('other');
  });
});

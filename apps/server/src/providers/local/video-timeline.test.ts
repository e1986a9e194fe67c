import { describe, expect, it } from 'vitest';
import { fitToCanvas } from './video-timeline';

describe('fitToCanvas', () => {
  it('crops a picture close to the canvas shape to fill it (3:2 on 16:9)', () => {
    expect(fitToCanvas(1536, 1024, 1920, 1080)).toBe(
      'scale=1920:1080:force_original_aspect_ratio=increase,crop=1920:1080',
    );
  });

  it('keeps all of a picture of another shape on black bars (9:16 on 16:9, or size unknown)', () => {
    expect(fitToCanvas(720, 1280, 1920, 1080)).toContain(
      'force_original_aspect_ratio=decrease,pad=1920:1080',
    );
    expect(fitToCanvas(null, null, 1920, 1080)).toContain('pad=1920:1080');
    expect(fitToCanvas(1080, 1080, 1920, 1080)).toContain('pad=');
  });
});

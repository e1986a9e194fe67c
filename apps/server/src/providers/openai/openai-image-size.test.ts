import { describe, expect, it } from 'vitest';
import { maxImagesPerRequest, pickImageSize } from './openai-image-size';

describe('pickImageSize', () => {
  it('maps to the gpt-image-1 size with the closest shape', () => {
    expect(pickImageSize('gpt-image-1', { width: 1920, height: 1080 }, undefined)).toBe('1536x1024');
    expect(pickImageSize('gpt-image-1', { width: 720, height: 1280 }, undefined)).toBe('1024x1536');
    expect(pickImageSize('gpt-image-1', { width: 2048, height: 2048 }, undefined)).toBe('1024x1024');
    expect(pickImageSize('openai/gpt-image-1', { width: 1100, height: 1000 }, undefined)).toBe('1024x1024');
  });

  it('maps dall-e-3 and dall-e-2 sizes', () => {
    expect(pickImageSize('dall-e-3', { width: 1280, height: 720 }, undefined)).toBe('1792x1024');
    expect(pickImageSize('dall-e-3', undefined, '9:16')).toBe('1024x1792');
    expect(pickImageSize('dall-e-2', { width: 500, height: 500 }, undefined)).toBe('512x512');
    expect(pickImageSize('dall-e-2', { width: 300, height: 200 }, undefined)).toBe('256x256');
  });

  it('uses configured sizes for gateway models and the exact size when none are known', () => {
    expect(
      pickImageSize('flux-dev', { width: 1280, height: 720 }, undefined, ['1024x1024', '1344x768']),
    ).toBe('1344x768');
    expect(pickImageSize('flux-dev', { width: 1280, height: 720 }, undefined)).toBe('1280x720');
    expect(pickImageSize('flux-dev', undefined, '16:9')).toBeUndefined();
    expect(pickImageSize('gpt-image-1', undefined, undefined)).toBeUndefined();
  });

  it('knows that dall-e-3 makes one image per request', () => {
    expect(maxImagesPerRequest('dall-e-3')).toBe(1);
    expect(maxImagesPerRequest('gpt-image-1')).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { gradientImage } from '../testing/generate-media';
import { buildAigcLabel } from './aigc-label';
import { labelFormatOf, readImplicitLabel, writeImplicitLabel } from './implicit-label';
import { LabelError } from './label-error';

const label = buildAigcLabel({ producer: '栗子工坊', produceId: 'dispatch-1' });

describe('implicit label dispatch', () => {
  it('maps mime types, parameters and aliases included', () => {
    expect(labelFormatOf('image/JPEG')).toBe('jpeg');
    expect(labelFormatOf('audio/x-wav')).toBe('wav');
    expect(labelFormatOf('audio/mpeg; charset=binary')).toBe('mp3');
    expect(labelFormatOf('video/quicktime')).toBe('mp4');
    expect(labelFormatOf('image/gif')).toBeNull();
  });

  it('reads back what it wrote, null for unlabelled or damaged bytes, and refuses unknown types', async () => {
    const jpeg = await gradientImage(16, 16).jpeg().toBuffer();
    expect(readImplicitLabel(writeImplicitLabel(jpeg, 'jpeg', label), 'image/jpeg')).toEqual(label);
    expect(readImplicitLabel(jpeg, 'image/jpeg')).toBeNull();
    expect(readImplicitLabel(Buffer.from('garbage'), 'image/png')).toBeNull();
    expect(readImplicitLabel(Buffer.from('garbage'), 'audio/wav')).toBeNull();
    expect(readImplicitLabel(Buffer.from('garbage'), 'video/mp4')).toBeNull();
    expect(() => readImplicitLabel(jpeg, 'image/gif')).toThrow(LabelError);
  });
});

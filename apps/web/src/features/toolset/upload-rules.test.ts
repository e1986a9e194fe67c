import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-rules';

describe('upload check', () => {
  it('accepts files of the slot kind within the size limit', () => {
    expect(checkUpload({ type: 'image/png', size: 1000 }, 'image')).toBeNull();
    expect(checkUpload({ type: '', size: 1000 }, 'video')).toBeNull();
  });

  it('refuses the wrong kind, empty and oversized files with a Chinese reason', () => {
    expect(checkUpload({ type: 'video/mp4', size: 1000 }, 'image')).toBe('请上传图片文件');
    expect(checkUpload({ type: 'image/png', size: 0 }, 'image')).toBe('文件为空，请重新选择');
    expect(checkUpload({ type: 'audio/mpeg', size: 60 * 1024 * 1024 }, 'audio')).toBe('文件不能超过 50 MB');
  });
});

/**
 * What each upload slot accepts, mirroring the server's limits (media/upload-check.ts). The server sniffs the
 * content and has the final word on type, size and pixels.
 */
export type UploadKind = 'image' | 'video' | 'audio';

export interface UploadRule {
  accept: string;
  mimePrefix: string;
  maxBytes: number;
  /** Shown under the drop zone. */
  hint: string;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    accept: 'image/png,image/jpeg,image/webp',
    mimePrefix: 'image/',
    maxBytes: 20 * MB,
    hint: 'PNG / JPG / WebP，不超过 20 MB',
  },
  video: {
    accept: 'video/mp4,video/quicktime,video/webm',
    mimePrefix: 'video/',
    maxBytes: 500 * MB,
    hint: 'MP4 / MOV / WebM，不超过 500 MB',
  },
  audio: {
    accept: 'audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/aac,audio/ogg,audio/flac',
    mimePrefix: 'audio/',
    maxBytes: 50 * MB,
    hint: 'MP3 / WAV / M4A / AAC，不超过 50 MB',
  },
};

const kindNames: Record<UploadKind, string> = { image: '图片', video: '视频', audio: '音频' };

/** The client-side check before any byte goes up; null when the file may be uploaded. */
export function checkUpload(file: Pick<File, 'type' | 'size'>, kind: UploadKind): string | null {
  const rule = UPLOAD_RULES[kind];
  // Some systems give no type for valid files (e.g. .mov on Linux): let the server's sniffing decide.
  if (file.type && !file.type.startsWith(rule.mimePrefix)) return `请上传${kindNames[kind]}文件`;
  if (file.size === 0) return '文件为空，请重新选择';
  if (file.size > rule.maxBytes) return `文件不能超过 ${Math.round(rule.maxBytes / MB)} MB`;
  return null;
}

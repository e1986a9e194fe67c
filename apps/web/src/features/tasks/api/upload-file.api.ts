import type { FileView } from '@lizi/shared';
import { apiPost } from '../../../lib/api-client';

export interface UploadOptions {
  /** 0–100 while the bytes go up; the server still has to sniff and store the file after 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /v1/files (multipart field `file`): the server checks the content, size and pixel limits. */
export function uploadFile(file: Blob, name: string, options: UploadOptions = {}): Promise<FileView> {
  const form = new FormData();
  form.append('file', file, name);
  return apiPost<FileView>('/v1/files', form, {
    signal: options.signal,
    onUploadProgress: (event) => {
      if (!options.onProgress || !event.total) return;
      options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
}

import type { FileView } from '@lizi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../tasks';
import { errorText, readImageFile } from '../image-read';
import { checkUpload, type UploadKind } from '../upload-rules';

export interface UploadState {
  status: 'idle' | 'reading' | 'uploading' | 'done' | 'error';
  percent: number;
  /** The stored file once the upload finished. */
  file: FileView | null;
  /** Local preview: a data URL for images (the mask canvas draws it untainted), an object URL otherwise. */
  preview: string | null;
  name: string | null;
  width: number | null;
  height: number | null;
  error: string | null;
}

const IDLE: UploadState = {
  status: 'idle',
  percent: 0,
  file: null,
  preview: null,
  name: null,
  width: null,
  height: null,
  error: null,
};

/** One upload slot: check → read (images) → POST /v1/files with progress → the FileView; remove aborts. */
export function useUpload(kind: UploadKind) {
  const [state, setState] = useState<UploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  useEffect(() => release, [release]);

  const pick = useCallback(
    async (file: File) => {
      release();
      const problem = checkUpload(file, kind);
      if (problem) {
        setState({ ...IDLE, status: 'error', name: file.name, error: problem });
        return;
      }
      const controller = new AbortController();
      abort.current = controller;
      setState({ ...IDLE, status: 'reading', name: file.name });
      let preview: string;
      let width: number | null = null;
      let height: number | null = null;
      if (kind === 'image') {
        try {
          const read = await readImageFile(file);
          ({ width, height } = read);
          preview = read.dataUrl;
        } catch (error) {
          if (controller.signal.aborted) return;
          setState({ ...IDLE, status: 'error', name: file.name, error: errorText(error) });
          return;
        }
      } else {
        preview = URL.createObjectURL(file);
        objectUrl.current = preview;
      }
      if (controller.signal.aborted) return;
      setState({ ...IDLE, status: 'uploading', name: file.name, preview, width, height });
      try {
        const stored = await uploadFile(file, file.name, {
          signal: controller.signal,
          onProgress: (percent) => setState((s) => (s.status === 'uploading' ? { ...s, percent } : s)),
        });
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, status: 'done', percent: 100, file: stored }));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, status: 'error', error: apiErrorMessage(error, '上传失败，请重试') }));
      }
    },
    [kind, release],
  );

  const remove = useCallback(() => {
    release();
    setState(IDLE);
  }, [release]);

  return { state, pick, remove, busy: state.status === 'reading' || state.status === 'uploading' };
}

export type UploadSlot = ReturnType<typeof useUpload>;

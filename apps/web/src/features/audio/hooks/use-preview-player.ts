import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { useTimbrePreview } from '../api/timbre-detail.api';
import { audioText as text } from '../audio-text';

/**
 * One player for every timbre preview on the page: pressing play on another timbre stops the first. The
 * preview is made by the server on the first ask; without a TTS provider it answers with a Chinese
 * `previewError` saying what to configure, which is shown (toast and under the card).
 */
export function usePreviewPlayer() {
  const { message } = App.useApp();
  const preview = useTimbrePreview();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );

  const stop = useCallback(() => {
    audio.current?.pause();
    setPlaying(null);
  }, []);

  const toggle = useCallback(
    (id: string) => {
      if (playing === id) {
        stop();
        return;
      }
      stop();
      setLoading(id);
      preview.mutate(id, {
        onSuccess: (detail) => {
          if (!detail.previewUrl) {
            const reason = detail.previewError ?? text.previewFailed;
            setErrors((e) => ({ ...e, [id]: reason }));
            message.warning(reason);
            return;
          }
          const el = new Audio(detail.previewUrl);
          audio.current = el;
          el.onended = () => setPlaying((p) => (p === id ? null : p));
          el.play().then(
            () => setPlaying(id),
            () => message.error(text.previewFailed),
          );
        },
        onError: (error) => message.error(apiErrorMessage(error, text.previewFailed)),
        onSettled: () => setLoading((l) => (l === id ? null : l)),
      });
    },
    [message, playing, preview, stop],
  );

  return { toggle, playing, loading, errors };
}
export type PreviewPlayer = ReturnType<typeof usePreviewPlayer>;

import type { TimbreDetail } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/**
 * GET /v1/aitools/audio/timbre/{id}: the timbre with its preview. The server makes the preview on the first
 * ask (real TTS), so this is asked only when the user presses play — a mutation-like fetch, cached after.
 */
export function fetchTimbreDetail(id: string): Promise<TimbreDetail> {
  return apiGet<TimbreDetail>(`/v1/aitools/audio/timbre/${encodeURIComponent(id)}`);
}

export function useTimbrePreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const cached = queryClient.getQueryData<TimbreDetail>(audioKeys.timbre(id));
      if (cached?.previewUrl) return cached;
      const detail = await fetchTimbreDetail(id);
      queryClient.setQueryData(audioKeys.timbre(id), detail);
      return detail;
    },
  });
}

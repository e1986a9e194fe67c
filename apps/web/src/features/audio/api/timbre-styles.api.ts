import type { TimbreStyleGroup } from '@lizi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { audioKeys } from './audio-keys';

/** GET /v1/aitools/audio/timbre/styles: the timbre library grouped by style (spec §7). */
export function fetchTimbreStyles(): Promise<TimbreStyleGroup[]> {
  return apiGet<TimbreStyleGroup[]>('/v1/aitools/audio/timbre/styles');
}

export const timbreStylesQueryOptions = () =>
  queryOptions({ queryKey: audioKeys.timbreStyles, queryFn: fetchTimbreStyles, staleTime: 5 * 60_000 });

export function useTimbreStyles() {
  return useQuery(timbreStylesQueryOptions());
}

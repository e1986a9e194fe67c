import type { BuildCutBody, CutView } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { storeCut } from './cut.api';

/** POST /v2/cuts/build: a timeline from the script's shots (or the chosen ones), lines and voices. */
export function buildCut(body: BuildCutBody): Promise<CutView> {
  return apiPost<CutView>('/v2/cuts/build', body);
}

export function useBuildCut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: buildCut, onSuccess: (cut) => storeCut(queryClient, cut) });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

/** Spec §3: the payload's noWatermark is OPEN; `agree` records the ticked agreement. */
export const WATERMARK_APPLY_BODY = { noWatermark: 'OPEN', agree: true } as const;

/** POST /v1/user/watermark/apply → the refreshed user info. */
export function applyWatermarkFree(): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/watermark/apply', WATERMARK_APPLY_BODY);
}

export function useApplyWatermarkFree() {
  return useMutation({ mutationFn: applyWatermarkFree });
}

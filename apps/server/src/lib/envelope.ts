import type { ApiEnvelope } from '@lizi/shared';
import { z } from 'zod';

/** Success envelope (DESIGN.md §4). */
export function ok<T>(data: T, msg = 'ok'): ApiEnvelope<T> & { code: 0 } {
  return { code: 0, msg, data };
}

/** Response schema of a success envelope around `data`, for validation and the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

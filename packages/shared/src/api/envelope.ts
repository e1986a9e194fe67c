/** Every JSON answer of /api (DESIGN.md §4). `code` 0 is success; the web client also accepts 200 (spec §7). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** Present on errors so a user report can be matched to the server log. */
  requestId?: string;
}

export const SUCCESS_CODES: readonly number[] = [0, 200];

export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && SUCCESS_CODES.includes(code);
}

/** One field that failed validation, as carried in `data.fields` of a 400001 answer. */
export interface FieldIssue {
  field: string;
  msg: string;
}

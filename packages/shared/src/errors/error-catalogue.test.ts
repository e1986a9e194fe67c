import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue, isKnownErrorCode } from './error-catalogue';

describe('error catalogue', () => {
  it('keeps the spec codes', () => {
    expect(ErrorCode.POINTS_INSUFFICIENT).toBe(400403);
    expect(ErrorCode.SESSION_INVALID).toBe(400404);
  });
  it('has a Chinese message and an HTTP status for every code, and no code twice', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      const def = errorCatalogue[code];
      expect(def.status).toBeGreaterThanOrEqual(400);
      expect(def.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it('knows its own codes only', () => {
    expect(isKnownErrorCode(400403)).toBe(true);
    expect(isKnownErrorCode(123)).toBe(false);
  });
});

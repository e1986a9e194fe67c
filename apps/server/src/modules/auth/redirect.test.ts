import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    [undefined, '/dashboard'],
    ['/work/script/history?x=1', '/work/script/history?x=1'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example/x', '/dashboard'],
    ['http://app.test:8080/work', '/work'],
    ['javascript:alert(1)', '/dashboard'],
  ])('%s → %s', (raw, want) => {
    expect(safeRedirect(raw, 'app.test:8080')).toBe(want);
  });
});

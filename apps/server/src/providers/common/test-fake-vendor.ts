import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/**
 * The life cycle every adapter contract test shares: start the vendor's fake server once, reset its script
 * before each test, and fail a test in which the adapter broke the vendor's documented protocol. Returns the
 * server; its properties may be read once the suite has started (the value is filled in by `beforeAll`).
 */
export function useFakeVendor<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  fake: { violations: unknown[] },
  reset: () => void,
): S {
  let server: S | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  beforeEach(reset);
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });
  return new Proxy({} as S, {
    get(_target, key) {
      if (!server) throw new Error('the fake vendor is read before the suite started');
      const value = Reflect.get(server, key);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}

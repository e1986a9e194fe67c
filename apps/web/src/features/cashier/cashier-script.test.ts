// @vitest-environment jsdom
import { CASHIER_CACHE_BUCKET_MS } from '@lizi/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CashierError,
  cacheBucket,
  cashierScriptSrc,
  loadCashierScript,
  resetCashierScript,
} from './cashier-script';
import type { LiziCashierSdk } from './cashier-sdk.types';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-lizi-cashier-sdk]')];
const fakeSdk: LiziCashierSdk = { version: 'test', create: () => ({ show() {}, hide() {}, destroy() {} }) };

afterEach(() => resetCashierScript());

describe('cashier script URL', () => {
  it('appends the 10-minute bucket as v', () => {
    const now = 1_800_000_123_456;
    const bucket = Math.floor(now / 600_000);
    expect(CASHIER_CACHE_BUCKET_MS).toBe(600_000);
    expect(cashierScriptSrc('/api/cashier/sdk.js', now)).toBe(`/api/cashier/sdk.js?v=${bucket}`);
    expect(cashierScriptSrc('https://pay.example/sdk.js?lang=zh', now)).toBe(
      `https://pay.example/sdk.js?lang=zh&v=${bucket}`,
    );
  });

  it('keeps the number within ten minutes and changes it after', () => {
    const start = 600_000 * 3_000_000;
    expect(cacheBucket(start)).toBe(cacheBucket(start + 599_999));
    expect(cacheBucket(start + 600_000)).toBe(cacheBucket(start) + 1);
  });
});

describe('loadCashierScript', () => {
  it('injects one script for any number of callers and resolves them all with the SDK', async () => {
    const now = 1_800_000_000_000;
    const first = loadCashierScript('/api/cashier/sdk.js', now);
    const second = loadCashierScript('/api/cashier/sdk.js', now);
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe(`/api/cashier/sdk.js?v=${Math.floor(now / 600_000)}`);
    expect(script.parentElement).toBe(document.head);

    window.LiziCashier = fakeSdk;
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeSdk);
    await expect(loadCashierScript()).resolves.toBe(fakeSdk);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects with 收银台脚本加载失败 when the script fails, removes it, and lets a later call retry', async () => {
    const failed = loadCashierScript('/api/cashier/sdk.js');
    (scripts()[0] as HTMLScriptElement).dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('收银台脚本加载失败');
    await expect(failed).rejects.toBeInstanceOf(CashierError);
    expect(scripts()).toHaveLength(0);

    const retry = loadCashierScript('/api/cashier/sdk.js');
    expect(retry).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    window.LiziCashier = fakeSdk;
    (scripts()[0] as HTMLScriptElement).dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(fakeSdk);
  });

  it('rejects with 收银台未初始化 when the script loads but defines no cashier', async () => {
    const loading = loadCashierScript('/api/cashier/sdk.js');
    (scripts()[0] as HTMLScriptElement).dispatchEvent(new Event('load'));
    await expect(loading).rejects.toMatchObject({ kind: 'not-initialised', message: '收银台未初始化' });
  });
});

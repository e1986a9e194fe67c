import { CASHIER_CACHE_BUCKET_MS } from '@lizi/shared';
import { appConfig } from '../../lib/app-config';
import type { LiziCashierSdk } from './cashier-sdk.types';
import { cashierText } from './cashier-text';

export type CashierErrorKind = 'script-load' | 'not-initialised';

export class CashierError extends Error {
  constructor(readonly kind: CashierErrorKind) {
    super(kind === 'script-load' ? cashierText.scriptLoadFailed : cashierText.notInitialised);
    this.name = 'CashierError';
  }
}

/** Spec §7/§9: the script URL carries a number that changes every 10 minutes, so caches refresh that often. */
export function cacheBucket(now: number = Date.now()): number {
  return Math.floor(now / CASHIER_CACHE_BUCKET_MS);
}

export function cashierScriptSrc(url: string, now: number = Date.now()): string {
  const [base = '', hash] = url.split('#', 2);
  const withV = `${base}${base.includes('?') ? '&' : '?'}v=${cacheBucket(now)}`;
  return hash === undefined ? withV : `${withV}#${hash}`;
}

const SCRIPT_MARK = 'data-lizi-cashier-sdk';
let loading: Promise<LiziCashierSdk> | null = null;

/**
 * Loads the cashier script once per page (spec §4): one <script> element, one promise that every caller
 * shares. A failed load removes its element and forgets the promise, so a later attempt may try again.
 */
export function loadCashierScript(
  url: string = appConfig.cashierScriptUrl,
  now: number = Date.now(),
): Promise<LiziCashierSdk> {
  if (loading) return loading;
  const attempt = new Promise<LiziCashierSdk>((resolve, reject) => {
    if (window.LiziCashier) {
      resolve(window.LiziCashier);
      return;
    }
    const script = document.createElement('script');
    script.src = cashierScriptSrc(url, now);
    script.async = true;
    script.setAttribute(SCRIPT_MARK, '');
    script.onload = () => {
      if (window.LiziCashier) resolve(window.LiziCashier);
      else reject(new CashierError('not-initialised'));
    };
    script.onerror = () => {
      script.remove();
      reject(new CashierError('script-load'));
    };
    document.head.append(script);
  });
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

/** Tests only: forget the loaded script. */
export function resetCashierScript(): void {
  loading = null;
  for (const el of document.querySelectorAll(`script[${SCRIPT_MARK}]`)) el.remove();
  delete window.LiziCashier;
}

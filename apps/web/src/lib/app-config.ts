import { isSiteVariant, type SiteVariant, siteVariantFromHost } from '@lizi/shared';

/**
 * Runtime configuration. The server replaces `<!--app-config-->` in index.html with a JSON data block
 * (`<script type="application/json" id="app-config">`), which needs no inline-script exception in the CSP, so one
 * build serves every site variant and environment. Under the Vite dev server nothing is injected and we fall back
 * to VITE_* variables and the host name.
 */
export interface AppConfig {
  siteVariant: SiteVariant;
  env: 'production' | 'test';
  /** Menu keys (see app/layouts/menu/menu-config.ts) shown as "not open yet". */
  disabledFeatures: string[];
  /** Empty when not configured; the menu then says the tutorial is being prepared. */
  tutorialUrl: string;
  /** The link encoded in the community-group QR code; empty when not configured. */
  communityQrUrl: string;
  appName: string;
  /** The unified login's app key and base URL ('' = the built-in service on this origin). */
  ulpAppKey: string;
  ulpBaseUrl: string;
  /** The cashier script (spec §4, §7); a 10-minute cache-busting number is appended when loading it. */
  cashierScriptUrl: string;
}

export const DEFAULT_APP_NAME = '栗子工坊';
export const DEFAULT_CASHIER_SCRIPT_URL = '/api/cashier/sdk.js';

export interface AppConfigSources {
  injected?: Partial<AppConfig> | null;
  host?: string;
  env?: Partial<
    Record<
      'VITE_SITE_VARIANT' | 'VITE_DISABLED_FEATURES' | 'VITE_TUTORIAL_URL' | 'VITE_COMMUNITY_QR_URL',
      string
    >
  >;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Pure so it can be tested; every field is checked because the injected object comes from outside the bundle. */
export function resolveAppConfig({ injected, host = '', env = {} }: AppConfigSources): AppConfig {
  const fromEnv = env.VITE_SITE_VARIANT;
  const fallbackVariant: SiteVariant = isSiteVariant(fromEnv) ? fromEnv : siteVariantFromHost(host);
  const cfg = injected ?? {};
  return {
    siteVariant: isSiteVariant(cfg.siteVariant) ? cfg.siteVariant : fallbackVariant,
    env: cfg.env === 'production' ? 'production' : 'test',
    disabledFeatures: Array.isArray(cfg.disabledFeatures)
      ? cfg.disabledFeatures.filter((key): key is string => typeof key === 'string')
      : splitList(env.VITE_DISABLED_FEATURES),
    tutorialUrl: stringOr(cfg.tutorialUrl, env.VITE_TUTORIAL_URL ?? ''),
    communityQrUrl: stringOr(cfg.communityQrUrl, env.VITE_COMMUNITY_QR_URL ?? ''),
    appName: stringOr(cfg.appName, '') || DEFAULT_APP_NAME,
    ulpAppKey: stringOr(cfg.ulpAppKey, '') || 'lizi-web-test',
    ulpBaseUrl: stringOr(cfg.ulpBaseUrl, ''),
    cashierScriptUrl: stringOr(cfg.cashierScriptUrl, '') || DEFAULT_CASHIER_SCRIPT_URL,
  };
}

/** The data block the server embedded, or null (dev server, or unparsable). */
function readInjected(): Partial<AppConfig> | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById('app-config')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<AppConfig>) : null;
  } catch {
    return null;
  }
}

function readFromPage(): AppConfig {
  const hasWindow = typeof window !== 'undefined';
  return resolveAppConfig({
    injected: readInjected(),
    host: hasWindow ? window.location.host : '',
    env: import.meta.env ?? {},
  });
}

/** Read once at start-up: the injected config cannot change without a page load. */
export const appConfig: AppConfig = readFromPage();

export function isFeatureDisabled(
  key: string,
  config: Pick<AppConfig, 'disabledFeatures'> = appConfig,
): boolean {
  return config.disabledFeatures.includes(key);
}

import { type SiteVariant, siteVariantFromHost } from '@lizi/shared';
import type { AppConfig } from '../../config';

/** What the browser needs before its first request: the site variant and the switches of this deployment. */
export interface PublicAppConfig {
  siteVariant: SiteVariant;
  env: 'production' | 'test';
  disabledFeatures: string[];
  tutorialUrl: string;
  communityQrUrl: string;
  appName: string;
  /** The unified login's app key for this environment and its base URL ('' = built in, same origin). */
  ulpAppKey: string;
  ulpBaseUrl: string;
  /** The cashier script (spec §4, §7); the web appends a 10-minute cache-busting number. */
  cashierScriptUrl: string;
}

/** SITE_VARIANT wins (local use); otherwise the host pattern of spec §1 decides. */
export function publicAppConfig(config: AppConfig, hostname: string): PublicAppConfig {
  return {
    siteVariant: config.siteVariant ?? siteVariantFromHost(hostname),
    env: config.appEnv,
    disabledFeatures: config.disabledFeatures,
    tutorialUrl: config.tutorialUrl,
    communityQrUrl: config.communityQrUrl,
    appName: '栗子工坊',
    ulpAppKey: config.ulp.appKey,
    ulpBaseUrl: config.ulp.baseUrl,
    cashierScriptUrl: config.cashierScriptUrl,
  };
}

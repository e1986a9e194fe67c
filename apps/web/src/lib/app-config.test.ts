import { describe, expect, it } from 'vitest';
import { resolveAppConfig } from './app-config';

describe('resolveAppConfig', () => {
  it('uses the injected config when present', () => {
    const config = resolveAppConfig({
      injected: {
        siteVariant: 'open',
        env: 'production',
        disabledFeatures: ['lipSync'],
        tutorialUrl: 'https://docs.example/tutorial',
        communityQrUrl: 'https://group.example/join',
        appName: '栗子工坊',
        ulpAppKey: 'lizi-web',
        ulpBaseUrl: 'https://ulp.example',
        cashierScriptUrl: 'https://pay.example/cashier/sdk.js',
      },
      host: 'class.example.com',
      env: { VITE_SITE_VARIANT: 'show', VITE_DISABLED_FEATURES: 'faceSwap' },
    });
    expect(config).toEqual({
      siteVariant: 'open',
      env: 'production',
      disabledFeatures: ['lipSync'],
      tutorialUrl: 'https://docs.example/tutorial',
      communityQrUrl: 'https://group.example/join',
      appName: '栗子工坊',
      ulpAppKey: 'lizi-web',
      ulpBaseUrl: 'https://ulp.example',
      cashierScriptUrl: 'https://pay.example/cashier/sdk.js',
    });
  });

  it('falls back to VITE_* and then the host under the dev server', () => {
    expect(
      resolveAppConfig({ host: 'class.example.com', env: { VITE_SITE_VARIANT: 'show' } }).siteVariant,
    ).toBe('show');
    const fromHost = resolveAppConfig({
      host: 'open.example.com:5173',
      env: { VITE_DISABLED_FEATURES: ' a, b ,,' },
    });
    expect(fromHost).toMatchObject({
      siteVariant: 'open',
      env: 'test',
      disabledFeatures: ['a', 'b'],
      appName: '栗子工坊',
      cashierScriptUrl: '/api/cashier/sdk.js',
    });
  });

  it('ignores malformed injected values', () => {
    const config = resolveAppConfig({
      injected: { siteVariant: 'nope' as never, env: 'staging' as never, disabledFeatures: 'x' as never },
      host: 'localhost',
    });
    expect(config).toMatchObject({ siteVariant: 'default', env: 'test', disabledFeatures: [] });
    expect(
      resolveAppConfig({ injected: { cashierScriptUrl: 42 as never }, host: 'localhost' }).cashierScriptUrl,
    ).toBe('/api/cashier/sdk.js');
  });
});

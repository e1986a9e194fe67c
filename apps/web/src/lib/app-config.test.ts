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
    });
  });

  it('ignores malformed injected values', () => {
    const config = resolveAppConfig({
      injected: { siteVariant: 'nope' as never, env: 'staging' as never, disabledFeatures: 'x' as never },
      host: 'localhost',
    });
    expect(config).toMatchObject({ siteVariant: 'default', env: 'test', disabledFeatures: [] });
  });
});

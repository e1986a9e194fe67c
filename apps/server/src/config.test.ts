import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a working embedded default with no variables at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database.driver).toBe('pglite');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.appEnv).toBe('test');
    expect(config.worker.enabled).toBe(true);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' });
    expect(config.database).toMatchObject({ driver: 'postgres', url: 'postgres://u@127.0.0.1:5432/x' });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SITE_VARIANT', { SITE_VARIANT: 'vip' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['WORKER_ENABLED', { WORKER_ENABLED: 'maybe' }],
    ['SEED_DEMO_PASSWORD', { SEED_DEMO_PASSWORD: 'short' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['CAPTCHA_TEST_ANSWER', { CAPTCHA_TEST_ANSWER: 'ab12' }],
    ['CAPTCHA_TEST_ANSWER', { NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'too-long' }],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'alipay' }],
    ['PAYMENT_NOTIFY_BASE_URL', { PAYMENT_NOTIFY_BASE_URL: 'not a url' }],
    ['CASHIER_SCRIPT_URL', { CASHIER_SCRIPT_URL: 'sdk.js' }],
    ['CASHIER_SCRIPT_URL', { CASHIER_SCRIPT_URL: '//cdn.example/sdk.js' }],
  ])('refuses a bad %s and names it', (variable, env) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((i) => i.variable)).toContain(variable);
    expect((error as Error).message).toContain(variable);
  });

  it('has no demo accounts in production unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).appEnv).toBe('production');
  });

  it('parses the disabled feature list', () => {
    expect(loadConfig({ DISABLED_FEATURES: ' aiSound, lipSync ,,' }).disabledFeatures).toEqual([
      'aiSound',
      'lipSync',
    ]);
  });

  it('keeps an in-memory data dir as is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ driver: 'pglite', dir: 'memory://' });
  });
});

describe('SMS provider config', () => {
  it('uses the log provider by default', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
  });
  it('names every missing Aliyun variable', () => {
    try {
      loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).issues.map((i) => i.variable).sort()).toEqual([
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ]);
    }
  });

  it('has the sandbox cashier outside production, and no payment provider in production unless chosen', () => {
    const dev = loadConfig({});
    expect(dev.payment).toEqual({ provider: 'sandbox', notifyBaseUrl: '' });
    expect(dev.cashierScriptUrl).toBe('/api/cashier/sdk.js');
    expect(loadConfig({ NODE_ENV: 'production' }).payment.provider).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).payment.provider).toBe(
      'sandbox',
    );
    const custom = loadConfig({
      PAYMENT_NOTIFY_BASE_URL: 'https://lizi.example/',
      CASHIER_SCRIPT_URL: 'https://pay.example/cashier/sdk.js',
    });
    expect(custom.payment.notifyBaseUrl).toBe('https://lizi.example');
    expect(custom.cashierScriptUrl).toBe('https://pay.example/cashier/sdk.js');
  });
});

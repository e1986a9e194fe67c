import path from 'node:path';
import { isSiteVariant, SITE_VARIANTS } from '@lizi/shared';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

/**
 * Environment parsed once at boot (DESIGN.md §3). A bad value stops the process with a message naming the
 * variable, so a misconfigured deployment never half-starts. Every variable is listed in the README table.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === '1' || v === 'true' || v === 'yes'));

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_VARIANT: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || isSiteVariant(v),
      `must be one of ${SITE_VARIANTS.join(', ')}`,
    ),
  DISABLED_FEATURES: commaList,
  TUTORIAL_URL: z.string().url().default('https://www.example.com/lizi/tutorial'),
  COMMUNITY_QR_URL: z.string().url().default('https://www.example.com/lizi/community'),
  SEED_DEMO: bool(false).optional(),
  SEED_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('Lizi@2026'),
  WORKER_ENABLED: bool(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  TRUST_PROXY: bool(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEB_DIST_DIR: z.string().optional(),
  ULP_APP_KEY: z.string().min(4).optional(),
  ULP_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_PROVIDER: z.enum(['log', 'aliyun']).default('log'),
  CAPTCHA_TEST_ANSWER: z
    .string()
    .regex(/^[A-Za-z0-9]{4}$/, 'must be 4 letters or digits')
    .optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'off']).optional(),
  PAYMENT_NOTIFY_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CASHIER_SCRIPT_URL: z
    .string()
    .regex(/^(\/(?!\/)|https?:\/\/)\S+$/, 'must be a path starting with / or an http(s) URL')
    .default('/api/cashier/sdk.js'),
});

export type AppConfig = ReturnType<typeof resolveConfig>;

export class ConfigError extends Error {
  constructor(public readonly issues: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const aliyunSmsKeys = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
] as const;

function resolveConfig(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production';
  // 'memory://' (tests, benchmarks) keeps the embedded database in memory and writes nothing to disk.
  const inMemory = env.DATA_DIR?.startsWith('memory://') ?? false;
  const dataDir = inMemory ? 'memory://' : path.resolve(repoRoot(), env.DATA_DIR ?? 'data');
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: production,
    /** Spec §9 environments: decides the cookie name and the app keys. */
    appEnv: env.APP_ENV ?? (production ? 'production' : 'test'),
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? ({ driver: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } as const)
      : ({ driver: 'pglite', dir: inMemory ? 'memory://' : path.join(dataDir, 'pglite') } as const),
    logLevel: env.LOG_LEVEL,
    siteVariant: env.SITE_VARIANT ? (env.SITE_VARIANT as (typeof SITE_VARIANTS)[number]) : undefined,
    disabledFeatures: env.DISABLED_FEATURES,
    tutorialUrl: env.TUTORIAL_URL,
    communityQrUrl: env.COMMUNITY_QR_URL,
    /** Demo accounts: on by default, off in production unless SEED_DEMO=1 (README). */
    seedDemo: env.SEED_DEMO ?? !production,
    seedDemoPassword: env.SEED_DEMO_PASSWORD,
    worker: { enabled: env.WORKER_ENABLED, concurrency: env.WORKER_CONCURRENCY },
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    webDistDir: path.resolve(repoRoot(), env.WEB_DIST_DIR ?? 'apps/web/dist'),
    /** The unified login service of spec §7. Built in; ULP_BASE_URL points the web at an external one. */
    ulp: {
      appKey: env.ULP_APP_KEY ?? (production ? 'lizi-web' : 'lizi-web-test'),
      baseUrl: env.ULP_BASE_URL ?? '',
    },
    /** Browser tests cannot read a picture: with NODE_ENV=test only, every captcha may be given this answer. */
    captchaTestAnswer: env.NODE_ENV === 'test' ? env.CAPTCHA_TEST_ANSWER : undefined,
    sms:
      env.SMS_PROVIDER === 'aliyun'
        ? ({
            provider: 'aliyun',
            accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID as string,
            accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET as string,
            signName: env.ALIYUN_SMS_SIGN_NAME as string,
            templateCode: env.ALIYUN_SMS_TEMPLATE_CODE as string,
            endpoint: env.ALIYUN_SMS_ENDPOINT,
          } as const)
        : ({ provider: 'log' } as const),
    /**
     * Top-ups (docs/decisions.md "Cashier"). The built-in sandbox pays without money, so production has no
     * payment provider unless one is chosen explicitly. notifyBaseUrl '' = the origin of the paying request.
     */
    payment: {
      provider: env.PAYMENT_PROVIDER ?? (production ? 'off' : 'sandbox'),
      notifyBaseUrl: env.PAYMENT_NOTIFY_BASE_URL?.replace(/\/+$/, '') ?? '',
    },
    /** Where the web loads the cashier script from (spec §7: a 10-minute cache-busting number is appended). */
    cashierScriptUrl: env.CASHIER_SCRIPT_URL,
  };
}

/** Parses `env` (process.env by default). Throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema
    .superRefine((v, refine) => {
      if (v.CAPTCHA_TEST_ANSWER && v.NODE_ENV !== 'test') {
        refine.addIssue({
          code: 'custom',
          path: ['CAPTCHA_TEST_ANSWER'],
          message: 'only allowed with NODE_ENV=test',
        });
      }
      if (v.SMS_PROVIDER !== 'aliyun') return;
      for (const key of aliyunSmsKeys) {
        if (!v[key])
          refine.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=aliyun' });
      }
    })
    .safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '?'),
        message: issue.message,
      })),
    );
  }
  return resolveConfig(parsed.data);
}

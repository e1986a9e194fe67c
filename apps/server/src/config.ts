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
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(true),
  S3_PREFIX: z.string().default(''),
  LIZI_MASTER_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FILE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86400)
    .default(6 * 3600),
  LOCAL_PROVIDER: bool(true),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  COMFYUI_URL: z.string().url().optional(),
  ARK_API_KEY: z.string().min(1).optional(),
  ARK_BASE_URL: z.string().url().default('https://ark.cn-beijing.volces.com/api/v3'),
  DASHSCOPE_API_KEY: z.string().min(1).optional(),
  DASHSCOPE_BASE_URL: z.string().url().default('https://dashscope.aliyuncs.com/api/v1'),
  KLING_ACCESS_KEY: z.string().min(1).optional(),
  KLING_SECRET_KEY: z.string().min(1).optional(),
  KLING_BASE_URL: z.string().url().default('https://api-beijing.klingai.com'),
  TASK_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  TASK_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(600).default(30),
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
    /** Uploads and outputs (DESIGN.md §1): DATA_DIR/files, or an S3-compatible bucket. */
    storage:
      env.STORAGE === 's3'
        ? ({
            driver: 's3',
            endpoint: env.S3_ENDPOINT,
            publicEndpoint: env.S3_PUBLIC_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET as string,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            prefix: env.S3_PREFIX,
          } as const)
        : ({ driver: 'local', root: inMemory ? null : path.join(dataDir, 'files') } as const),
    /** Encrypts provider keys at rest; without it a key file under DATA_DIR is generated (docs/decisions.md). */
    masterKey: env.LIZI_MASTER_KEY,
    /** The address vendors can fetch our signed file URLs from; empty = inputs are sent inline or uploaded. */
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? '',
    fileUrlTtlSeconds: env.FILE_URL_TTL_SECONDS,
    /** Providers configured by environment (shown read-only in the back office). */
    providersFromEnv: {
      local: env.LOCAL_PROVIDER,
      openai: env.OPENAI_API_KEY
        ? {
            apiKey: env.OPENAI_API_KEY,
            baseUrl: env.OPENAI_BASE_URL,
            chatModel: env.OPENAI_CHAT_MODEL,
            imageModel: env.OPENAI_IMAGE_MODEL,
            ttsModel: env.OPENAI_TTS_MODEL,
          }
        : null,
      comfyui: env.COMFYUI_URL ? { baseUrl: env.COMFYUI_URL } : null,
      ark: env.ARK_API_KEY ? { apiKey: env.ARK_API_KEY, baseUrl: env.ARK_BASE_URL } : null,
      dashscope: env.DASHSCOPE_API_KEY
        ? { apiKey: env.DASHSCOPE_API_KEY, baseUrl: env.DASHSCOPE_BASE_URL }
        : null,
      kling:
        env.KLING_ACCESS_KEY && env.KLING_SECRET_KEY
          ? { accessKey: env.KLING_ACCESS_KEY, secretKey: env.KLING_SECRET_KEY, baseUrl: env.KLING_BASE_URL }
          : null,
    },
    tasks: { retryLimit: env.TASK_RETRY_LIMIT, heartbeatSeconds: env.TASK_HEARTBEAT_SECONDS },
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
      if (v.STORAGE === 's3') {
        for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (!v[key]) refine.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE=s3' });
        }
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

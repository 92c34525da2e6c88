import { resolve } from 'node:path';
import * as z from 'zod';
import { PASSWORD_LOG_N } from './auth/password';

export const DEFAULT_SIGN_SECRET = 'irr-dev-secret';
export const DEFAULT_MERCHANT_KEY = 'irr-dev-merchant-key';
/** The TCP gateway's port for DTUs when IRR_FIELD_PORT is not set (beside MQTT's 1883). */
export const DEFAULT_FIELD_PORT = 7651;

/** Where SMS codes go: `outbox` records them in the table sms_outbox (development, demos, tests). */
export const SMS_PROVIDERS = ['outbox'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** SMS codes of the password flow: their life and tries, how often one may be asked for. */
export interface SmsRules {
  provider: SmsProviderName;
  codeTtlMs: number;
  /** Wrong tries after which a code is dead. */
  maxTries: number;
  /** One code per mobile per this long. */
  resendMs: number;
  /** The window of the two counts below. */
  windowMs: number;
  perMobile: number;
  perAddress: number;
  /** A password flow (verified phone, checked code) lasts this long. */
  flowTtlMs: number;
  /** The outbox keeps messages this long. */
  outboxKeepMs: number;
}

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where the devices' ports listen (the embedded broker, the TCP gateway): the field reaches them directly, not through the web's proxy. */
  deviceHost: string;
  /** Embedded database (`<dataDir>/pgdata`), its lock file and the uploaded files live here. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * Longest wait for a database connection (the embedded engine's one, a pool's free one, a new
   * one to PostgreSQL): past it the call answers 9998, before the console's 5 s timeout.
   */
  busyLimitMs: number;
  /** The embedded engine's statements prepared once per text (db/embedded-prepared.ts); off: PGlite's own query(). */
  embeddedPrepared: boolean;
  production: boolean;
  signSecret: string;
  merchantKey: string;
  /** Accepted distance between a request's `timestamp` header and the server clock. */
  signatureWindowMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  captchaTtlMs: number;
  /** Every captcha shows this text (tests and demos only). */
  captchaFixed: string | undefined;
  /** scrypt's cost (log2 of N) of the password hashes this server writes (auth/password.ts). */
  passwordLogN: number;
  authCodeTtlMs: number;
  sms: SmsRules;
  lockout: { windowMs: number; maxPerAccountAndIp: number; maxPerAccount: number };
  /** Largest JSON or form body, in bytes; larger gets HTTP 413. */
  bodyLimit: number;
  uploadMaxBytes: number;
  rateLimit: { windowMs: number; max: number; loginMax: number };
  corsOrigins: string[];
  /**
   * Proxies in front (load balancers): the last this many X-Forwarded-For entries are theirs and
   * trusted, anything a client wrote before them is not (0: the socket address is the client).
   */
  trustProxy: number;
  /** One JSON line per request on stdout; tests pass their own sink. */
  log: (line: string) => void;
  /** The server's clock; tests move it instead of sleeping. */
  now: () => Date;
  /** How often the settlement job runs (server/money/settlement-job.ts); 0: only when asked (tests). */
  settlementEveryMs: number;
  /** Devices over MQTT (server/docs/devices.md). */
  mqtt: MqttConfig;
  /** DTUs over TCP, speaking SZY206 or SL 651 (server/docs/field-gateway.md). */
  field: FieldConfig;
  /** The field's history (server/docs/history.md): raw readings kept `rawDays` China days; its job every `everyMs` (0: only when asked). */
  history: { rawDays: number; everyMs: number };
  /** On SIGTERM, requests still in flight this long after it are cut (server/main.ts). */
  stopLimitMs: number;
  /** GET /metrics answers a request bearing this token (server/docs/metrics.md); unset: no /metrics. */
  metricsToken: string | undefined;
  /** The platform's API (/platform/merchants) answers a request bearing this key (server/docs/platform.md); unset: no API. */
  platformKey: string | undefined;
  /**
   * Seed the demo merchants (their accounts have the README's public password) into a database not
   * seeded yet: outside production by default; in production only with IRR_DEMO_SEED=1 (a demo server).
   */
  demoSeed: boolean;
}

export interface FieldConfig {
  /** The TCP gateway's port (0: any free one); null: none. */
  port: number | null;
  /** A registered socket that sends nothing (no frame, no heartbeat) this long is closed. */
  heartbeatWindowMs: number;
}

export interface MqttConfig {
  /** The embedded broker's port (0: any free one); null: none. Ignored when `url` is set. */
  port: number | null;
  /** An outside broker (mqtt://user:password@host:1883) the server joins instead of running its own. */
  url: string | undefined;
  /** A command without the device's answer after this long has failed. */
  commandTimeoutMs: number;
  /** Status reports are written together, at most this long after they arrive. */
  statusFlushMs: number;
  /** A well silent this long is offline. */
  offlineAfterMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  IRR_DEVICE_HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  IRR_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  IRR_SIGN_SECRET: z.string().min(1).default(DEFAULT_SIGN_SECRET),
  IRR_MERCHANT_KEY: z.string().min(1).default(DEFAULT_MERCHANT_KEY),
  IRR_SESSION_IDLE_MINUTES: positiveInt(30),
  IRR_SESSION_ABSOLUTE_HOURS: positiveInt(12),
  IRR_CAPTCHA_FIXED: z.string().min(1).max(16).optional(),
  IRR_ALLOW_FIXED_CAPTCHA: flag,
  IRR_PASSWORD_LOG_N: z.coerce.number().int().min(10).max(20).default(PASSWORD_LOG_N),
  IRR_BODY_LIMIT: positiveInt(1024 * 1024),
  IRR_DB_BUSY_MS: positiveInt(3000),
  IRR_PGLITE_PREPARED: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  IRR_RATE_LIMIT: positiveInt(600),
  IRR_LOGIN_RATE_LIMIT: positiveInt(120),
  IRR_CORS_ORIGINS: z.string().default(''),
  IRR_SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('outbox'),
  IRR_ALLOW_SMS_OUTBOX: flag,
  IRR_SETTLEMENT_EVERY_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  IRR_MQTT_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
  IRR_FIELD_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
  IRR_FIELD_HEARTBEAT_SECONDS: z.coerce.number().int().min(30).max(86_400).default(180),
  IRR_RAW_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'MQTT_URL must start with mqtt:// or mqtts://')
    .optional(),
  IRR_STOP_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
  IRR_METRICS_TOKEN: z.string().min(16, 'IRR_METRICS_TOKEN must be at least 16 characters').optional(),
  IRR_DEMO_SEED: z.enum(['0', '1'], 'IRR_DEMO_SEED is 1 (seed the demo merchants) or 0').optional(),
  IRR_PLATFORM_KEY: z.string().min(24, 'IRR_PLATFORM_KEY must be at least 24 characters').optional(),
  IRR_TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, 'IRR_TRUST_PROXY is the number of proxies in front (0, 1, 2...)')
    .optional(),
});

/**
 * The portal origins allowed with credentials, each exactly as a browser sends Origin
 * (`https://portal.example:8443`: no path, no trailing slash), so a typo refuses the start
 * instead of silently never matching. `*` and `null` are refused: with credentials they would let
 * any page (or any sandboxed frame or file) act as the logged-in user.
 */
export function parseCorsOrigins(text: string): string[] {
  const origins = text
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of origins) {
    if (o === '*' || o === 'null')
      throw new ConfigError(`IRR_CORS_ORIGINS: "${o}" is refused; list each portal origin (https://host:port).`);
    let origin: string | undefined;
    try {
      origin = new URL(o).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== o) {
      throw new ConfigError(
        `IRR_CORS_ORIGINS: "${o}" is not an origin${origin && origin !== 'null' ? ` (did you mean "${origin}"?)` : ''}; write scheme://host[:port] without path or trailing slash.`,
      );
    }
  }
  return origins;
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/**
 * Reads and checks the environment. Throws ConfigError with a readable message for a bad value
 * or a production server left with the development secret, merchant key or SMS outbox.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.IRR_SIGN_SECRET === DEFAULT_SIGN_SECRET) {
    throw new ConfigError(
      '生产环境不能使用默认签名密钥 / Refusing to start in production with the default IRR_SIGN_SECRET: set a secret of your own.',
    );
  }
  if (production && e.IRR_MERCHANT_KEY === DEFAULT_MERCHANT_KEY) {
    throw new ConfigError(
      '生产环境不能使用默认商户密钥 / Refusing to start in production with the default IRR_MERCHANT_KEY: set a key of your own.',
    );
  }
  if (production && e.IRR_SMS_PROVIDER === 'outbox' && !e.IRR_ALLOW_SMS_OUTBOX) {
    throw new ConfigError(
      '生产环境不能使用短信开发发件箱 / Refusing to start in production with the SMS outbox (codes are only recorded, never sent): set IRR_ALLOW_SMS_OUTBOX=1 to run it anyway.',
    );
  }
  if (production && e.IRR_PASSWORD_LOG_N < PASSWORD_LOG_N) {
    throw new ConfigError(
      `生产环境密码哈希强度不能低于默认值 / Refusing to start in production with IRR_PASSWORD_LOG_N below ${PASSWORD_LOG_N}.`,
    );
  }
  const corsOrigins = parseCorsOrigins(e.IRR_CORS_ORIGINS);
  if (e.IRR_CAPTCHA_FIXED !== undefined && e.NODE_ENV !== 'test' && !e.IRR_ALLOW_FIXED_CAPTCHA) {
    throw new ConfigError(
      'IRR_CAPTCHA_FIXED makes every captcha the same text: it is only accepted with NODE_ENV=test or IRR_ALLOW_FIXED_CAPTCHA=1.',
    );
  }
  return {
    host: e.HOST,
    port: e.PORT,
    deviceHost: e.IRR_DEVICE_HOST ?? e.HOST,
    dataDir: resolve(e.IRR_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    metricsToken: e.IRR_METRICS_TOKEN,
    platformKey: e.IRR_PLATFORM_KEY,
    demoSeed: e.IRR_DEMO_SEED === undefined ? !production : e.IRR_DEMO_SEED === '1',
    stopLimitMs: e.IRR_STOP_SECONDS * 1000,
    busyLimitMs: e.IRR_DB_BUSY_MS,
    embeddedPrepared: e.IRR_PGLITE_PREPARED,
    production,
    signSecret: e.IRR_SIGN_SECRET,
    merchantKey: e.IRR_MERCHANT_KEY,
    signatureWindowMs: 5 * 60_000,
    sessionIdleMs: e.IRR_SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.IRR_SESSION_ABSOLUTE_HOURS * 3_600_000,
    captchaTtlMs: 2 * 60_000,
    captchaFixed: e.IRR_CAPTCHA_FIXED,
    passwordLogN: e.IRR_PASSWORD_LOG_N,
    authCodeTtlMs: 60_000,
    sms: {
      provider: e.IRR_SMS_PROVIDER,
      codeTtlMs: 5 * 60_000,
      maxTries: 5,
      resendMs: 60_000,
      windowMs: 3_600_000,
      perMobile: 5,
      perAddress: 20,
      flowTtlMs: 10 * 60_000,
      outboxKeepMs: 86_400_000,
    },
    lockout: { windowMs: 15 * 60_000, maxPerAccountAndIp: 5, maxPerAccount: 20 },
    bodyLimit: e.IRR_BODY_LIMIT,
    uploadMaxBytes: 2_097_152,
    rateLimit: { windowMs: 60_000, max: e.IRR_RATE_LIMIT, loginMax: e.IRR_LOGIN_RATE_LIMIT },
    corsOrigins,
    // `true` once meant "behind a load balancer": one hop, never every hop (a client could forge them).
    trustProxy:
      e.IRR_TRUST_PROXY === undefined || e.IRR_TRUST_PROXY === 'false' ? 0 : e.IRR_TRUST_PROXY === 'true' ? 1 : Number(e.IRR_TRUST_PROXY),
    log: (line) => process.stdout.write(`${line}\n`),
    now: () => new Date(),
    // a test server's database is the tests' to change: no job of its own there unless asked
    settlementEveryMs: (e.IRR_SETTLEMENT_EVERY_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000,
    // a test server runs no broker unless asked (a test starts its own on a free port)
    mqtt: {
      port: e.IRR_MQTT_PORT === 'off' || (e.IRR_MQTT_PORT === undefined && e.NODE_ENV === 'test') ? null : (e.IRR_MQTT_PORT ?? 1883),
      url: e.MQTT_URL,
      commandTimeoutMs: 10_000,
      statusFlushMs: 50,
      offlineAfterMs: 60_000,
    },
    // the same for the TCP gateway
    field: {
      port:
        e.IRR_FIELD_PORT === 'off' || (e.IRR_FIELD_PORT === undefined && e.NODE_ENV === 'test')
          ? null
          : (e.IRR_FIELD_PORT ?? DEFAULT_FIELD_PORT),
      heartbeatWindowMs: e.IRR_FIELD_HEARTBEAT_SECONDS * 1000,
    },
    // the field's history (server/docs/history.md): raw readings kept this many China days
    history: { rawDays: e.IRR_RAW_DAYS, everyMs: e.NODE_ENV === 'test' ? 0 : 3_600_000 },
    ...overrides,
  };
}

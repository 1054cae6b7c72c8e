import { isIP } from 'node:net';
import { TENANT_IDS } from '@adatlas/domain/tenants';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * `DICTIONARY_URLS`: comma-separated http(s) addresses of dictionaries to merge over the shipped
 * ones, each with `{lng}` where the language goes (`https://cdn.example.com/adatlas/{lng}.json`).
 */
const dictionaryUrls = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const templates = (raw ?? '')
      .split(',')
      .map((template) => template.trim())
      .filter(Boolean);
    for (const template of templates) {
      if (!template.includes('{lng}')) {
        ctx.addIssue({ code: 'custom', message: `has an address without {lng}: ${template}` });
        return z.NEVER;
      }
      const url = parseUrl(template.replaceAll('{lng}', 'en'));
      if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: `has an address that is not http(s): ${template}` });
        return z.NEVER;
      }
      // fetch refuses them; an access token goes in the query instead.
      if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: 'has an address with a user name or password' });
        return z.NEVER;
      }
    }
    return templates;
  });

/** What proxy-addr names besides addresses: loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which hops may set the client address through X-Forwarded-For. Unset or `false`:
 * none, the socket's peer is the client. A number: that many proxies in front. Else a
 * comma-separated list of proxy addresses or CIDR ranges. Never "every hop" (`true`): then any
 * client could choose the address the rate limits, login throttle and sessions see.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = raw?.trim() ?? 'false';
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be a hop count from 1 to 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.find((entry) => !isAddressOrCidr(entry));
    if (invalid === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count or a comma-separated list of IPs/CIDRs, not "${invalid}"`,
    });
    return z.NEVER;
  });

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Spec access §1: dev, test, staging, production. */
export const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * Staging rehearses production on its own servers: the same safety rules (secret key, metrics
 * token, no loopback webhooks, no dev mailbox, two-factor admins, HSTS, no demo data unless asked).
 */
export function isDeployed(environment: Environment): boolean {
  return environment === 'staging' || environment === 'production';
}

/** Feature flags can be overridden in dev and test only (spec access §1). */
export function mayOverrideFlags(environment: Environment): boolean {
  return environment === 'development' || environment === 'test';
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(ENVIRONMENTS).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  /** Default `info`; in staging logging is off (`silent`) unless a level is given (spec access §1). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** JSON map tenant → connection URL, for countries living on their own server. */
  TENANT_DATABASES: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {};
      try {
        const parsed = z.record(z.string(), z.url()).parse(JSON.parse(raw));
        return parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of tenant → postgres URL' });
        return z.NEVER;
      }
    }),
  /**
   * JSON map tenant (or "core") → its streaming replicas' URLs, e.g. `{"italy":["postgres://…"]}`:
   * read-only requests are served from them (docs/deployment.md, "Read replicas").
   */
  TENANT_REPLICAS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {};
      const names = z.enum(['core', ...TENANT_IDS]);
      try {
        return z
          .partialRecord(names, z.array(z.url({ protocol: /^postgres(ql)?$/ })))
          .parse(JSON.parse(raw)) as Partial<Record<string, string[]>>;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `must be a JSON object of ${['core', ...TENANT_IDS].join('|')} → list of postgres URLs`,
        });
        return z.NEVER;
      }
    }),
  /** A replica further behind its primary than this is skipped; its reads go to the primary. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().positive().default(5_000),
  /** How often each replica's replay position (and so its lag and health) is checked. */
  REPLICA_CHECK_INTERVAL_MS: z.coerce.number().int().min(50).max(1_000).default(250),
  /** Postgres cancels a statement running longer than this (`statement_timeout`, 0 = never). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * The server stops waiting for any answer from Postgres after this long (node-postgres'
   * `query_timeout`): a frozen or unreachable database fails requests instead of hanging them.
   * Keep it above the statement timeout, which cancels the slow statement itself.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** How long a request waits for a pooled connection or a new one before SERVICE_UNAVAILABLE. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  DATA_DIR: z.string().min(1).default('data'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  /** Admins must use two-factor sign-in; unset means on in production, off elsewhere (demo logins). */
  ADMIN_2FA_REQUIRED: booleanString.optional(),
  MAIL_FROM: z.string().default('AdAtlas <no-reply@adatlas.test>'),
  /** How often the outbox sender looks for mail due for a (re)try. */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  /** When the weekly update e-mail goes out: five-field cron, UTC (default Monday 07:00). */
  WEEKLY_UPDATE_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a five-field cron expression')
    .default('0 7 * * 1'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  /** How long one call to Stripe may take before the user gets SERVICE_UNAVAILABLE (the SDK's own default is 80 s). */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  MAILER_URL: z.url().optional(),
  /** How long one call to the companion mailer may take (it is retried twice). */
  MAILER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** How long one webhook delivery may take (connect to last byte) before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
  /** The first retry of a failed webhook delivery waits this long, each next one twice as long. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().positive().default(30),
  /** Lets webhooks reach loopback addresses (local receivers in development and tests); refused in production. */
  WEBHOOK_ALLOW_LOOPBACK: booleanString.default(false),
  /** How long a call to an organisation's single sign-on provider may take (discovery, token). */
  SSO_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** HubSpot's API (the CRM push, #34); tests point it at a local server. */
  HUBSPOT_API_URL: z.url().default('https://api.hubapi.com'),
  /** Salesforce's OAuth host (use https://test.salesforce.com for sandboxes); tests point it at a local server. */
  SALESFORCE_LOGIN_URL: z.url().default('https://login.salesforce.com'),
  /** The Salesforce connected app (consumer key and secret); unset means Salesforce is not offered. */
  SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
  SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
  SALESFORCE_API_VERSION: z
    .string()
    .regex(/^\d+\.\d$/)
    .default('62.0'),
  /** How long one call to a CRM may take; rate-limited calls are retried up to CRM_MAX_RETRIES times. */
  CRM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  CRM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  /** Meta's Ad Library API (#35): without a token the adapter is off and the back office says so. */
  META_ADLIB_TOKEN: z.string().min(1).optional(),
  /** The Graph API base with its version; tests point it at a local server. */
  META_ADLIB_API_URL: z.url().default('https://graph.facebook.com/v23.0'),
  /** What each run asks ads_archive for: these page ids (comma-separated, at most 10), else these search terms. */
  META_ADLIB_PAGE_IDS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d+$/)).max(10)),
  META_ADLIB_SEARCH_TERMS: z.string().max(100).optional(),
  META_ADLIB_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(250),
  META_ADLIB_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Rate limits (613 and the like) and broken answers are retried this often, waiting 2^n × the base. */
  META_ADLIB_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(5),
  META_ADLIB_RETRY_BASE_MS: z.coerce.number().int().min(0).default(5_000),
  /** When every country's Meta ingestion is queued (UTC). */
  META_ADLIB_CRON: z.string().min(9).default('0 3 * * *'),
  SECRET_KEY: z.string().min(16).optional(),
  /** Sessions end this long after login whatever the activity, or after this long idle. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(720),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  /**
   * Failed logins, kept in Postgres so the count holds across processes: past MAX_FAILURES of one
   * (account, address) pair, or ten times that from one address, each attempt waits 1 s, doubling
   * after each further failure up to the window. Never per account alone: no one can lock its owner out.
   */
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  LOGIN_THROTTLE_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  /** Per-IP limit on login, register, forgot-password and resending the confirmation e-mail (each route, per minute, per process). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  FEATURE_FLAGS_OVERRIDE: z.string().optional(),
  SEED_DEMO: booleanString.optional(),
  SEED_SCALE: z.coerce.number().positive().default(1),
  /** The day the demo data is dated from (YYYY-MM-DD); unset, the day it is loaded. */
  SEED_DAY: z.iso.date().optional(),
  WEB_DIST: z.string().optional(),
  /** When set, GET /metrics answers only requests bearing this token; required in production. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Queries slower than this many milliseconds are logged with their SQL text (no parameters). */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(200),
  /** How long a session and licence lookup may be reused (0 = off); default 2000, 0 under test. */
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * How long a detail row, quick search answer or list page may be reused (0 = off); changes drop it at once
   * through `NOTIFY adatlas_tenant_data`. Default 300000, 0 under test.
   */
  DATA_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Company/contact search pages starting at or beyond this many results answer TOO_MANY_RESULTS. */
  SEARCH_MAX_RESULTS: z.coerce.number().int().positive().default(10_000),
  /** Wikipedia REST base; `{lang}` is replaced by the language of the company's wikipedia link. */
  WIKIPEDIA_API_URL: z.string().min(1).default('https://{lang}.wikipedia.org/api/rest_v1'),
  /** Google Maps Platform base (e.g. `https://maps.googleapis.com`) and key; without both, maps are drawn offline. */
  MAPS_API_URL: z.url().optional(),
  MAPS_API_KEY: z.string().min(1).optional(),
  /** Per-user limit on each places autocomplete route (each route, per minute, per process): they proxy a paid API. */
  PLACES_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  DICTIONARY_URLS: dictionaryUrls,
  /** How long the fetched dictionaries of a language are served before they are fetched again. */
  DICTIONARY_CACHE_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'LOG_LEVEL'> & {
  LOG_LEVEL: NonNullable<z.infer<typeof ConfigSchema>['LOG_LEVEL']>;
  ADMIN_2FA_REQUIRED: boolean;
  AUTH_CACHE_MS: number;
  DATA_CACHE_MS: number;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  if (result.data.STRIPE_SECRET_KEY && !result.data.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
  }
  if (Boolean(result.data.MAPS_API_URL) !== Boolean(result.data.MAPS_API_KEY)) {
    throw new ConfigError('Invalid configuration: MAPS_API_URL and MAPS_API_KEY go together');
  }
  const environment = result.data.NODE_ENV;
  const deployed = isDeployed(environment);
  if (deployed && !result.data.SECRET_KEY) {
    throw new ConfigError(`Invalid configuration: SECRET_KEY is required in ${environment}`);
  }
  // Webhook URLs are the customer's: once deployed none may reach this machine's own services.
  if (deployed && result.data.WEBHOOK_ALLOW_LOOPBACK) {
    throw new ConfigError(`Invalid configuration: WEBHOOK_ALLOW_LOOPBACK is refused in ${environment}`);
  }
  // Open metrics tell anyone the traffic, the error rates and the routes in use.
  if (deployed && !result.data.METRICS_TOKEN) {
    throw new ConfigError(`Invalid configuration: METRICS_TOKEN is required in ${environment}`);
  }
  // An override there would be ignored: said at start-up rather than found out later.
  if (!mayOverrideFlags(environment) && result.data.FEATURE_FLAGS_OVERRIDE) {
    throw new ConfigError(
      `Invalid configuration: FEATURE_FLAGS_OVERRIDE is refused in ${environment} (dev and test only)`,
    );
  }
  return {
    ...result.data,
    LOG_LEVEL: result.data.LOG_LEVEL ?? (environment === 'staging' ? 'silent' : 'info'),
    ADMIN_2FA_REQUIRED: result.data.ADMIN_2FA_REQUIRED ?? deployed,
    // Tests write core rows straight through SQL and expect the next request to see them.
    AUTH_CACHE_MS: result.data.AUTH_CACHE_MS ?? (result.data.NODE_ENV === 'test' ? 0 : 2_000),
    // Likewise for tenant rows written by test factories through their own connections.
    DATA_CACHE_MS: result.data.DATA_CACHE_MS ?? (result.data.NODE_ENV === 'test' ? 0 : 300_000),
  };
}

import path from 'node:path';
import '#shared/zod-english.js';
import ms, { type StringValue } from 'ms';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-ip.js';
import type { LogConfig } from './ops/logger.js';
import { configuredVapidKeys, type VapidKeys } from './push/vapid-key-pair.js';

/**
 * Every environment variable the server reads, parsed and validated once at start.
 * Feature code receives this object; nothing else reads process.env.
 * The README's configuration table mirrors this file.
 */

/**
 * Parses a duration as `ms` reads it ('30m', '7d', '1500ms', '1.5h', '2 weeks', or a bare number of
 * milliseconds), kept to a whole, non-negative number of milliseconds: the values become timers and
 * integer database columns.
 */
export function parseDuration(value: string): number {
  const parsed = value.trim() === '' ? Number.NaN : ms(value.trim() as StringValue);
  if (!Number.isSafeInteger(parsed) || parsed < 0)
    throw new Error(`invalid duration "${value}" (use e.g. 30m, 7d, 500ms)`);
  return parsed;
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      try {
        return parseDuration(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('')
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.string().optional(),
  SESSION_IDLE_TIMEOUT: duration('30m'),
  SESSION_ABSOLUTE_LIFETIME: duration('7d'),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  SIGNIN_THROTTLE_WINDOW: duration('15m'),
  DEMO_ACCOUNT: z.enum(['auto', 'off']).default('auto'),
  CONTENT_DIR: z.string().default('content'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOW_HTTP: flag,
  YOUTUBE_API_KEY: z.string().optional(),
  YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_TIMEOUT: duration('5s'),
  VIDEO_CACHE_TTL: duration('24h'),
  SEARCH_LIMIT: z.coerce.number().int().positive().default(120),
  REMINDER_LIMIT: z.coerce.number().int().positive().default(10),
  EXPORT_LIMIT: z.coerce.number().int().positive().default(10),
  VIDEO_SEARCH_LIMIT: z.coerce.number().int().positive().default(30),
  VIDEO_SEARCH_WINDOW: duration('10m'),
  YOUTUBE_DAILY_UNITS: z.coerce.number().int().min(0).default(10_000),
  YOUTUBE_ACCOUNT_SHARE: z.coerce.number().gt(0).max(1).default(0.1),
  PRUNE_INTERVAL: duration('1h'),
  LINK_CHECK_INTERVAL: duration('0'),
  LINK_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  LINK_CHECK_HOST_DELAY: duration('1s'),
  LINK_CHECK_TIMEOUT: duration('10s'),
  TALKO_EMBED_URL: z.url({ protocol: /^https$/, error: 'TALKO_EMBED_URL must be an https URL' }).optional(),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag,
  // E-mail delivery (src/server/mail/): account verification, password reset, security notices.
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().trim().optional(),
  MAIL_SEND_TIMEOUT: duration('10s'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  // Running it (docs/DEPLOY.md): logs, metrics, shutdown.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SHUTDOWN_TIMEOUT: duration('20s'),
  RENDER_DEADLINE: duration('1500ms'),
});

export type DatabaseTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export interface Config {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  database: DatabaseTarget;
  /** The app's public origin when known (redirect URIs, Secure cookies); else derived per request. */
  publicUrl?: string;
  /** Which reverse proxies' X-Forwarded-For entries count (http/client-ip.ts). */
  trustProxy: TrustProxy;
  session: { idleTimeoutMs: number; absoluteLifetimeMs: number };
  signinThrottle: { maxFailures: number; windowMs: number };
  demoAccount: boolean;
  contentDir: string;
  /** Google (or any OpenID Connect) sign-up; enabled when a client id and secret are set. */
  oidc: { issuer: string; clientId?: string; clientSecret?: string; enabled: boolean; allowHttp: boolean };
  /** Searches everything (Ctrl+K, /search) per account a minute before 429. */
  searchPerMinute: number;
  /** Changes of the study reminder (PUT /api/reminders) per account a minute before 429. */
  reminderChangesPerMinute: number;
  /** 'Download my data' per account an hour before 429. */
  exportsPerHour: number;
  videos: {
    /** YouTube Data API key, held by the server only; without it the catalogue answers. */
    youtubeApiKey?: string;
    youtubeApiBase: string;
    timeoutMs: number;
    cacheTtlMs: number;
    perUserLimit: number;
    windowMs: number;
    /** Quota units the site may spend on YouTube per (Pacific) day; then the catalogue answers. */
    dailyUnits: number;
    /** The share of those units one account may spend (0 to 1); then it gets the catalogue. */
    accountShare: number;
  };
  /** How often one instance prunes old rate-limit counters, cached searches, abandoned flows and ended sessions. */
  pruneIntervalMs: number;
  /** The background link checker; off unless LINK_CHECK_INTERVAL is set. */
  linkCheck?: { intervalMs: number; concurrency: number; perHostDelayMs: number; timeoutMs: number };
  /** A chatbot provider's page to embed on /chatbot; without it our built-in Talko answers. */
  talkoEmbedUrl?: string;
  /** Web Push: the VAPID key pair (else generated once and stored in the database) and contact. */
  push: { vapidKeys?: VapidKeys; subject: string; subjectIsFallback: boolean; allowPrivateEndpoints: boolean };
  mail: MailConfig;
  /** Built SPA (index.html and hashed assets). */
  webDistDir: string;
  /** Compressed copies of the bodies known at start, kept between starts (http/compressed-copies.ts). */
  compressedCopiesDir: string;
  /**
   * The server's render of pages (web/page-renderer.ts): the build's dist/ssr, and how long a page may
   * take before the client-rendered shell answers instead (RENDER_DEADLINE).
   */
  serverRender: { dir: string; deadlineMs: number };
  /** One JSON line per request and event (ops/logger.ts); pretty for a terminal. */
  log: LogConfig;
  /** Prometheus text on its own port, off unless METRICS_PORT is set (ops/metrics-server.ts). */
  metrics?: { port: number; host: string };
  /** How long in-flight requests may take to finish after SIGTERM before connections are cut. */
  shutdownTimeoutMs: number;
}

/**
 * How e-mail leaves the server: smtp (SMTP_URL and MAIL_FROM set); outbox (outside production
 * without SMTP: stored and printed in the terminal, so a fresh machine works end to end); off (in
 * production without SMTP: stored, never sent, and the features that need e-mail say so).
 */
export interface MailConfig {
  delivery: 'smtp' | 'outbox' | 'off';
  smtpUrl?: string;
  from?: string;
  /**
   * The origin every link in an e-mail names: PUBLIC_URL, required whenever mail goes out over SMTP;
   * without SMTP (the outbox on this machine) http://localhost:PORT. Never a request's Host header,
   * which whoever sends the request chooses.
   */
  linkOrigin: string;
  /** Print unsent messages (and their links) in the terminal: outside production and tests only. */
  printToTerminal: boolean;
  sendTimeoutMs: number;
  maxAttempts: number;
}

function mailConfig(e: z.infer<typeof envSchema>): MailConfig {
  const smtpUrl = e.SMTP_URL || undefined;
  const from = e.MAIL_FROM || undefined;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (smtpUrl && !from)
    problems.push('MAIL_FROM: set the sender address (e.g. "StudyHub <no-reply@example.org>") with SMTP_URL');
  if (from && !smtpUrl) problems.push('SMTP_URL: set the SMTP server with MAIL_FROM');
  // Links in e-mails must name our own origin, in every NODE_ENV; a request's Host header could name anyone's.
  if (smtpUrl && !e.PUBLIC_URL)
    problems.push(
      'PUBLIC_URL: set the public origin (e.g. https://studyhub.example.org) with SMTP_URL: links in e-mails name it',
    );
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    delivery: smtpUrl ? 'smtp' : production ? 'off' : 'outbox',
    smtpUrl,
    from,
    linkOrigin: e.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${e.PORT}`,
    printToTerminal: !smtpUrl && !production && e.NODE_ENV !== 'test',
    sendTimeoutMs: e.MAIL_SEND_TIMEOUT,
    maxAttempts: e.MAIL_MAX_ATTEMPTS,
  };
}

/** DATABASE_URL: postgres:// or postgresql:// selects PostgreSQL; anything else is a SQLite path. */
export function parseDatabaseUrl(value: string | undefined): DatabaseTarget {
  const raw = value?.trim();
  if (!raw) return { engine: 'sqlite', file: path.resolve('data/portal.db') };
  if (/^postgres(ql)?:\/\//i.test(raw)) return { engine: 'postgres', url: raw };
  const file = raw.replace(/^sqlite:(\/\/)?/i, '');
  return { engine: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

/** Without VAPID_SUBJECT the public https origin is the contact; else a local placeholder (README says to set it). */
const FALLBACK_VAPID_SUBJECT = 'mailto:webmaster@localhost';

function pushConfig(e: z.infer<typeof envSchema>): Config['push'] {
  let vapidKeys: VapidKeys | undefined;
  try {
    vapidKeys = configuredVapidKeys(e.VAPID_PUBLIC_KEY || undefined, e.VAPID_PRIVATE_KEY || undefined);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`, { cause: error });
  }
  const publicHttps = e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL.replace(/\/$/, '') : undefined;
  const subject = e.VAPID_SUBJECT || publicHttps || FALLBACK_VAPID_SUBJECT;
  return {
    vapidKeys,
    subject,
    subjectIsFallback: subject === FALLBACK_VAPID_SUBJECT,
    allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
  };
}

function trustProxyConfig(value: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`, { cause: error });
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    database: parseDatabaseUrl(e.DATABASE_URL),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: trustProxyConfig(e.TRUST_PROXY),
    session: { idleTimeoutMs: e.SESSION_IDLE_TIMEOUT, absoluteLifetimeMs: e.SESSION_ABSOLUTE_LIFETIME },
    signinThrottle: { maxFailures: e.SIGNIN_MAX_FAILURES, windowMs: e.SIGNIN_THROTTLE_WINDOW },
    demoAccount: e.DEMO_ACCOUNT === 'auto' && e.NODE_ENV !== 'production',
    contentDir: path.resolve(e.CONTENT_DIR),
    oidc: {
      issuer: e.OIDC_ISSUER,
      clientId: e.GOOGLE_CLIENT_ID || undefined,
      clientSecret: e.GOOGLE_CLIENT_SECRET || undefined,
      enabled: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
      // Plain-http issuers exist only in tests (a local OIDC server); never in real deployments.
      allowHttp: e.OIDC_ALLOW_HTTP,
    },
    searchPerMinute: e.SEARCH_LIMIT,
    reminderChangesPerMinute: e.REMINDER_LIMIT,
    exportsPerHour: e.EXPORT_LIMIT,
    videos: {
      youtubeApiKey: e.YOUTUBE_API_KEY || undefined,
      youtubeApiBase: e.YOUTUBE_API_BASE,
      timeoutMs: e.YOUTUBE_TIMEOUT,
      cacheTtlMs: e.VIDEO_CACHE_TTL,
      perUserLimit: e.VIDEO_SEARCH_LIMIT,
      windowMs: e.VIDEO_SEARCH_WINDOW,
      dailyUnits: e.YOUTUBE_DAILY_UNITS,
      accountShare: e.YOUTUBE_ACCOUNT_SHARE,
    },
    pruneIntervalMs: e.PRUNE_INTERVAL,
    linkCheck:
      e.LINK_CHECK_INTERVAL > 0
        ? {
            intervalMs: e.LINK_CHECK_INTERVAL,
            concurrency: e.LINK_CHECK_CONCURRENCY,
            perHostDelayMs: e.LINK_CHECK_HOST_DELAY,
            timeoutMs: e.LINK_CHECK_TIMEOUT,
          }
        : undefined,
    talkoEmbedUrl: e.TALKO_EMBED_URL,
    push: pushConfig(e),
    mail: mailConfig(e),
    webDistDir: path.resolve('dist/web'),
    compressedCopiesDir: path.resolve('dist/compressed'),
    serverRender: { dir: path.resolve('dist/ssr'), deadlineMs: e.RENDER_DEADLINE },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT },
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT,
  };
}

/** The only reader of process.env: every setting, validated once at start-up. */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (graphql-api/src/config or graphql-api/dist/config, two levels below it). */
export const PROJECT_ROOT = path.resolve(here, '../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_DIR: z.string().default(path.join(PROJECT_ROOT, '.data', 'postgres')),
  /** 0 picks a free port (tests, e2e, benchmarks). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
  /** Delete the embedded data folder on stop (e2e and benchmark runs). */
  EMBEDDED_PG_EPHEMERAL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SESSION_SECRET: z.string().min(16).optional(),
  WEB_DIST_DIR: z.string().default(path.join(PROJECT_ROOT, 'web', 'dist')),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Accounts with these emails (comma-separated) are admins: at registration and at each sign-in. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** smtp://user:pass@host:port for real email; without it mail goes to MAIL_OUTBOX_DIR. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Epoch Atlas <no-reply@epoch-atlas.local>'),
  MAIL_OUTBOX_DIR: z.string().default(path.join(PROJECT_ROOT, '.data', 'outbox')),
  /** Uploaded media files (the upload wizard's attachments). */
  MEDIA_DIR: z.string().default(path.join(PROJECT_ROOT, '.data', 'media')),
  /**
   * The site's public address, the base of every link in an email. Required in production with an
   * external database; a local install defaults to the address it listens on. Never taken from a
   * request's Host header, which the client chooses.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address such as https://atlas.example.org' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * Which peers may set X-Forwarded-For / X-Forwarded-Proto: off by default (a client reaching the
   * app directly could otherwise pick its own address and escape every per-address limit). A
   * number of hops, or a comma-separated list of addresses, CIDR ranges and express's names
   * (loopback, linklocal, uniquelocal).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  /**
   * Origins (https://app.example.org) whose pages may make credentialed calls and writes; any other
   * origin may read public data only, signed out.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => {
          try {
            const url = new URL(o);
            if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
          } catch {
            // refused below
          }
          ctx.addIssue({ code: 'custom', message: `"${o}" is not an http(s) origin` });
          return o;
        }),
    ),
  /** Newsletter mails per second, across every node (the delivery queue paces itself to it). */
  NEWSLETTER_SEND_RATE: z.coerce.number().min(0.1).max(1000).default(10),
  /** Newsletter mails one queue job sends before handing over to the next. */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  /** Open and click tracking in newsletters (a tracking image and redirected links); false turns both off. */
  NEWSLETTER_TRACKING: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** When 'This Week in History' goes out (cron, UTC): Mondays at 07:00 by default. */
  NEWSLETTER_DIGEST_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'NEWSLETTER_DIGEST_CRON must be a five-field cron expression')
    .default('0 7 * * 1'),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Multiplies every rate limit; 0 turns them off (load tests replaying one account's sign-ins). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0).max(1000).default(1),
  /** Memory for cached answers of public GraphQL reads, in MB; 0 turns the response cache off. */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** How long a node trusts the events data version it read before reading it again (writes through it reset this). */
  RESPONSE_CACHE_FRESH_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * Worker processes serving HTTP (node:cluster, one port). Default: one per core, at most 4, and
   * 1 under test. With 1 the server runs in a single process, without a cluster primary.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Database connections each worker's ORM may hold. Every runnable PostgreSQL backend takes a share
   * of the cores from the workers, so more is not faster once the cores are busy (bench/README.md).
   */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** How long a stopping server lets in-flight requests finish before it cuts them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  LOG_SQL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof EnvSchema>;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as express's `trust proxy` setting: false, a hop count, or a list of addresses. */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (!text || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const valid = PROXY_NAMES.has(entry) || (net.isIP(address!) > 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
    if (!valid) ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal` });
  }
  return entries;
}

export interface AppConfig extends Env {
  /** LOG_LEVEL, else warn under test and info otherwise. */
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  /** WEB_CONCURRENCY, else one worker per core (at most 4), or 1 under test. */
  workers: number;
  sessionSecret: string;
  /** True when the session secret was generated for this run (dev only). */
  sessionSecretGenerated: boolean;
  /** The base of links in emails: PUBLIC_URL, else the local address this server listens on. */
  publicUrl: string;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET is required in production with an external DATABASE_URL');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.PUBLIC_URL) {
    throw new Error(
      'PUBLIC_URL is required in production with an external DATABASE_URL: links in emails are built from it (for example PUBLIC_URL=https://atlas.example.org)',
    );
  }
  return {
    ...env,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    workers: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'test' ? 1 : Math.min(os.availableParallelism(), 4)),
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: !env.SESSION_SECRET,
    publicUrl: env.PUBLIC_URL ?? localAddress(env.PORT),
  };
}

/** The address a local install is reached at, for links in its emails. */
export function localAddress(port: number): string {
  return `http://localhost:${port}`;
}

import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_METRICS_ALLOW, isAddressOrRange } from './modules/metrics/metrics-allow-list.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// npm runs workspace scripts inside the workspace; a relative path means relative to where npm was run.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

/** A provider's template id: letters and digits (MSG91's are 24 hex digits). */
const smsTemplateId = (key: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, { error: `${key}: a template id (letters and digits)` })
    .optional();

/** The template of each kind of text message (one per kind: finance's invoices add theirs). */
const SMS_TEMPLATE_SETTINGS = ['SMS_TEMPLATE_VERIFICATION'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** An external PostgreSQL; without it the embedded one in DATA_DIR is started. */
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z
      .string()
      .default(path.join(REPO_ROOT, 'data'))
      .transform((dir) => path.resolve(invokedFrom, dir)),
    /**
     * Where the embedded PostgreSQL's WAL archive and base backups go (default DATA_DIR/backups).
     * Another disk than DATA_DIR's is what makes them a backup against a lost disk.
     */
    BACKUP_DIR: z
      .string()
      .optional()
      .transform((dir) => (dir === undefined ? undefined : path.resolve(invokedFrom, dir))),
    /** Base backups older than this many days are removed, with the WAL only they needed (the newest always stays). */
    BACKUP_KEEP_DAYS: z.coerce
      .number({ error: 'BACKUP_KEEP_DAYS: a number of days' })
      .int()
      .min(1, { error: 'BACKUP_KEEP_DAYS: 1 or more' })
      .default(14),
    /**
     * The same database without a transaction pooler between, for what needs a session of its own:
     * the catalogue's change notices (LISTEN). Set when DATABASE_URL goes through PgBouncer in
     * transaction mode; unset, DATABASE_URL serves both.
     */
    DATABASE_DIRECT_URL: z.url({ error: 'DATABASE_DIRECT_URL: a postgres:// URL' }).optional(),
    /**
     * `off` sends the busiest statements unnamed: PgBouncer before 1.21 (Debian 12 ships 1.18) in
     * transaction mode cannot follow a named prepared statement from one transaction to the next.
     */
    DATABASE_NAMED_STATEMENTS: z
      .enum(['on', 'off'], { error: 'DATABASE_NAMED_STATEMENTS: on or off' })
      .default('on'),
    /**
     * A streaming replica (hot standby) for reports, their exports and background report runs; the
     * primary serves them while it is down or behind. Writes never go there.
     */
    DATABASE_REPLICA_URL: z.url({ error: 'DATABASE_REPLICA_URL: a postgres:// URL' }).optional(),
    /** The replica is used only while it is at most this many seconds behind the primary. */
    REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(0).default(30),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built web app is; served at / when present. */
    WEB_DIST: z
      .string()
      .default(path.join(REPO_ROOT, 'apps/web/dist'))
      .transform((dir) => path.resolve(invokedFrom, dir)),
    /** Which catalogue the first start seeds: the shop's demo one, or a generated large one for benchmarks. */
    DEMO_CATALOGUE: z.enum(['demo', 'large']).default('demo'),
    DEMO_CATALOGUE_ITEMS: z.coerce.number().int().min(1).max(100_000).default(5000),
    /** The first admin's password on a database with no users; without it a random one is printed once. */
    ADMIN_PASSWORD: z.string().min(10, { error: 'ADMIN_PASSWORD must be at least 10 characters' }).optional(),
    /** A recounted difference above this many units (either way) waits for an admin's approval. */
    RECOUNT_APPROVAL_ABOVE: z.coerce
      .number({ error: 'RECOUNT_APPROVAL_ABOVE: a number of units' })
      .min(0, { error: 'RECOUNT_APPROVAL_ABOVE: 0 or more' })
      .default(10),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(8 * 60),
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(7 * 24),
    /** Outgoing mail, e.g. smtp://user:password@smtp.example.com:587; without it mail stays in the outbox. */
    SMTP_URL: z.url({ error: 'SMTP_URL: a URL such as smtp://user:password@host:587' }).optional(),
    MAIL_FROM: z.string().min(3).default('Kadai <no-reply@kadai.local>'),
    /** Who receives the production plans (operations.md §2, production confirm). */
    ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL: an e-mail address' }).default('admin@kadai.local'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** inline: this server runs the jobs (mail, pruning); off: a separate `npm run worker` does. */
    JOBS_WORKER: z.enum(['inline', 'off'], { error: 'JOBS_WORKER: inline or off' }).default('inline'),
    /** Text messages: none, or MSG91's Flow API (DLT templates). */
    SMS_PROVIDER: z.enum(['none', 'msg91'], { error: 'SMS_PROVIDER: none or msg91' }).default('none'),
    MSG91_AUTH_KEY: z.string().min(1).optional(),
    MSG91_URL: z.url({ error: 'MSG91_URL: a URL' }).default('https://control.msg91.com'),
    /** MSG91's template id (DLT-approved) of the customer's verification link; see queue-verification-sms.ts. */
    SMS_TEMPLATE_VERIFICATION: smsTemplateId('SMS_TEMPLATE_VERIFICATION'),
    /** MSG91's template id of finance's invoice link (text in sms-templates.ts); without it those SMS are refused. */
    SMS_TEMPLATE_INVOICE: smsTemplateId('SMS_TEMPLATE_INVOICE'),
    /**
     * The site address text messages' short links start with (https://kadai.in → https://kadai.in/s/CODE).
     * It is fixed text in every registered template (sms-templates.ts) and its domain is whitelisted
     * with DLT, so it is one address, set once, never the one a request happened to use. Unset, the
     * links use the address the sender reached the server at: fine on a trial, refused by DLT live.
     */
    SMS_LINK_BASE: z
      .url({ error: 'SMS_LINK_BASE: a site address such as https://kadai.in' })
      .refine(
        (value) => {
          // Zod runs this after a failed URL check too: a value that is no URL is that check's to name.
          if (!URL.canParse(value)) return true;
          const url = new URL(value);
          return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash;
        },
        { error: 'SMS_LINK_BASE: a site address such as https://kadai.in, with no path' },
      )
      .transform((value) => (URL.canParse(value) ? new URL(value).origin : value))
      .optional(),
    /**
     * MSG91 signs nothing: its delivery reports are believed only at a secret address,
     * /api/sms/msg91/reports/<this token>. Unset, that address answers 404 and reports are polled.
     */
    MSG91_WEBHOOK_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{24,128}$/, {
        error: 'MSG91_WEBHOOK_TOKEN: 24 to 128 letters, digits, - or _ (e.g. openssl rand -hex 24)',
      })
      .optional(),
    /** The card gateway for Bangalore: none, or CCAvenue (its adapter comes with the payments issue). */
    GATEWAY_PROVIDER: z
      .enum(['none', 'ccavenue'], { error: 'GATEWAY_PROVIDER: none or ccavenue' })
      .default('none'),
    CCAVENUE_MERCHANT_ID: z.string().min(1).optional(),
    CCAVENUE_ACCESS_CODE: z.string().min(1).optional(),
    CCAVENUE_WORKING_KEY: z.string().min(1).optional(),
    /**
     * The proxy in front of the server (TLS, load balancer) whose X-Forwarded-For and
     * X-Forwarded-Proto count: its addresses or CIDRs, comma-separated, or true for any. Unset,
     * nothing forwarded is believed: the client address is the socket's, and the scheme plain HTTP.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => {
        if (!value || value === 'false') return false;
        if (value === 'true') return true;
        return value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
      }),
    /**
     * Who may read /metrics: addresses or CIDR ranges, comma-separated (the Prometheus server's).
     * Judged by the connection's own address; a request forwarded by a proxy is always refused.
     */
    METRICS_ALLOW: z
      .string()
      .default(DEFAULT_METRICS_ALLOW.join(','))
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isAddressOrRange), {
        error: 'METRICS_ALLOW: addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,::1,10.0.0.0/24)',
      }),
    /** Anonymous writes (orders) one client address may make per minute. */
    PUBLIC_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * How long a customer's phone waits for an order (ms): an order that has not begun to be
     * written by then is not written (503), so a flood never stores orders nobody waits for.
     */
    CLIENT_DEADLINE_MS: z.coerce.number().int().min(100).default(2000),
    /** Writes are refused (503) while the event loop lags more than this (ms, p99 over a second)… */
    SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).default(200),
    /** …or while a new request would wait longer than this (ms) for a database connection. */
    SHED_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(1000),
    /**
     * Seconds after Confirm & Pay before the gateway is first asked about a payment nobody came back
     * from (a closed tab); later checks back off from there.
     */
    PAYMENT_FIRST_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
    /** Overrides of CCAVENUE_ENV's hosts, for a gateway account on other URLs. */
    CCAVENUE_TRANSACTION_URL: z.url({ error: 'CCAVENUE_TRANSACTION_URL: a URL' }).optional(),
    CCAVENUE_STATUS_URL: z.url({ error: 'CCAVENUE_STATUS_URL: a URL' }).optional(),
    /** 'api': each success is confirmed through the Confirm API; 'auto': the account confirms by itself. */
    CCAVENUE_CONFIRM: z.enum(['api', 'auto'], { error: 'CCAVENUE_CONFIRM: api or auto' }).default('api'),
    CCAVENUE_ENV: z
      .enum(['test', 'production'], { error: 'CCAVENUE_ENV: test or production' })
      .default('test'),
  })
  .superRefine((env, ctx) => {
    // A provider chosen without its credentials would fail on the first message, hours later.
    if (env.SMS_PROVIDER === 'msg91' && !env.MSG91_AUTH_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_AUTH_KEY'],
        message: 'needed when SMS_PROVIDER is msg91',
      });
    }
    // Each kind of message has its own approved template: without one, that message could never go.
    if (env.SMS_PROVIDER === 'msg91') {
      for (const key of SMS_TEMPLATE_SETTINGS) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'needed when SMS_PROVIDER is msg91' });
      }
    }
    if (env.GATEWAY_PROVIDER === 'ccavenue') {
      for (const key of ['CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'needed when GATEWAY_PROVIDER is ccavenue' });
      }
    }
  });

export type Config = Omit<z.infer<typeof envSchema>, 'BACKUP_DIR'> & { BACKUP_DIR: string };

/** Reads the environment once at start-up and names every bad value, rather than failing later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, BACKUP_DIR: parsed.data.BACKUP_DIR ?? path.join(parsed.data.DATA_DIR, 'backups') };
}

import pg from 'pg';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { createReadRouting } from './lib/read-replica.ts';
import { ensureFirstAdmin } from './modules/auth/users/ensure-first-admin.ts';
import { runJobWorker } from './run-job-worker.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { seedOperations } from './seed/seed-operations.ts';
import { createSmsPort, toSettings } from './settings.ts';

const config = loadConfig();
const settings = toSettings(config);
// buildApp adds the serializers that keep headers, query values and statement parameters out.
const logger = { level: config.LOG_LEVEL };

const log = (message: string) => console.log(`[kadai] ${message}`);
const database = await openDatabase(config, log);
if (
  config.SEED_DEMO &&
  (await seedDatabase(database.db, { catalogue: config.DEMO_CATALOGUE, items: config.DEMO_CATALOGUE_ITEMS }))
) {
  log(`seeded the ${config.DEMO_CATALOGUE === 'large' ? 'large generated' : 'demo'} catalogue`);
}
if (config.SEED_DEMO && (await seedOperations(database.db))) {
  log('seeded the demo products, suppliers and outlet stock');
}

const firstAdmin = await ensureFirstAdmin(database.db, { password: config.ADMIN_PASSWORD });
if (firstAdmin) {
  log(`created the first staff user "${firstAdmin.username}"`);
  if (firstAdmin.generated) {
    // Shown once, never stored in clear: write it down, or reset it with `npm run user -- reset admin`.
    log(`  password: ${firstAdmin.password}`);
    log('  (shown only this once; sign in at /adminlogin, then add your team under Users)');
  }
}

// Side effects (mail, pruning) are jobs in PostgreSQL. This process runs them unless a site runs
// `npm run worker` on its own (JOBS_WORKER=off here).
const jobs = await startJobQueue({
  pool: database.db.$client,
  worker: settings.jobs.worker,
  onError: (error) => console.error('[kadai] job queue:', error.message),
});
// Behind PgBouncer in transaction mode, LISTEN goes straight to PostgreSQL (one connection).
const listenPool = config.DATABASE_DIRECT_URL
  ? new pg.Pool({ connectionString: config.DATABASE_DIRECT_URL, max: 1 })
  : undefined;
listenPool?.on('error', () => {});
const reads = createReadRouting({
  primary: database.db,
  replicaUrl: config.DATABASE_REPLICA_URL,
  maxLagSeconds: config.REPLICA_MAX_LAG_SECONDS,
  onSwitch: (to, why) => log(`reports now read from the ${to}: ${why}`),
});
const app = await buildApp({
  db: database.db,
  reads,
  ...(listenPool && { listenPool }),
  webDist: config.WEB_DIST,
  logger,
  sessionPolicy: settings.session,
  mail: settings.mail,
  // What to text and whether anyone sends it; the provider's key stays with the worker's adapter.
  sms: {
    provider: settings.sms.provider,
    templates: settings.sms.templates,
    linkBase: settings.sms.linkBase,
    webhookToken: settings.sms.webhookToken,
  },
  jobs,
  trustProxy: config.TRUST_PROXY,
  metricsAllow: config.METRICS_ALLOW,
  publicWritesPerMinute: config.PUBLIC_WRITES_PER_MINUTE,
  clientDeadlineMs: config.CLIENT_DEADLINE_MS,
  loadShedding: {
    maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS,
    maxQueueWaitMs: config.SHED_QUEUE_WAIT_MS,
  },
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
  backups: settings.backups,
  // Without CCAvenue settings the product serves its own test gateway (never beside real ones).
  gateway: settings.gateway,
  recountApprovalAbove: settings.stock.recountApprovalAbove,
  paymentFirstCheckSeconds: config.PAYMENT_FIRST_CHECK_SECONDS,
});
const worker = settings.jobs.worker
  ? await runJobWorker({
      queue: jobs,
      db: database.db,
      mail: settings.mail,
      sms: createSmsPort(settings.sms),
      sessionPolicy: settings.session,
      gateway: app.paymentGateway,
      log: app.log,
      backups: settings.backups,
      reads,
    })
  : null;

/** A stop never takes longer than this, whatever hangs: open connections, a job, the database. */
const STOP_DEADLINE_MS = 10_000;

let stopping = false;
async function shutdown(reason: string, options: { exitCode?: number; databaseGone?: boolean } = {}) {
  if (stopping) return;
  stopping = true;
  const exitCode = options.exitCode ?? 0;
  log(`${reason}: stopping`);
  setTimeout(() => {
    log(`still stopping after ${STOP_DEADLINE_MS / 1000} s: exiting now`);
    process.exit(exitCode || 1);
  }, STOP_DEADLINE_MS).unref();
  await app.close().catch(() => {});
  // With the database gone there is nothing to finish: the job queue and the pool would only
  // wait for answers that cannot come.
  if (!options.databaseGone) {
    await (worker ?? jobs).stop().catch(() => {});
    await database.close().catch(() => {});
  }
  await listenPool?.end().catch(() => {});
  await reads.close().catch(() => {});
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The embedded database is this process's child: if it dies (killed with the process group, out of
// memory), serving 500s forever helps nobody. Exit, so a supervisor (or the person) starts again.
database.onExit?.(
  (code) =>
    void shutdown(`the embedded PostgreSQL exited (${code ?? 'signal'})`, {
      exitCode: 1,
      databaseGone: true,
    }),
);

// A deep accept queue (the kernel caps it at net.core.somaxconn): 3,000 phones connecting in the
// same second wait there to be answered or shed, where Node's default of 511 would drop their
// SYNs and leave them retrying after a second or three, past the two seconds a customer's phone
// waits for an order.
await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
log(`Kadai is running at http://localhost:${port}`);

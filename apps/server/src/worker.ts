import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { createReadRouting } from './lib/read-replica.ts';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.ts';
import { runJobWorker } from './run-job-worker.ts';
import { createSmsPort, toSettings } from './settings.ts';

/**
 * `npm run worker`: the jobs (mail and SMS delivery, nightly pruning) in a process of their own,
 * for a site that runs its web servers with JOBS_WORKER=off. Any number of workers may run on one database;
 * each job runs once.
 */
const config = loadConfig();
const settings = toSettings(config);
const log = pino({ level: config.LOG_LEVEL, name: 'kadai-worker' });
const database = await openDatabase(config, (message) => log.info(message), { attachIfRunning: true });
const queue = await startJobQueue({
  pool: database.db.$client,
  worker: true,
  onError: (error) => log.error({ err: error }, 'job queue error'),
});
const reads = createReadRouting({
  primary: database.db,
  replicaUrl: config.DATABASE_REPLICA_URL,
  maxLagSeconds: config.REPLICA_MAX_LAG_SECONDS,
  onSwitch: (to, why) => log.info(`report runs now read from the ${to}: ${why}`),
});
const worker = await runJobWorker({
  reads,
  queue,
  db: database.db,
  mail: settings.mail,
  sms: createSmsPort(settings.sms),
  sessionPolicy: settings.session,
  // Without CCAvenue settings the status checks go to the test gateway of the server on this machine.
  gateway: createPaymentGateway(settings.gateway, {
    localFetch: (path, init) => fetch(`http://127.0.0.1:${config.PORT}${path}`, init),
  }),
  log,
  backups: settings.backups,
});
log.info('worker running');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping after the jobs in hand`);
  await worker.stop().catch(() => {});
  await reads.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

import { MAIL_STATUSES, PAYMENT_ATTEMPT_STATES } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { BackupSettings } from '../../db/backup-folders.ts';
import type { Database, Tx } from '../../db/client.ts';
import { countQueueJobs } from '../../jobs/count-queue-jobs.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { getBackupStatus } from '../backups/get-backup-status.ts';
import { countOutboxStates } from '../notifications/outbox/count-outbox-states.ts';
import { countAttemptStates, OPEN_ATTEMPT_STATES } from '../payments/finance/count-attempt-states.ts';

/** Each scrape-time read gets this long in PostgreSQL, and a little more to get a connection. */
const READ_TIMEOUT_MS = 1000;
const ACQUIRE_GRACE_MS = 500;

interface Collector {
  name: string;
  collect: (tx: Tx) => Promise<void>;
  /** What the collector's gauges show when its read failed: nothing, rather than a stale figure. */
  clear: () => void;
}

/**
 * The gauges read when Prometheus scrapes: the pool and load figures from memory, the rest in one
 * short read each (jobs, outboxes, card payments, backups). The reads run one after another on
 * one connection at a time, each with a statement timeout; one that fails or is slow clears its
 * own gauges and counts in kadai_metrics_collect_errors_total, and the scrape goes on.
 */
export function registerScrapeGauges(
  app: FastifyInstance,
  registry: Registry,
  sources: { db: Database; pool: pg.Pool; backups: BackupSettings | null | undefined },
): () => Promise<void> {
  const { db, pool } = sources;
  const registers = [registry];
  const gauge = (name: string, help: string, collect?: (this: Gauge) => void) =>
    new Gauge({ name, help, registers, ...(collect && { collect }) });

  gauge('kadai_db_pool_connections', 'Connections the pool holds open to PostgreSQL.', function () {
    this.set(pool.totalCount);
  });
  gauge('kadai_db_pool_idle_connections', 'Open connections no request is using.', function () {
    this.set(pool.idleCount);
  });
  gauge('kadai_db_pool_waiting_requests', 'Requests waiting for a connection.', function () {
    this.set(pool.waitingCount);
  });
  gauge('kadai_db_pool_max_connections', 'The most connections the pool opens (DB_POOL_SIZE).', function () {
    this.set(pool.options.max ?? 10);
  });
  gauge(
    'kadai_db_pool_expected_wait_seconds',
    'The wait a new request can expect for a connection, as load shedding judges it (SHED_QUEUE_WAIT_MS).',
    function () {
      this.set(app.load().expectedQueueWaitMs / 1000);
    },
  );
  gauge(
    'kadai_event_loop_delay_sustained_seconds',
    "The event loop's delay, lowest p99 of the last three seconds, as load shedding judges it.",
    function () {
      this.set(app.load().eventLoopDelayMs / 1000);
    },
  );

  const errors = new Counter({
    name: 'kadai_metrics_collect_errors_total',
    help: 'Scrape-time reads that failed or took too long, by collector; their gauges were left empty.',
    labelNames: ['collector'],
    registers,
  });

  const collectors: Collector[] = [
    jobCollector(registers),
    outboxCollector(registers),
    paymentCollector(registers),
  ];
  if (sources.backups) collectors.push(backupCollector(registers, sources.backups));
  for (const { name } of collectors) errors.inc({ collector: name }, 0);

  return async () => {
    for (const collector of collectors) {
      try {
        await readWithin(db, collector.collect);
      } catch (error) {
        collector.clear();
        errors.inc({ collector: collector.name });
        app.log.warn({ collector: collector.name, error: (error as Error).message }, 'metrics read failed');
      }
    }
  };
}

async function readWithin(db: Database, read: (tx: Tx) => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // The statement timeout cannot cover the wait for a connection from a saturated pool.
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS + ACQUIRE_GRACE_MS);
  });
  try {
    await Promise.race([
      db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${READ_TIMEOUT_MS}`));
        await read(tx);
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function jobCollector(registers: Registry[]): Collector {
  const labelNames = ['queue'];
  const waiting = new Gauge({
    name: 'kadai_jobs_waiting',
    help: 'Jobs waiting to run (new, deferred or due for a retry), by queue: the queue depth.',
    labelNames,
    registers,
  });
  const active = new Gauge({
    name: 'kadai_jobs_active',
    help: 'Jobs running now, by queue.',
    labelNames,
    registers,
  });
  const failed = new Gauge({
    name: 'kadai_jobs_failed',
    help: 'Jobs out of retries, by queue, until pg-boss archives them (12 h after they failed).',
    labelNames,
    registers,
  });
  const all = [waiting, active, failed];
  return {
    name: 'jobs',
    clear: () => {
      for (const g of all) g.reset();
    },
    collect: async (tx) => {
      const counts = await countQueueJobs(tx);
      for (const g of all) g.reset();
      // Every queue the product uses has a series, at 0 when empty, so a rule can compare it.
      for (const queue of Object.values(QUEUES)) for (const g of all) g.set({ queue }, 0);
      for (const row of counts) {
        waiting.set({ queue: row.queue }, row.waiting);
        active.set({ queue: row.queue }, row.active);
        failed.set({ queue: row.queue }, row.failed);
      }
    },
  };
}

function outboxCollector(registers: Registry[]): Collector {
  const messages = new Gauge({
    name: 'kadai_outbox_messages',
    help: 'E-mails and text messages by channel (mail, sms) and state (queued, sent, failed, outbox).',
    labelNames: ['channel', 'state'],
    registers,
  });
  return {
    name: 'outbox',
    clear: () => messages.reset(),
    collect: async (tx) => {
      const counts = await countOutboxStates(tx);
      messages.reset();
      for (const channel of ['mail', 'sms'])
        for (const state of MAIL_STATUSES) messages.set({ channel, state }, 0);
      for (const row of counts) messages.set({ channel: row.channel, state: row.state }, row.count);
    },
  };
}

function paymentCollector(registers: Registry[]): Collector {
  const attempts = new Gauge({
    name: 'kadai_card_payment_attempts',
    help: 'Card payment attempts by state (created, redirected, awaited, success, failure …).',
    labelNames: ['state'],
    registers,
  });
  const oldestOpen = new Gauge({
    name: 'kadai_card_payment_oldest_open_age_seconds',
    help: 'Age of the oldest attempt without a final answer, by open state (created, redirected, awaited); 0 when none.',
    labelNames: ['state'],
    registers,
  });
  return {
    name: 'payments',
    clear: () => {
      attempts.reset();
      oldestOpen.reset();
    },
    collect: async (tx) => {
      const counts = await countAttemptStates(tx);
      attempts.reset();
      oldestOpen.reset();
      for (const state of PAYMENT_ATTEMPT_STATES) attempts.set({ state }, 0);
      for (const state of OPEN_ATTEMPT_STATES) oldestOpen.set({ state }, 0);
      for (const row of counts) {
        attempts.set({ state: row.state }, row.count);
        if (row.oldestOpenAgeSeconds !== null) oldestOpen.set({ state: row.state }, row.oldestOpenAgeSeconds);
      }
    },
  };
}

/** Never done yet is +Inf, so an alert on the age fires for a backup that never happened. */
const ageOrInfinity = (seconds: number | null) => seconds ?? Number.POSITIVE_INFINITY;

function backupCollector(registers: Registry[], settings: BackupSettings): Collector {
  const baseAge = new Gauge({
    name: 'kadai_backup_last_base_age_seconds',
    help: 'Age of the newest base backup in BACKUP_DIR; +Inf when there is none.',
    registers,
  });
  const archiveAge = new Gauge({
    name: 'kadai_wal_archive_last_age_seconds',
    help: 'Age of the last WAL segment archived (pg_stat_archiver); +Inf when none was.',
    registers,
  });
  const failing = new Gauge({
    name: 'kadai_wal_archive_failing',
    help: '1 while the latest attempt to archive a WAL segment failed, else 0.',
    registers,
  });
  const all = [baseAge, archiveAge, failing];
  return {
    name: 'backups',
    clear: () => {
      for (const g of all) g.set(Number.NaN);
    },
    collect: async (tx) => {
      const status = await getBackupStatus(tx, settings);
      if (!status.managed) return;
      baseAge.set(ageOrInfinity(status.lastBaseAgeSeconds));
      archiveAge.set(ageOrInfinity(status.archive.lastArchivedAgeSeconds));
      failing.set(status.archive.failing ? 1 : 0);
    },
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/client.ts';
import { type JobPayload, parseJobPayload } from './job-payloads.ts';
import { QUEUES, type QueueName } from './queues.ts';

// The queues are named in queues.ts (job-payloads.ts needs their names, and this file its payloads).
export { QUEUES, type QueueName } from './queues.ts';

export interface RetryPolicy {
  retryLimit: number;
  /** Seconds before the first retry; with backoff each retry waits about twice as long. */
  retryDelay: number;
  retryBackoff: boolean;
}

/** Mail: about a minute, then two, four … for some two hours, before it is given up. */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 8, retryDelay: 60, retryBackoff: true };
/** SMS: as mail; a provider that is busy or down is usually back within the two hours. */
export const SMS_RETRY: RetryPolicy = MAIL_RETRY;

export interface JobQueue {
  /**
   * Enqueues a job on the caller's connection: inside a transaction it exists exactly when the
   * write that caused it commits, and never after a rollback. Data that does not fit the queue's
   * payload throws a JobPayloadError, and nothing is enqueued.
   */
  enqueue<Name extends QueueName>(
    db: DbOrTx,
    name: Name,
    data: JobPayload<Name>,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
  /**
   * Runs `handler` for each job of `name` (one at a time per queue); a throw is a failed attempt. A
   * job whose data does not fit the queue's payload fails with a JobPayloadError, never reaching it.
   */
  work<Name extends QueueName>(name: Name, handler: (data: JobPayload<Name>) => Promise<void>): Promise<void>;
  /** Sends a job on a cron schedule in the business time zone. */
  schedule(name: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
  /** pg-boss itself, for tests and tools. */
  boss: PgBoss;
}

/**
 * pg-boss on the app's own connection pool, so a job is one more row in the same PostgreSQL: no
 * other service to run, and enqueueing joins the caller's transaction. Every process may enqueue;
 * only a process started with `worker` runs jobs and keeps the schedules (the server by default,
 * or `npm run worker` on its own). Two workers on one database never run the same job twice.
 */
export async function startJobQueue(options: {
  pool: pg.Pool;
  worker: boolean;
  mailRetry?: RetryPolicy;
  smsRetry?: RetryPolicy;
  /** Seconds between polls for new jobs (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.pool.query(text, values) },
    schema: 'pgboss',
    // Only a worker supervises (maintenance, expiry) and runs the cron clock.
    supervise: options.worker,
    schedule: options.worker,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  await ensureQueue(boss, QUEUES.mailGivenUp, { retryLimit: 0, retryDelay: 0, retryBackoff: false });
  await ensureQueue(boss, QUEUES.deliverMail, options.mailRetry ?? MAIL_RETRY, QUEUES.mailGivenUp);
  await ensureQueue(boss, QUEUES.smsGivenUp, { retryLimit: 0, retryDelay: 0, retryBackoff: false });
  await ensureQueue(boss, QUEUES.deliverSms, options.smsRetry ?? SMS_RETRY, QUEUES.smsGivenUp);
  // A poll that fails is simply the next one's work, ten minutes later.
  await ensureQueue(boss, QUEUES.pollSmsReports, { retryLimit: 0, retryDelay: 0, retryBackoff: false });
  await ensureQueue(boss, QUEUES.pruneIdempotencyKeys, {
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: false,
  });
  await ensureQueue(boss, QUEUES.pruneSessions, { retryLimit: 2, retryDelay: 300, retryBackoff: false });
  // A gateway that does not answer is asked again a little later; the next check is scheduled by
  // the handler itself, so a retry here only covers a crash in between.
  await ensureQueue(boss, QUEUES.checkPayment, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
  await ensureQueue(boss, QUEUES.sweepPayments, { retryLimit: 2, retryDelay: 600, retryBackoff: false });
  // A gateway that does not answer is asked again with backoff; the daily sweep retries what is left.
  await ensureQueue(boss, QUEUES.confirmPayment, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
  await ensureQueue(boss, QUEUES.checkStockBalances, { retryLimit: 1, retryDelay: 600, retryBackoff: false });
  await ensureQueue(boss, QUEUES.statementsDue, { retryLimit: 2, retryDelay: 600, retryBackoff: false });
  // A run records each customer as it goes: a retry after a crash carries on where it stopped.
  await ensureQueue(boss, QUEUES.runStatements, { retryLimit: 3, retryDelay: 120, retryBackoff: true });
  // A report run stores its failure itself; a retry only covers a crash mid-run (it starts over).
  await ensureQueue(boss, QUEUES.runReport, { retryLimit: 2, retryDelay: 60, retryBackoff: false });
  // A failed backup has told the admin; one more try an hour later, then the next night's.
  await ensureQueue(boss, QUEUES.takeBackup, { retryLimit: 1, retryDelay: 3600, retryBackoff: false });
  await ensureQueue(boss, QUEUES.checkWalArchive, { retryLimit: 0, retryDelay: 0, retryBackoff: false });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  return {
    boss,
    async enqueue(db, name, data, options) {
      await boss.send(name, parseJobPayload(name, data), {
        db: { executeSql: (text, values) => executeOn(db, text, values) },
        // As a moment, not a number of seconds: pg-boss's SQL casts a number to a timestamp in a CASE
        // branch PostgreSQL folds at plan time, which fails.
        ...(options?.startAfterSeconds && {
          startAfter: new Date(Date.now() + options.startAfterSeconds * 1000),
        }),
      });
    },
    async work(name, handler) {
      if (!options.worker) throw new Error(`this process runs no jobs (${name})`);
      await boss.work<object>(name, polling, async (jobs) => {
        for (const job of jobs) await handler(parseJobPayload(name, job.data));
      });
    },
    async schedule(name, cron) {
      if (!options.worker) throw new Error(`this process keeps no schedules (${name})`);
      await boss.schedule(name, cron, {}, { tz: 'Asia/Kolkata' });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/**
 * A queue that starts on its first job: an app that was given no queue (tests, tools) costs no
 * pg-boss start-up, and needs no database at all, until something is enqueued.
 */
export function lazyJobQueue(start: () => Promise<JobQueue>): JobQueue {
  let started: Promise<JobQueue> | undefined;
  const queue = () => {
    started ??= start();
    return started;
  };
  return {
    get boss(): PgBoss {
      throw new Error('a lazy job queue has no pg-boss until it is used');
    },
    enqueue: async (db, name, data, options) => (await queue()).enqueue(db, name, data, options),
    work: async (name, handler) => (await queue()).work(name, handler),
    schedule: async (name, cron) => (await queue()).schedule(name, cron),
    stop: async () => {
      if (started) await (await started).stop();
    },
  };
}

async function ensureQueue(boss: PgBoss, name: QueueName, retry: RetryPolicy, deadLetter?: QueueName) {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, { name, ...retry, ...(deadLetter && { deadLetter }) });
  } catch (error) {
    // Another process created it between the check and here.
    if (!(await boss.getQueue(name))) throw error;
  }
}

/** pg-boss's positional SQL ($1, $2 …) as one drizzle statement on the caller's connection. */
function executeOn(db: DbOrTx, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  const chunks: SQL[] = text
    .split(/\$(\d+)/)
    // pg-boss leaves trailing optional values out of the array: they are NULL, not missing.
    .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
  return db.execute(sql.join(chunks)) as Promise<{ rows: unknown[] }>;
}

import type { BackupSettings } from './db/backup-folders.ts';
import type { Database } from './db/client.ts';
import { type JobQueue, QUEUES } from './jobs/job-queue.ts';
import { createMailTransport } from './lib/mail.ts';
import { pruneIdempotencyKeys } from './lib/prune-idempotency-keys.ts';
import type { ReadRouting } from './lib/read-replica.ts';
import { pruneSessions } from './modules/auth/sign-in/prune-sessions.ts';
import type { SessionPolicy } from './modules/auth/sign-in/session-policy.ts';
import { pruneSignInThrottles } from './modules/auth/sign-in/sign-in-throttle.ts';
import { checkWalArchive } from './modules/backups/check-wal-archive.ts';
import { listBaseBackups } from './modules/backups/list-base-backups.ts';
import { runScheduledBackup } from './modules/backups/run-scheduled-backup.ts';
import { deliverMail } from './modules/notifications/mail/deliver-mail.ts';
import type { MailSettings } from './modules/notifications/mail/mail-settings.ts';
import type { Delivery, DeliveryLog } from './modules/notifications/outbox/deliver-outbox-message.ts';
import { OUTBOXES, type Outbox } from './modules/notifications/outbox/outboxes.ts';
import { deliverSms } from './modules/notifications/sms/deliver-sms.ts';
import { pollSmsReports } from './modules/notifications/sms/poll-sms-reports.ts';
import { runPaymentReconciliation } from './modules/payments/card/reconcile-payments.ts';
import { pruneReportRuns } from './modules/reports/prune-report-runs.ts';
import { runReportRun } from './modules/reports/run-report-run.ts';
import { pruneShortLinks } from './modules/short-links/prune-short-links.ts';
import { runStatementRun } from './modules/statements/run-statement-run.ts';
import { startDueStatementRuns } from './modules/statements/start-due-statement-runs.ts';
import { checkStockBalances } from './modules/stock/on-hand/check-stock-balances.ts';
import type { PaymentGatewayPort } from './ports/payment-gateway.ts';
import type { SmsPort } from './ports/sms.ts';

/** Nightly, when nobody is ordering or planning (02:30 in Asia/Kolkata). */
const NIGHTLY = '30 2 * * *';

export interface JobLog extends DeliveryLog {
  info(details: object, message: string): void;
}

/**
 * What a worker process runs: mail and SMS delivery with retries (a failed attempt throws, so pg-boss
 * retries it with backoff and, when the retries run out, moves it to the given-up queue), the SMS
 * delivery reports the webhook did not bring, the nightly pruning of old idempotency keys, ended
 * sessions and long-expired short links, and the card payments' status checks.
 */
export async function runJobWorker(options: {
  queue: JobQueue;
  db: Database;
  mail: MailSettings;
  /** The SMS provider's adapter (settings.ts createSmsPort); NO_SMS fails each message, saying why. */
  sms: SmsPort;
  sessionPolicy: SessionPolicy;
  gateway: PaymentGatewayPort;
  log: JobLog;
  /** The embedded database's backups (none with an external database, or in tests). */
  backups?: BackupSettings | null;
  /** Where background report runs read: a streaming replica in step, else `db`. */
  reads?: ReadRouting;
}): Promise<{ stop(): Promise<void> }> {
  const { queue, db, log } = options;
  const transport = createMailTransport(options.mail);

  await workDeliveries(queue, {
    outbox: OUTBOXES.mail,
    run: (messageId) => deliverMail({ db, transport, settings: options.mail, messageId, log }),
    log,
  });
  await workDeliveries(queue, {
    outbox: OUTBOXES.sms,
    run: (messageId) => deliverSms({ db, sms: options.sms, messageId, log }),
    log,
  });
  await queue.work(QUEUES.pruneIdempotencyKeys, async () => {
    log.info({ pruned: await pruneIdempotencyKeys(db) }, 'old idempotency keys pruned');
  });
  await queue.work(QUEUES.pruneSessions, async () => {
    log.info({ pruned: await pruneSessions(db, { policy: options.sessionPolicy }) }, 'ended sessions pruned');
    log.info({ pruned: await pruneSignInThrottles(db) }, 'old sign-in throttles pruned');
    log.info({ pruned: await pruneShortLinks(db) }, 'long-expired short links pruned');
    log.info({ pruned: await pruneReportRuns(db) }, 'week-old report runs pruned');
  });
  await queue.work(QUEUES.pollSmsReports, async () => {
    await pollSmsReports(db, { sms: options.sms, log });
  });
  await queue.work(QUEUES.checkStockBalances, async () => {
    // The ledger's trigger keeps the balances; a difference means somebody wrote around it.
    const differences = await checkStockBalances(db);
    if (differences.length > 0) {
      log.error(
        { count: differences.length, first: differences.slice(0, 20) },
        'stock balances differ from the ledger',
      );
    } else {
      log.info({ differences: 0 }, 'stock balances agree with the ledger');
    }
  });
  await runPaymentReconciliation({
    db,
    life: {
      gateway: options.gateway,
      jobs: queue,
      notify: { to: options.mail.adminEmail, smtp: Boolean(options.mail.smtpUrl) },
    },
    log,
  });
  await queue.work(QUEUES.runStatements, async ({ runId }) => {
    const outcome = await runStatementRun(db, { runId, jobs: queue, smtp: Boolean(options.mail.smtpUrl) });
    // The run log on the statements page says why; the server's log says it too.
    if (outcome === 'failed') log.error({ runId }, 'a statement run failed');
  });
  await queue.work(QUEUES.runReport, async ({ runId }) => {
    const readDb = options.reads ? (await options.reads.forReports()).db : db;
    if ((await runReportRun(db, runId, readDb)) === 'failed') log.error({ runId }, 'a report run failed');
  });
  await queue.work(QUEUES.statementsDue, async () => {
    log.info({ runs: await startDueStatementRuns(db, { jobs: queue }) }, 'monthly statement runs started');
  });
  if (options.backups) await workBackups(queue, { db, settings: options.backups, mail: options.mail, log });
  // Keys live 24 hours: pruned every hour, so none outlives its day by more than that.
  await queue.schedule(QUEUES.pruneIdempotencyKeys, '17 * * * *');
  await queue.schedule(QUEUES.pruneSessions, NIGHTLY);
  await queue.schedule(QUEUES.pollSmsReports, '*/10 * * * *');
  await queue.schedule(QUEUES.checkStockBalances, '50 2 * * *');
  // Statements go out in the morning of their day, business time, when finance is at work to answer.
  await queue.schedule(QUEUES.statementsDue, '0 7 * * *');

  return {
    async stop() {
      await queue.stop();
      transport?.close();
    },
  };
}

/**
 * The embedded database's backups: a base backup nightly at 01:30 business time (before the 02:30
 * pruning), and one ten minutes after a start that finds none, so the archive is useful from the
 * first day; and a look at the WAL archive every five minutes.
 */
async function workBackups(
  queue: JobQueue,
  options: { db: Database; settings: BackupSettings; mail: MailSettings; log: JobLog },
) {
  const { db, settings, log } = options;
  const alerts = { jobs: queue, mail: options.mail };
  await queue.work(QUEUES.takeBackup, () => runScheduledBackup({ db, settings, alerts, log }));
  await queue.work(QUEUES.checkWalArchive, async () => {
    await checkWalArchive(db, { settings, alerts, log });
  });
  await queue.schedule(QUEUES.takeBackup, '30 1 * * *');
  await queue.schedule(QUEUES.checkWalArchive, '*/5 * * * *');
  // Ten minutes on, out of a start's (or a benchmark's) way; once, however often it restarts meanwhile.
  const waiting = await queue.boss.getQueueSize(QUEUES.takeBackup, { before: 'completed' });
  if (waiting === 0 && (await listBaseBackups(settings.dir)).length === 0) {
    await queue.enqueue(db, QUEUES.takeBackup, {}, { startAfterSeconds: 600 });
  }
}

/**
 * An outbox's delivery jobs: an attempt that may pass later throws, so pg-boss retries it with
 * backoff; a refusal does not (it stays 'failed' with its reason). A message whose retries ran out
 * lands in the given-up queue, and waits in the outbox for an admin's Send again.
 */
async function workDeliveries(
  queue: JobQueue,
  options: { outbox: Outbox; run: (messageId: number) => Promise<Delivery>; log: DeliveryLog },
) {
  const { channel } = options.outbox;
  await queue.work(options.outbox.deliver, async ({ messageId }) => {
    const { retry } = await options.run(messageId);
    if (retry) throw new Error(`${channel} ${messageId} was not accepted; it is tried again`);
  });
  await queue.work(options.outbox.givenUp, async ({ messageId }) => {
    options.log.error(
      { channel, messageId },
      `${channel} given up after its retries; it waits in the outbox for Send again`,
    );
  });
}

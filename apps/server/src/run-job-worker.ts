import type { Database } from './db/client.ts';
import { type JobQueue, QUEUES } from './jobs/job-queue.ts';
import { createMailTransport } from './lib/mail.ts';
import { pruneIdempotencyKeys } from './lib/prune-idempotency-keys.ts';
import { pruneSessions } from './modules/auth/prune-sessions.ts';
import type { SessionPolicy } from './modules/auth/session-policy.ts';
import { pruneSignInThrottles } from './modules/auth/sign-in-throttle.ts';
import { deliverMail, type MailLog } from './modules/notifications/deliver-mail.ts';
import type { MailSettings } from './modules/notifications/mail-settings.ts';
import { runPaymentReconciliation } from './modules/payments/reconcile-payments.ts';
import { checkStockBalances } from './modules/stock/check-stock-balances.ts';
import type { PaymentGatewayPort } from './ports/payment-gateway.ts';

/** Nightly, when nobody is ordering or planning (02:30 in Asia/Kolkata). */
const NIGHTLY = '30 2 * * *';

export interface JobLog extends MailLog {
  info(details: object, message: string): void;
}

/**
 * What a worker process runs: mail delivery with retries (a failed attempt throws, so pg-boss
 * retries it with backoff and, when the retries run out, moves it to the given-up queue), and the
 * nightly pruning of old idempotency keys and ended sessions, and the card payments' status checks.
 */
export async function runJobWorker(options: {
  queue: JobQueue;
  db: Database;
  mail: MailSettings;
  sessionPolicy: SessionPolicy;
  gateway: PaymentGatewayPort;
  log: JobLog;
}): Promise<{ stop(): Promise<void> }> {
  const { queue, db, log } = options;
  const transport = createMailTransport(options.mail);

  await queue.work<{ messageId: number }>(QUEUES.deliverMail, async ({ messageId }) => {
    const status = await deliverMail({ db, transport, settings: options.mail, messageId, log });
    if (status === 'failed') throw new Error(`mail ${messageId} was not accepted by the SMTP server`);
  });
  await queue.work<{ messageId: number }>(QUEUES.mailGivenUp, async ({ messageId }) => {
    log.error(
      { mailId: messageId },
      'mail given up after its retries; it waits in the outbox for Send again',
    );
  });
  await queue.work(QUEUES.pruneIdempotencyKeys, async () => {
    log.info({ pruned: await pruneIdempotencyKeys(db) }, 'old idempotency keys pruned');
  });
  await queue.work(QUEUES.pruneSessions, async () => {
    log.info({ pruned: await pruneSessions(db, { policy: options.sessionPolicy }) }, 'ended sessions pruned');
    log.info({ pruned: await pruneSignInThrottles(db) }, 'old sign-in throttles pruned');
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
  await runPaymentReconciliation({ queue, db, gateway: options.gateway, log });
  // Keys live 24 hours: pruned every hour, so none outlives its day by more than that.
  await queue.schedule(QUEUES.pruneIdempotencyKeys, '17 * * * *');
  await queue.schedule(QUEUES.pruneSessions, NIGHTLY);
  await queue.schedule(QUEUES.checkStockBalances, '50 2 * * *');

  return {
    async stop() {
      await queue.stop();
      transport?.close();
    },
  };
}

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { type JobQueue, QUEUES } from '../../jobs/job-queue.ts';
import type { PaymentGatewayPort } from '../../ports/payment-gateway.ts';
import { settlePaymentAttempt } from './settle-payment-attempt.ts';
import {
  AUTO_CANCEL_WINDOW_DAYS,
  BACKOFF_WINDOW_HOURS,
  FIRST_CHECK_SECONDS,
  nextCheckDelaySeconds,
  SWEEP_CRON,
} from './status-check-schedule.ts';

/**
 * The reconciliation (issue 12 §4): a status check per attempt that has no final answer, a few
 * minutes after it began and then backing off (status-check-schedule.ts), so a customer who closed
 * the tab before coming back is still paid; and a daily sweep of what is left, until the gateway's
 * auto-cancel window has passed.
 */
export async function runPaymentReconciliation(options: {
  queue: JobQueue;
  db: Database;
  gateway: PaymentGatewayPort;
  log: { info(details: object, message: string): void };
}): Promise<void> {
  const { queue, db, gateway, log } = options;
  await queue.work<{ attemptId: number; firstCheckSeconds?: number }>(QUEUES.checkPayment, async (job) => {
    await checkAttempt({
      db,
      gateway,
      queue,
      attemptId: job.attemptId,
      firstCheckSeconds: job.firstCheckSeconds ?? FIRST_CHECK_SECONDS,
      log,
    });
  });
  await queue.work(QUEUES.sweepPayments, async () => {
    const due = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          isNull(paymentAttempts.settledAt),
          lt(paymentAttempts.createdAt, sql`now() - make_interval(hours => ${BACKOFF_WINDOW_HOURS})`),
          gt(paymentAttempts.createdAt, sql`now() - make_interval(days => ${AUTO_CANCEL_WINDOW_DAYS})`),
        ),
      );
    for (const { id } of due) {
      const attemptId = id;
      await checkAttempt({
        db,
        gateway,
        queue,
        attemptId,
        firstCheckSeconds: FIRST_CHECK_SECONDS,
        log,
        reschedule: false,
      });
    }
    log.info({ checked: due.length }, 'payment sweep done');
  });
  await queue.schedule(QUEUES.sweepPayments, SWEEP_CRON);
}

async function checkAttempt(options: {
  db: Database;
  gateway: PaymentGatewayPort;
  queue: JobQueue;
  attemptId: number;
  /** The schedule's unit: every later delay is a multiple of it (status-check-schedule.ts). */
  firstCheckSeconds: number;
  log: { info(details: object, message: string): void };
  reschedule?: boolean;
}): Promise<void> {
  const { db, attemptId } = options;
  const [attempt] = await db
    .select({ gatewayOrderId: paymentAttempts.gatewayOrderId, settledAt: paymentAttempts.settledAt })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  if (!attempt || attempt.settledAt) return;
  const settled = await settlePaymentAttempt(db, {
    gateway: options.gateway,
    gatewayOrderId: attempt.gatewayOrderId,
    source: 'status check',
  });
  options.log.info({ attemptId, state: settled?.state, settled: settled?.settled }, 'payment status checked');
  if (!settled || settled.settled || options.reschedule === false) return;
  const [row] = await db
    .select({
      checks: paymentAttempts.statusChecks,
      ageSeconds: sql<number>`extract(epoch from now() - ${paymentAttempts.createdAt})::int`,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  const { firstCheckSeconds } = options;
  const delay =
    row && nextCheckDelaySeconds({ checksDone: row.checks, ageSeconds: row.ageSeconds, firstCheckSeconds });
  if (delay) {
    const next = { attemptId, firstCheckSeconds };
    await options.queue.enqueue(db, QUEUES.checkPayment, next, { startAfterSeconds: delay });
  }
}

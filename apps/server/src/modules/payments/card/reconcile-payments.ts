import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { QUEUES } from '../../../jobs/job-queue.ts';
import type { PaymentContext } from '../payment-context.ts';
import { checkCardPayment } from './check-card-payment.ts';
import { confirmCardPayment } from './confirm-card-payment.ts';
import { settlePaymentAttempt } from './settle-payment-attempt.ts';
import {
  AUTO_CANCEL_WINDOW_DAYS,
  BACKOFF_WINDOW_HOURS,
  FIRST_CHECK_SECONDS,
  FOLLOW_SUCCESS_DAYS,
  nextCheckDelaySeconds,
  SWEEP_CRON,
} from './status-check-schedule.ts';

type Log = { info(details: object, message: string): void; error?(details: object, message: string): void };

/**
 * The reconciliation (no card payment is left without the gateway's final word): a status check per attempt
 * that has no final answer, a few minutes after it began and then backing off (status-check-schedule.ts), so
 * a customer who closed the tab before coming back is still paid; confirmations of successes for settlement;
 * and a daily sweep of what is left: open attempts until 14 days, successes re-asked for 14 days after they
 * were paid (a reversal may come), and confirmations the gateway has not yet accepted.
 */
export async function runPaymentReconciliation(options: {
  life: PaymentContext;
  db: Database;
  log: Log;
}): Promise<void> {
  const { life, db, log } = options;
  const queue = life.jobs;
  await queue.work(QUEUES.checkPayment, async (job) => {
    await checkAttempt({
      db,
      life,
      attemptId: job.attemptId,
      firstCheckSeconds: job.firstCheckSeconds ?? FIRST_CHECK_SECONDS,
      log,
    });
  });
  await queue.work(QUEUES.confirmPayment, async ({ attemptId }) => {
    const confirmed = await confirmCardPayment(db, { life, attemptId });
    log.info({ attemptId, confirmed }, 'card payment confirmation asked');
  });
  await queue.work(QUEUES.sweepPayments, async () => {
    log.info(await sweepPayments({ db, life, log }), 'payment sweep done');
  });
  await queue.schedule(QUEUES.sweepPayments, SWEEP_CRON);
}

/** The daily sweep, on its own so that tests and the worker run the same thing. */
export async function sweepPayments(options: {
  db: Database;
  life: PaymentContext;
  log: Log;
}): Promise<{ open: number; followed: number; confirmed: number }> {
  const { db, life } = options;
  const open = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        isNull(paymentAttempts.settledAt),
        lt(paymentAttempts.createdAt, sql`now() - make_interval(hours => ${BACKOFF_WINDOW_HOURS})`),
        gt(paymentAttempts.createdAt, sql`now() - make_interval(days => ${AUTO_CANCEL_WINDOW_DAYS})`),
      ),
    );
  for (const { id } of open) {
    await checkAttempt({
      ...options,
      attemptId: id,
      firstCheckSeconds: FIRST_CHECK_SECONDS,
      reschedule: false,
    });
  }
  const paid = await db
    .select({ gatewayOrderId: paymentAttempts.gatewayOrderId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.state, 'success'),
        gt(paymentAttempts.paidAt, sql`now() - make_interval(days => ${FOLLOW_SUCCESS_DAYS})`),
      ),
    );
  let confirmed = 0;
  for (const { gatewayOrderId } of paid) {
    if (await checkCardPayment(db, { life, gatewayOrderId })) confirmed += 1;
  }
  return { open: open.length, followed: paid.length, confirmed };
}

async function checkAttempt(options: {
  db: Database;
  life: PaymentContext;
  attemptId: number;
  /** The schedule's unit: every later delay is a multiple of it (status-check-schedule.ts). */
  firstCheckSeconds: number;
  log: Log;
  reschedule?: boolean;
}): Promise<void> {
  const { db, attemptId, life } = options;
  const [attempt] = await db
    .select({ gatewayOrderId: paymentAttempts.gatewayOrderId, settledAt: paymentAttempts.settledAt })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  if (!attempt || attempt.settledAt) return;
  const settled = await settlePaymentAttempt(db, {
    life,
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
    await life.jobs.enqueue(db, QUEUES.checkPayment, next, { startAfterSeconds: delay });
  }
}

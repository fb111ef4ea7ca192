import {
  GATEWAY_CURRENCY,
  type GatewayForm,
  MIN_CARD_PAYMENT_PAISE,
  makeGatewayOrderId,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  type StartPaymentRequest,
} from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { type JobQueue, QUEUES } from '../../../jobs/job-queue.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PaymentGatewayPort } from '../../../ports/payment-gateway.ts';
import { recordPaymentEvent } from '../record-payment-event.ts';
import { findCustomerOrder } from './find-customer-order.ts';
import { attemptMac, paymentMacKey } from './payment-mac.ts';

/** Where the gateway sends the customer back (its redirect and cancel URLs). */
export const CALLBACK_PATHS = {
  redirect: '/api/payments/ccavenue/return',
  cancel: '/api/payments/ccavenue/cancel',
} as const;

/**
 * Confirm & Pay (and Pay again): a new attempt for the order, charged the order's own amount, and
 * the encrypted form the browser posts to the gateway. The attempt, its first event and its first
 * status check (the reconciliation, in case the customer never comes back) are written together.
 */
export async function startPayment(
  db: Database,
  options: {
    gateway: PaymentGatewayPort;
    jobs: JobQueue;
    request: StartPaymentRequest;
    origin: string;
    /** When the gateway is first asked, if no callback has come by then. */
    firstCheckSeconds: number;
  },
): Promise<GatewayForm> {
  const { gateway, request } = options;
  const macKey = await paymentMacKey(db);
  return db.transaction(async (tx) => {
    // Locked: two tabs starting at once get attempts 1 and 2, never the same number.
    const order = await findCustomerOrder(tx, { ...request, lock: true });
    if (order.paymentStatus === PAYMENT_STATUS.paid)
      throw new AppError('conflict', PAYMENT_MESSAGES.alreadyPaid);
    if (!order.amountPaise) throw new AppError('conflict', PAYMENT_MESSAGES.noAmount);
    if (order.amountPaise < MIN_CARD_PAYMENT_PAISE) throw new AppError('conflict', PAYMENT_MESSAGES.tooSmall);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${paymentAttempts.attemptNo}), 0)::int` })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    const attemptNo = (last?.n ?? 0) + 1;
    const gatewayOrderId = makeGatewayOrderId(order.orderId, attemptNo);
    const mac = attemptMac(macKey, { gatewayOrderId, amountPaise: order.amountPaise });
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        attemptNo,
        gatewayOrderId,
        provider: gateway.provider,
        amountPaise: order.amountPaise,
        currency: GATEWAY_CURRENCY,
        mac,
        state: 'redirected',
      })
      .returning({ id: paymentAttempts.id });
    if (!attempt) throw new Error('unreachable: the insert returns its row');
    await recordPaymentEvent(tx, {
      orderId: order.id,
      attemptId: attempt.id,
      source: 'customer',
      fromState: 'created',
      toState: 'redirected',
      note: `Sent to the gateway as ${gatewayOrderId}.`,
      dedupe: `start:${gatewayOrderId}`,
    });
    // In case nobody comes back from the gateway (a closed tab): the reconciliation's first check.
    const check = { attemptId: attempt.id, firstCheckSeconds: options.firstCheckSeconds };
    await options.jobs.enqueue(tx, QUEUES.checkPayment, check, {
      startAfterSeconds: check.firstCheckSeconds,
    });
    const form = gateway.paymentForm({
      gatewayOrderId,
      amountPaise: order.amountPaise,
      redirectUrl: `${options.origin}${CALLBACK_PATHS.redirect}`,
      cancelUrl: `${options.origin}${CALLBACK_PATHS.cancel}`,
      billing: {
        name: `${order.firstName} ${order.lastName}`.trim(),
        email: order.email,
        phone: order.phone,
      },
      merchantParam1: mac,
    });
    return {
      ...form,
      gatewayOrderId,
      amountPaise: order.amountPaise,
      testGateway: gateway.provider !== 'ccavenue',
    };
  });
}

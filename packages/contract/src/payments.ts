import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { orderReceiptLineSchema } from './orders.ts';

/**
 * Card payments (ordering.md §2.3, §2.7, §3 Gateway order, §4 payment status, §9). An order is
 * paid by card through payment attempts, one per trip to the gateway; an attempt is believed only
 * when what the gateway sent decrypts, names one of our attempts, carries the attempt's MAC and
 * amount, and the gateway's status API agrees.
 */

/** The gateway's currency and billing place for the Bangalore project (ordering.md §9). */
export const GATEWAY_CURRENCY = 'INR';
export const GATEWAY_BILLING = { state: 'Karnataka', country: 'India' } as const;

/** The older system's limit on CCAvenue's order_id field. */
export const GATEWAY_ORDER_ID_MAX = 30;

/** Letters for the gateway order id's random tail: no 0/O or 1/I/L to misread on the phone. */
const TAIL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The gateway order id of an attempt: 'CH-ORD' + the first 3 letters of the upper-cased name + the
 * order number (ordering.md §9), which is 'CH-' + our order id, + the attempt's number, so each
 * attempt has its own (the gateway refuses an order id it has seen), + four random letters, so
 * nobody can name (and register at the gateway) an attempt of someone else's order before it
 * exists. `random` gives four numbers below 2^32 (crypto in the server).
 */
export function makeGatewayOrderId(
  orderId: string,
  attemptNo: number,
  random: () => Uint32Array = () => crypto.getRandomValues(new Uint32Array(4)),
): string {
  const tail = Array.from(random(), (n) => TAIL_ALPHABET[n % TAIL_ALPHABET.length]).join('');
  const id = `CH-${orderId}-${attemptNo}-${tail}`;
  if (id.length > GATEWAY_ORDER_ID_MAX) throw new RangeError(`gateway order id too long: ${id}`);
  return id;
}

/**
 * created → redirected → success | failure | aborted | awaited | invalid (an attempt's life, as the gateway
 * answers); after a success, the gateway may take the money back (reversed: Auto-Reversed, Chargeback, Fraud
 * …) or finance refunds all of it from here (refunded).
 */
export const PAYMENT_ATTEMPT_STATES = [
  'created',
  'redirected',
  'success',
  'failure',
  'aborted',
  'awaited',
  'invalid',
  'reversed',
  'refunded',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/** What finance reads for each state (the screens never show the machine's word). */
export const PAYMENT_ATTEMPT_STATE_LABELS: Record<PaymentAttemptState, string> = {
  created: 'Started',
  redirected: 'At the gateway',
  success: 'Paid',
  failure: 'Failed',
  aborted: 'Cancelled',
  awaited: 'Waiting for the bank',
  invalid: 'Refused',
  reversed: 'Payment reversed',
  refunded: 'Refunded',
};

/** Card payments start at ₹1: CCAvenue takes no smaller amount. */
export const MIN_CARD_PAYMENT_PAISE = 100;

/** Where a payment event came from. */
export const PAYMENT_EVENT_SOURCES = [
  'customer',
  'browser callback',
  'status check',
  'manual',
  'confirm',
  'refund',
  'order change',
] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/** What the payment success page says of an order (ordering.md §2.7). */
export const ORDER_PAYMENT_STATES = ['paid', 'awaited', 'failed', 'cancelled', 'unpaid', 'reversed'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export const PAYMENT_MESSAGES = {
  /** ordering.md §2.7, shown only once the payment is verified. */
  success: 'Payment Success',
  awaited: 'Waiting for the bank’s answer. This page checks again by itself.',
  failed: 'The payment did not go through. No money was taken; you can try again.',
  cancelled: 'The payment was cancelled. Your order is saved; you can pay now or change it.',
  unpaid: 'This order is not paid yet.',
  reversed: 'Your bank took this card payment back, so the order is not paid. You can pay again.',
  alreadyPaid: 'This order is already paid.',
  noAmount: 'This order has no amount to pay yet. Please contact the store.',
  orderNotFound: 'We could not find this order. Please check the link.',
  tooSmall: 'This order’s amount is under ₹1, which cannot be paid by card. Please contact the store.',
  unverified:
    'We could not confirm this payment yet. If you paid, your order will show it as soon as the bank answers.',
  orderId: 'Order id: please give the order id',
  key: 'Key: please open the link from your order again',
} as const;

const orderIdField = lazySchema(() =>
  z
    .string({ error: PAYMENT_MESSAGES.orderId })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.orderId })
    .max(40, { error: PAYMENT_MESSAGES.orderId }),
);
const keyField = lazySchema(() =>
  z
    .string({ error: PAYMENT_MESSAGES.key })
    .min(1, { error: PAYMENT_MESSAGES.key })
    .max(100, { error: PAYMENT_MESSAGES.key }),
);

/** Confirm & Pay, or Pay again: a new attempt for an order the customer holds the key of. */
export const startPaymentRequestSchema = lazySchema(() =>
  z.strictObject({ orderId: orderIdField, key: keyField }),
);
export type StartPaymentRequest = z.infer<typeof startPaymentRequestSchema>;

/** The form the browser posts to the gateway, as it is (encRequest, access_code). */
export const gatewayFormSchema = lazySchema(() =>
  z.object({
    action: z.string(),
    fields: z.record(z.string(), z.string()),
    gatewayOrderId: z.string(),
    amountPaise: z.number().int(),
    /** The product's own stand-in gateway: no money moves. */
    testGateway: z.boolean(),
  }),
);
export type GatewayForm = z.infer<typeof gatewayFormSchema>;

export const orderPaymentParamsSchema = lazySchema(() => z.strictObject({ orderId: orderIdField }));
export const orderPaymentQuerySchema = lazySchema(() => z.strictObject({ key: keyField }));

/** What the customer's payment page shows: the order's state, worked out on the server. */
export const orderPaymentSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    customerName: z.string(),
    /** A Bangalore order was placed on the form that pays; Modify Order goes back there. */
    orderType: z.string(),
    amountPaise: z.number().int().nullable(),
    /** What is being paid for: the customer checks the items before paying, as on the receipt. */
    lines: z.array(orderReceiptLineSchema),
    amountSetByStore: z.boolean(),
    state: z.enum(ORDER_PAYMENT_STATES),
    message: z.string(),
    paidAt: z.string().nullable(),
    /** The latest attempt's gateway order id and tracking id, for a customer who calls the store. */
    gatewayOrderId: z.string().nullable(),
    trackingId: z.string().nullable(),
  }),
);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** One attempt as the admins' card payments screen lists it. */
export const paymentAttemptRowSchema = lazySchema(() =>
  z.object({
    gatewayOrderId: z.string(),
    orderId: z.string(),
    customerName: z.string(),
    amountPaise: z.number().int(),
    state: z.enum(PAYMENT_ATTEMPT_STATES),
    settled: z.boolean(),
    paidTwice: z.boolean(),
    /** Paid an amount that was no longer the order's: the order stays unpaid (decision 024). */
    olderAmount: z.boolean(),
    /** The gateway's own word, as last read. */
    gatewayStatus: z.string().nullable(),
    /** What finance must look at, in words; null when nothing. */
    flag: z.string().nullable(),
    paidAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    reversedAt: z.string().nullable(),
    /** Refunded from here so far, and what may still be refunded. */
    refundedPaise: z.number().int(),
    refundablePaise: z.number().int(),
    trackingId: z.string().nullable(),
    statusChecks: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The latest event's words: why it is in this state. */
    lastNote: z.string(),
  }),
);
export type PaymentAttemptRow = z.infer<typeof paymentAttemptRowSchema>;

export const REFUND_STATES = ['open', 'done'] as const;

export const REFUND_TASK_KINDS = ['paid twice', 'older amount'] as const;

/**
 * Money to give back: an order paid twice (a customer who paid again must get it back), or an attempt that
 * paid an older amount.
 */
export const refundTaskSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(REFUND_TASK_KINDS),
    orderId: z.string(),
    customerName: z.string(),
    gatewayOrderId: z.string(),
    trackingId: z.string().nullable(),
    amountPaise: z.number().int(),
    state: z.enum(REFUND_STATES),
    createdAt: z.string(),
    doneAt: z.string().nullable(),
    doneBy: z.string().nullable(),
  }),
);
export type RefundTask = z.infer<typeof refundTaskSchema>;

export const GATEWAY_REFUND_STATES = ['requested', 'done', 'failed'] as const;

/** A refund asked of the gateway from /card-payments, with its answer. */
export const gatewayRefundSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    refundRef: z.string(),
    gatewayOrderId: z.string(),
    orderId: z.string(),
    amountPaise: z.number().int(),
    reason: z.string(),
    state: z.enum(GATEWAY_REFUND_STATES),
    /** The gateway's words when it refused or did not answer. */
    error: z.string().nullable(),
    requestedBy: z.string(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
  }),
);
export type GatewayRefund = z.infer<typeof gatewayRefundSchema>;

export const cardPaymentsOverviewSchema = lazySchema(() =>
  z.object({
    attempts: z.array(paymentAttemptRowSchema),
    /** Money customers were sent to pay whose answer has not come: attempts not yet settled. */
    awaitingPaise: z.number().int(),
    awaitingCount: z.number().int(),
    refunds: z.array(refundTaskSchema),
    /** Refunds made through the gateway, newest first. */
    gatewayRefunds: z.array(gatewayRefundSchema),
    /** Attempts finance must look at (reversed, an unknown word, an older amount, a refused confirm). */
    flaggedCount: z.number().int(),
  }),
);
export type CardPaymentsOverview = z.infer<typeof cardPaymentsOverviewSchema>;

export const cardPaymentsQuerySchema = lazySchema(() =>
  z.strictObject({
    state: z
      .enum(PAYMENT_ATTEMPT_STATES, { error: `State: one of ${PAYMENT_ATTEMPT_STATES.join(', ')}` })
      .optional(),
    /** Only what needs a look. */
    flagged: z
      .enum(['true', 'false'], { error: 'Flagged: true or false' })
      .transform((v) => v === 'true')
      .optional(),
  }),
);

export const refundParamsSchema = lazySchema(() =>
  z.strictObject({
    id: z.coerce
      .number({ error: 'Refund: a refund task id' })
      .int({ error: 'Refund: a refund task id' })
      .positive({ error: 'Refund: a refund task id' })
      .max(2_147_483_647, { error: 'Refund: a refund task id' }),
  }),
);

export const REFUND_MESSAGES = {
  amount: 'Amount: the rupees to refund, more than 0 and at most what is left to refund',
  reason: 'Reason: please say why, at most 200 characters',
  key: 'Idempotency-Key: the refund form’s own key, 8 to 100 characters',
  notRefundable: 'Only a paid card payment can be refunded.',
  tooMuch: (leftPaise: string) => `Amount: at most ${leftPaise} is left to refund on this payment`,
  inFlight: 'This refund is being made; please wait for the gateway’s answer.',
} as const;

/** Refund part or all of a card payment through the gateway (finance, /card-payments). */
export const gatewayRefundRequestSchema = lazySchema(() =>
  z.strictObject({
    amountPaise: z
      .number({ error: REFUND_MESSAGES.amount })
      .int({ error: REFUND_MESSAGES.amount })
      .min(1, { error: REFUND_MESSAGES.amount })
      .max(1_00_00_000_00, { error: REFUND_MESSAGES.amount }),
    reason: z
      .string({ error: REFUND_MESSAGES.reason })
      .trim()
      .min(1, { error: REFUND_MESSAGES.reason })
      .max(200, { error: REFUND_MESSAGES.reason }),
  }),
);
export type GatewayRefundRequest = z.infer<typeof gatewayRefundRequestSchema>;

export const attemptParamsSchema = lazySchema(() =>
  z.strictObject({
    gatewayOrderId: z
      .string({ error: 'Payment: a gateway order id' })
      .min(1, { error: 'Payment: a gateway order id' })
      .max(40, { error: 'Payment: a gateway order id' }),
  }),
);

/** One payment event of an order, as the admin lists show it. */
export const paymentEventRowSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    source: z.enum(PAYMENT_EVENT_SOURCES),
    gatewayOrderId: z.string().nullable(),
    fromState: z.enum(PAYMENT_ATTEMPT_STATES).nullable(),
    toState: z.enum(PAYMENT_ATTEMPT_STATES).nullable(),
    note: z.string(),
    recordedBy: z.string().nullable(),
  }),
);
export type PaymentEventRow = z.infer<typeof paymentEventRowSchema>;
export const orderPaymentEventsSchema = lazySchema(() =>
  z.object({ events: z.array(paymentEventRowSchema) }),
);

/** The test order form's payment test (ordering.md §2.4, §8, §9). */
export const PAYMENT_TEST = {
  defaults: { amountPaise: 100_00, orderId: '123' },
  yes: 'Click on Yes',
  no: 'Click on No',
  messages: {
    orderId: 'Order id: 1 to 12 letters, digits or dashes',
    amount: 'Amount: the rupees to charge, more than 0, at most ₹1,00,000',
  },
} as const;

export const paymentTestRequestSchema = lazySchema(() =>
  z.strictObject({
    orderId: z
      .string({ error: PAYMENT_TEST.messages.orderId })
      .trim()
      .regex(/^[A-Za-z0-9-]{1,12}$/, { error: PAYMENT_TEST.messages.orderId }),
    amountPaise: z
      .number({ error: PAYMENT_TEST.messages.amount })
      .int({ error: PAYMENT_TEST.messages.amount })
      .min(1, { error: PAYMENT_TEST.messages.amount })
      .max(1_00_000_00, { error: PAYMENT_TEST.messages.amount }),
  }),
);
export type PaymentTestRequest = z.infer<typeof paymentTestRequestSchema>;

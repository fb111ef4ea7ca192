import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orders } from './orders.ts';

/**
 * Money confirmed by hand (modules/payments): how it came, its reference (a UPI transaction id, a
 * UTR), the amount received, who recorded it and when. One per order: the order is paid once.
 */
export const manualPayments = pgTable(
  'manual_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manual_payments_recorded_at_idx').on(t.recordedAt),
    check('manual_payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * One trip of an order to the card gateway (modules/payments): its own gateway order id, the
 * amount charged (the order's, when the attempt began), and its MAC, echoed back in
 * merchant_param1. `settled_at` is set when the gateway's status API gave a final answer; until
 * then the reconciliation jobs keep asking.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    attemptNo: integer('attempt_no').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    provider: text('provider').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    mac: text('mac').notNull(),
    state: text('state').notNull().default('created'),
    trackingId: text('tracking_id'),
    /** A verified success for an order some other payment had already paid: money to give back. */
    paidTwice: boolean('paid_twice').notNull().default(false),
    /**
     * A verified success for an amount that was no longer the order's (the amount changed after the
     * attempt began): the order stays unpaid and finance decides (decision 024).
     */
    olderAmount: boolean('older_amount').notNull().default(false),
    /** The gateway's own word for the attempt, as last read (Successful, Shipped, Auto-Reversed …). */
    gatewayStatus: text('gateway_status'),
    /** Something finance must look at, in words (an unknown status word, a reversal, an older amount). */
    flag: text('flag'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    /** When the success was verified: it is followed (re-asked daily) for 14 days from here. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the gateway confirmed the order for settlement (Confirm API, or its status read Shipped). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When a success was taken back by the gateway (reversal, refund, chargeback, fraud). */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** When the order's amount changed while this attempt was open: it can no longer pay the order. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    statusChecks: integer('status_checks').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_attempts_order_attempt_no').on(t.orderId, t.attemptNo),
    index('payment_attempts_unsettled_idx').on(t.createdAt).where(sql`${t.settledAt} IS NULL`),
    check('payment_attempts_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payment_attempts_state_known',
      sql`${t.state} IN ('created','redirected','success','failure','aborted','awaited','invalid','reversed','refunded')`,
    ),
  ],
);

/**
 * Everything that happened to a payment, append-only (a trigger refuses UPDATE and DELETE): the
 * start, each callback and status answer (the raw and the decrypted payload), each manual
 * confirmation. The same payload twice is one row: a replayed callback changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    attemptId: integer('attempt_id').references(() => paymentAttempts.id),
    source: text('source').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    /** Why the event was accepted or refused, in words an admin can read. */
    note: text('note').notNull().default(''),
    rawPayload: text('raw_payload'),
    payload: jsonb('payload').$type<Record<string, string>>(),
    payloadHash: text('payload_hash').notNull(),
    recordedBy: text('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_once').on(t.payloadHash),
    index('payment_events_order_idx').on(t.orderId),
    index('payment_events_attempt_idx').on(t.attemptId),
  ],
);

/**
 * A refund to make: an order was paid twice (opened by the payment that came second), or an attempt
 * paid an amount that was no longer the order's ('older amount').
 */
export const paymentRefundTasks = pgTable('payment_refund_tasks', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().default('paid twice'),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id),
  attemptId: integer('attempt_id')
    .notNull()
    .unique()
    .references(() => paymentAttempts.id),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  state: text('state').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
  doneBy: text('done_by'),
});

/** Secrets the install makes for itself on first migration (the payment MAC key); never logged. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund asked of the gateway (its refund API) by finance: our own reference (refund_ref_no), the
 * amount in paise, and the gateway's answer. The Idempotency-Key of the request is unique: a double
 * click refunds once. Partial refunds add up to at most the attempt's amount (checked under the
 * attempt's row lock).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    refundRef: text('refund_ref').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** requested → done | failed; a request the gateway did not answer stays 'requested' to be asked again. */
    state: text('state').notNull().default('requested'),
    gatewayAnswer: jsonb('gateway_answer').$type<Record<string, string>>(),
    error: text('error'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_attempt_idx').on(t.attemptId),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('payment_refunds_state_known', sql`${t.state} IN ('requested','done','failed')`),
  ],
);

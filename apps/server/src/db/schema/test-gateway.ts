import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the local test gateway (modules/payments/local-gateway) was asked to charge and what the
 * person testing answered: its status API reads it back, as CCAvenue's reads its own records.
 * Never used when real gateway settings are present.
 */
export const testGatewayTransactions = pgTable('test_gateway_transactions', {
  id: serial('id').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  billingName: text('billing_name').notNull().default(''),
  merchantParam1: text('merchant_param1').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  /** The status API's words: Initiated, Successful, Shipped, Unsuccessful, Aborted, Auto-Reversed … */
  status: text('status').notNull().default('Initiated'),
  trackingId: text('tracking_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  /** When the Confirm API confirmed it (the status then reads Shipped). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  refundedPaise: bigint('refunded_paise', { mode: 'number' }).notNull().default(0),
});

/** Refunds the local test gateway was asked for: a refund_ref_no it has seen is refused, as CCAvenue does. */
export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  id: serial('id').primaryKey(),
  transactionId: integer('transaction_id')
    .notNull()
    .references(() => testGatewayTransactions.id),
  refundRefNo: text('refund_ref_no').notNull().unique(),
  amount: text('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

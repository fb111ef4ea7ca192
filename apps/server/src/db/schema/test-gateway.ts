import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** The status API's words: Initiated, Successful, Unsuccessful, Aborted. */
  status: text('status').notNull().default('Initiated'),
  trackingId: text('tracking_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

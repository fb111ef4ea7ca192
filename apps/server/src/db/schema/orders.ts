import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';

/** Order numbers: a sequence, never a read-then-write counter, so two orders can't share a number. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull().unique(),
    /** Secret in the customer's thank-you link: order ids are guessable, this is not. */
    receiptKey: text('receipt_key').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull(),
    address3: text('address3').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    orderType: text('order_type').notNull(),
    others: text('others').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    paymentStatus: smallint('payment_status').notNull().default(0),
    custVerified: smallint('cust_verified').notNull().default(0),
    overallCustComment: text('overall_cust_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_created_at_idx').on(t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    lineNo: integer('line_no').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    // What the customer saw when ordering, kept even if the catalogue changes later.
    name: text('name').notNull(),
    pack: text('pack').notNull(),
    mrp: numeric('mrp', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    dislike: smallint('dislike'),
    userFeedback: text('user_feedback'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    resultRef: text('result_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

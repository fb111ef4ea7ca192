import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { users } from './auth.ts';
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
    /**
     * A wish-list order lists catalogue items (order_lines); an advance order, placed ahead of a
     * festival, carries free-text vegetable and grocery lists instead (ordering.md §2.6).
     */
    kind: text('kind', { enum: ['wishlist', 'advance'] })
      .notNull()
      .default('wishlist'),
    vegetablesList: text('vegetables_list'),
    groceriesList: text('groceries_list'),
    others: text('others').notNull(),
    status: text('status').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    paymentStatus: smallint('payment_status').notNull().default(0),
    custVerified: smallint('cust_verified').notNull().default(0),
    overallCustComment: text('overall_cust_comment'),
    /**
     * Secret in the customer's verification link (customerorderverification/{orderId}?key=…): the
     * order id is guessable, this is not: two random UUIDs, 244 bits from PostgreSQL's strong source.
     */
    verificationKey: text('verification_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
    /** Raised by every admin change: an edit made on an older version is refused (409), never silently lost. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    check('orders_amount_paise_non_negative', sql`${t.amountPaise} >= 0`),
  ],
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
    mrpPaise: bigint('mrp_paise', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    dislike: smallint('dislike'),
    userFeedback: text('user_feedback'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_lines_mrp_paise_non_negative', sql`${t.mrpPaise} >= 0`),
  ],
);

/** Every change of an order's status, amount or payment: who, when, from and to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    field: text('field', { enum: ['status', 'amount', 'payment_status'] }).notNull(),
    fromValue: text('from_value'),
    /** Null when the amount was cleared. */
    toValue: text('to_value'),
    /** Why a paid order's amount was changed (required then). */
    reason: text('reason'),
    /** Null for the customer placing the order. */
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    /** The display name at the time, kept even if the user is renamed later. */
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.changedAt)],
);

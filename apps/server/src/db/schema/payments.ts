import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

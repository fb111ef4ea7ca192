import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './inventory.ts';
import { outlets } from './organisation.ts';

/**
 * What an outlet's till sold of the business's own products in a business day (stock leaves the outlet as it
 * is sold): one row per outlet, day and product. Saving the day again (the grid or a re-upload) replaces its
 * rows; the ledger keeps every change, as 'sold' moves of the difference (see save-sales-day.ts).
 */
export const storeSales = pgTable(
  'store_sales',
  {
    id: serial('id').primaryKey(),
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** What the till took, when it says; kept to the paisa. */
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    /** grid (typed) or upload (a till's export, named by file_name). */
    source: text('source').notNull(),
    fileName: text('file_name'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_sales_day_product_idx').on(t.outletId, t.businessDay, t.productId),
    index('store_sales_day_idx').on(t.businessDay),
    check('store_sales_quantity_positive', sql`${t.quantity} > 0`),
    check('store_sales_amount_not_negative', sql`${t.amountPaise} >= 0`),
    check('store_sales_source', sql`${t.source} in ('grid', 'upload')`),
  ],
);

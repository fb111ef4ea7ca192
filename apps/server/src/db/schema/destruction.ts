import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
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
import { stockMoves, stockPlaces } from './stock.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The photo of destroyed stock, kept in the database with the rows it shows (backed up with them). */
export const destructionPhotos = pgTable(
  'destruction_photos',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('destruction_photos_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('destruction_photos_size', sql`octet_length(${t.bytes}) between 1 and 5242880`),
  ],
);

/**
 * Stock destroyed at a place (Expiry Management, read by the total trash report): one row per product
 * destroyed, with the 'destroyed' move that took it off the books. The trash report reads the reason from
 * here.
 */
export const stockDestructions = pgTable(
  'stock_destructions',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => stockPlaces.id),
    /** The place's outlet (the warehouse is one). */
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** DESTRUCTION_REASONS: expired, spoiled, damaged, other (which needs a note). */
    reason: text('reason').notNull(),
    note: text('note'),
    photoId: integer('photo_id').references(() => destructionPhotos.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    stockMoveId: bigint('stock_move_id', { mode: 'number' })
      .notNull()
      .references(() => stockMoves.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_destructions_move_idx').on(t.stockMoveId),
    index('stock_destructions_day_idx').on(t.businessDay, t.outletId),
    check('stock_destructions_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_destructions_reason', sql`${t.reason} in ('expired', 'spoiled', 'damaged', 'other')`),
    check('stock_destructions_other_note', sql`${t.reason} <> 'other' or ${t.note} is not null`),
    check('stock_destructions_evidence', sql`${t.note} is not null or ${t.photoId} is not null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { items } from './catalogue.ts';
import { stores } from './organisation.ts';

/**
 * A store's daily vegetable stock or wastage booking (ordering.md §2.5): one per store, kind and
 * business day. Booking the same day again edits it; every save is kept in store_booking_revisions.
 */
export const storeBookings = pgTable(
  'store_bookings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['stock', 'wastage'] }).notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    sentBy: text('sent_by').notNull(),
    others: text('others').notNull().default(''),
    /** Raised by every save; the acknowledgement id ends with it. */
    revision: integer('revision').notNull().default(1),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('store_bookings_one_a_day').on(t.storeId, t.kind, t.businessDate),
    index('store_bookings_date_idx').on(t.businessDate),
  ],
);

/**
 * The items of a booking. Stock has one quantity; wastage two (K and W, §2.5) and a reason.
 * Quantities are in the item's unit, to the gram (three decimals).
 */
export const storeBookingLines = pgTable(
  'store_booking_lines',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => storeBookings.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    /** The item's name and pack when booked, kept if the catalogue changes later. */
    name: text('name').notNull(),
    pack: text('pack').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'string' }).notNull(),
    /** Wastage only: the W quantity. */
    w: numeric('w', { precision: 12, scale: 3, mode: 'string' }),
    /** Wastage only: why it was thrown away. */
    reason: text('reason', { enum: ['spoiled', 'damaged', 'expired', 'other'] }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.itemId] }),
    check('store_booking_lines_quantities', sql`${t.quantity} >= 0 and coalesce(${t.w}, 0) >= 0`),
  ],
);

/** Every save of a booking as it was then: the history a second booking of the day shows. */
export const storeBookingRevisions = pgTable(
  'store_booking_revisions',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => storeBookings.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    sentBy: text('sent_by').notNull(),
    others: text('others').notNull(),
    /** The lines as saved: [{ itemId, name, pack, quantity, w, reason }]. */
    lines: jsonb('lines').notNull(),
    savedByUserId: integer('saved_by_user_id')
      .notNull()
      .references(() => users.id),
    /** The display name at the time, kept even if the user is renamed later. */
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.revision] })],
);

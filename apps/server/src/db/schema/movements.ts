import { bigserial, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './inventory.ts';
import { outlets, teams } from './organisation.ts';

/**
 * The stock ledger: every quantity that moves is a row, never changed or deleted afterwards (a
 * trigger refuses UPDATE and DELETE); a later step (dispatch, receipt) appends its own rows.
 */
export const productMovements = pgTable(
  'product_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    productType: text('product_type').notNull(),
    unitName: text('unit_name').notNull(),
    quantitySent: numeric('quantity_sent', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    quantityReceived: numeric('quantity_received', { precision: 14, scale: 3, mode: 'number' }),
    senderOutletId: text('sender_outlet_id')
      .notNull()
      .references(() => outlets.id),
    receiverOutletId: text('receiver_outlet_id')
      .notNull()
      .references(() => outlets.id),
    /** The status (operations.md §4): ready-for-planning, ready-for-transport, … received. */
    folderId: text('folder_id').notNull(),
    batchId: text('batch_id').notNull(),
    batchOrder: integer('batch_order').notNull(),
    teamId: text('team_id').references(() => teams.id),
    driverName: text('driver_name'),
    vehicleNumber: text('vehicle_number'),
    receiverId: text('receiver_id'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Asia/Kolkata day it was posted: "today's movements" read this, not the server's clock zone. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    /** The idempotency key of the post that wrote it: a retried post answers with these rows. */
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    index('product_movements_day_team_idx').on(t.businessDay, t.teamId, t.folderId),
    index('product_movements_receiver_idx').on(t.receiverOutletId, t.folderId),
    index('product_movements_request_idx').on(t.requestKey),
  ],
);

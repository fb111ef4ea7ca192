import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './inventory.ts';
import { outlets, teams } from './organisation.ts';
import { productionEntries } from './production.ts';

const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** Drivers and vehicles, kept by the staff who dispatch (new ones are added from the confirm dialog). */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drivers_name_idx').on(sql`lower(${t.name})`)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    /** The plate without spaces or dashes, upper-cased: 'TN 09 AB 1234' and 'tn09ab1234' are one van. */
    numberKey: text('number_key').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicles_number_key_idx').on(t.numberKey)],
);

/**
 * A van on the road: one driver, one vehicle, one or more dispatches of the day. In transit until
 * every line it carries is received.
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['in-transit', 'arrived'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedByUserId: integer('started_by_user_id')
      .notNull()
      .references(() => users.id),
    startedByName: text('started_by_name').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  },
  (t) => [
    index('trips_driver_idx').on(t.driverId, t.state),
    index('trips_vehicle_idx').on(t.vehicleId, t.state),
  ],
);

/**
 * Where stock can be: an outlet (the warehouse is one) or a trip in transit. Every balance and
 * movement names places, so "in transit" is stock like any other, per trip.
 */
export const stockPlaces = pgTable(
  'stock_places',
  {
    id: serial('id').primaryKey(),
    outletId: text('outlet_id').references(() => outlets.id),
    tripId: integer('trip_id').references(() => trips.id),
  },
  (t) => [
    uniqueIndex('stock_places_outlet_idx').on(t.outletId),
    uniqueIndex('stock_places_trip_idx').on(t.tripId),
    check('stock_places_one_kind', sql`num_nonnulls(${t.outletId}, ${t.tripId}) = 1`),
  ],
);

/** A team's dispatch to one outlet on one day: saved (editable), then dispatched on a trip, then received. */
export const dispatches = pgTable(
  'dispatches',
  {
    id: serial('id').primaryKey(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    /** A dispatch from the warehouse belongs to a team; a return from a store has none. */
    teamId: text('team_id').references(() => teams.id),
    /** Where it goes: an outlet, or the warehouse for a return. */
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id),
    senderOutletId: text('sender_outlet_id')
      .notNull()
      .references(() => outlets.id),
    /** dispatch (warehouse → outlet, D{order}) or return (store → warehouse, R{order}). */
    kind: text('kind', { enum: ['dispatch', 'return'] })
      .notNull()
      .default('dispatch'),
    /** Why a store sends stock back (RETURN_REASONS). */
    returnReason: text('return_reason'),
    /** D{order}: the nth dispatch of the team's day; R{order}: the nth return of the store's day. */
    dispatchOrder: integer('dispatch_order').notNull(),
    state: text('state', { enum: ['saved', 'dispatched', 'received'] }).notNull(),
    tripId: integer('trip_id').references(() => trips.id),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    dispatchedByUserId: integer('dispatched_by_user_id').references(() => users.id),
    dispatchedByName: text('dispatched_by_name'),
  },
  (t) => [
    uniqueIndex('dispatches_order_idx').on(t.teamId, t.businessDay, t.dispatchOrder),
    // One editable dispatch per team, outlet and day: saving again replaces its lines.
    uniqueIndex('dispatches_saved_idx')
      .on(t.teamId, t.businessDay, t.outletId)
      .where(sql`${t.state} = 'saved'`),
    uniqueIndex('dispatches_return_order_idx')
      .on(t.senderOutletId, t.businessDay, t.dispatchOrder)
      .where(sql`${t.kind} = 'return'`),
    check('dispatches_kind_team', sql`(${t.kind} = 'dispatch') = (${t.teamId} is not null)`),
    index('dispatches_outlet_idx').on(t.outletId, t.state),
    index('dispatches_trip_idx').on(t.tripId),
  ],
);

export const dispatchLines = pgTable(
  'dispatch_lines',
  {
    id: serial('id').primaryKey(),
    dispatchId: integer('dispatch_id')
      .notNull()
      .references(() => dispatches.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantityPlanned: quantity('quantity_planned').notNull(),
    quantitySent: quantity('quantity_sent').notNull(),
    quantityReceived: quantity('quantity_received'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedByUserId: integer('received_by_user_id').references(() => users.id),
    receivedByName: text('received_by_name'),
  },
  (t) => [
    uniqueIndex('dispatch_lines_product_idx').on(t.dispatchId, t.productId),
    check('dispatch_lines_sent_positive', sql`${t.quantitySent} > 0`),
    check('dispatch_lines_received_not_negative', sql`${t.quantityReceived} >= 0`),
  ],
);

/** A received quantity that differs from the sent one, until warehouse staff settle it. */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    dispatchLineId: integer('dispatch_line_id')
      .notNull()
      .references(() => dispatchLines.id),
    reason: text('reason').notNull(),
    quantitySent: quantity('quantity_sent').notNull(),
    quantityReceived: quantity('quantity_received').notNull(),
    openedByUserId: integer('opened_by_user_id')
      .notNull()
      .references(() => users.id),
    openedByName: text('opened_by_name').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolution: text('resolution'),
    note: text('note'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    resolvedByName: text('resolved_by_name'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('disputes_line_idx').on(t.dispatchLineId), index('disputes_open_idx').on(t.resolvedAt)],
);

/**
 * The stock ledger (decision 015): every quantity that enters, leaves or moves between places is
 * a row, never changed afterwards (a trigger refuses UPDATE and DELETE). A null `from` is stock
 * entering the books (opening, produced, found); a null `to` is stock leaving them (written off,
 * sold, wasted). Each insert statement also adds to stock_balances, in the database, so no writer
 * can move stock without moving the balance.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: quantity('quantity').notNull(),
    fromPlaceId: integer('from_place_id').references(() => stockPlaces.id),
    toPlaceId: integer('to_place_id').references(() => stockPlaces.id),
    reason: text('reason').notNull(),
    productionEntryId: bigint('production_entry_id', { mode: 'number' }).references(
      () => productionEntries.id,
    ),
    dispatchLineId: integer('dispatch_line_id').references(() => dispatchLines.id),
    disputeId: integer('dispute_id').references(() => disputes.id),
    countLineId: integer('count_line_id').references((): AnyPgColumn => stockCountLines.id),
    note: text('note'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('stock_moves_to_idx').on(t.toPlaceId, t.productId),
    index('stock_moves_from_idx').on(t.fromPlaceId, t.productId),
    check('stock_moves_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'stock_moves_places',
      sql`num_nonnulls(${t.fromPlaceId}, ${t.toPlaceId}) >= 1 and ${t.fromPlaceId} is distinct from ${t.toPlaceId}`,
    ),
  ],
);

/** What each place holds of each product now: the sum of the ledger, kept by the ledger's trigger. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => stockPlaces.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: quantity('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.productId] })],
);

/**
 * A recount of one outlet (operations.md §2, Stock Recounts). `start_mark` is where the ledger
 * stood when it began (the highest move id then, read while no move of this place was in flight):
 * a line's "stock then" is the balance less the moves after it. One open count per outlet.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => stockPlaces.id),
    /** open (being counted), submitted (its lines posted or awaiting approval), cancelled. */
    status: text('status').notNull().default('open'),
    startMark: bigint('start_mark', { mode: 'number' }).notNull(),
    startedByUserId: integer('started_by_user_id')
      .notNull()
      .references(() => users.id),
    startedByName: text('started_by_name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    closedByUserId: integer('closed_by_user_id').references(() => users.id),
    closedByName: text('closed_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_counts_open_idx').on(t.placeId).where(sql`${t.status} = 'open'`),
    check('stock_counts_status', sql`${t.status} in ('open', 'submitted', 'cancelled')`),
  ],
);

/**
 * One product counted. `expected` is what the ledger said the moment it was counted (stock then +
 * the moves since the count began, up to `counted_mark`); what posts is counted − expected, so a
 * delivery received after the shelf was counted is kept, and one before it is not counted twice.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: serial('id').primaryKey(),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => stockPlaces.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    stockThen: quantity('stock_then').notNull(),
    counted: quantity('counted').notNull(),
    expected: quantity('expected').notNull(),
    countedMark: bigint('counted_mark', { mode: 'number' }).notNull(),
    countedByUserId: integer('counted_by_user_id')
      .notNull()
      .references(() => users.id),
    countedByName: text('counted_by_name').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
    /** counting, then posted, awaiting-approval (a difference above the threshold), rejected. */
    state: text('state').notNull().default('counting'),
    /** counted − expected, fixed when the count is submitted. */
    adjustment: quantity('adjustment'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_count_lines_product_idx').on(t.countId, t.productId),
    // One open count per outlet and product: a line awaiting approval keeps the next count off it.
    uniqueIndex('stock_count_lines_open_idx')
      .on(t.placeId, t.productId)
      .where(sql`${t.state} in ('counting', 'awaiting-approval')`),
    index('stock_count_lines_awaiting_idx').on(t.state),
    check('stock_count_lines_counted', sql`${t.counted} >= 0`),
    check(
      'stock_count_lines_state',
      sql`${t.state} in ('counting', 'posted', 'awaiting-approval', 'rejected')`,
    ),
  ],
);

/**
 * A month whose books are closed (decision 018): its first day. The first carry-over of the month
 * closes it (carry-over asks stock to); from then on no stock move may be dated into it.
 */
export const closedMonths = pgTable(
  'closed_months',
  {
    month: date('month', { mode: 'string' }).primaryKey(),
    closedByUserId: integer('closed_by_user_id').references(() => users.id),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('closed_months_first_day', sql`extract(day from ${t.month}) = 1`)],
);

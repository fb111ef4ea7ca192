import type { ScheduleRow } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './inventory.ts';
import { teams } from './organisation.ts';

/** A team's production schedule for a day, saved on the server until it is confirmed. */
export const productionSchedules = pgTable(
  'production_schedules',
  {
    id: serial('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    teamName: text('team_name').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    productionNumber: integer('production_number').notNull(),
    batchId: text('batch_id').notNull(),
    rows: jsonb('rows').$type<ScheduleRow[]>().notNull(),
    savedByUserId: integer('saved_by_user_id')
      .notNull()
      .references(() => users.id),
    savedByName: text('saved_by_name').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id),
    confirmedByName: text('confirmed_by_name'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('production_schedules_number_idx').on(t.teamId, t.businessDay, t.productionNumber)],
);

/** What a team scheduled (ready-for-production) and produced (produced), one row per product. */
export const productionEntries = pgTable(
  'production_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    variantName: text('variant_name').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** The display name of who posted it (operations.md §6). */
    userId: text('user_id').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    folderId: text('folder_id').notNull(),
    batchId: text('batch_id').notNull(),
    batchOrder: integer('batch_order').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    actReq: numeric('act_req', { precision: 14, scale: 3, mode: 'number' }),
    totalPlan: numeric('total_plan', { precision: 14, scale: 3, mode: 'number' }),
    calcWeight: text('calc_weight'),
    scheduleId: integer('schedule_id').references(() => productionSchedules.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    index('production_entries_team_day_idx').on(t.teamId, t.businessDay, t.folderId),
    index('production_entries_request_idx').on(t.requestKey),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './inventory.ts';
import { teams } from './organisation.ts';
import { productionEntries } from './production.ts';

/**
 * Kitchen Packing Log (between produced and dispatched): how many packs were made from one production entry,
 * by whom and when. A record beside the stock ledger, not a stock move: packed or loose, the stock is the
 * same product in the same place (the warehouse), counted in the same unit (a pack of its variant, decision
 * 015), so a move would go from the warehouse to the warehouse and change no balance. Append-only like the
 * ledgers (a trigger in the migration refuses UPDATE and DELETE).
 */
export const packingEntries = pgTable(
  'packing_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productionEntryId: bigint('production_entry_id', { mode: 'number' })
      .notNull()
      .references(() => productionEntries.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    /** The production entry's business day: a day's packing is packing of that day's production. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    packs: integer('packs').notNull(),
    packedByUserId: integer('packed_by_user_id')
      .notNull()
      .references(() => users.id),
    packedByName: text('packed_by_name').notNull(),
    packedAt: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    index('packing_entries_team_day_idx').on(t.teamId, t.businessDay),
    index('packing_entries_production_idx').on(t.productionEntryId),
    index('packing_entries_request_idx').on(t.requestKey),
    check('packing_entries_packs_positive', sql`${t.packs} > 0`),
  ],
);

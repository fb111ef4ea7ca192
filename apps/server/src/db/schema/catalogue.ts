import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Column names keep the older store's short names (n, c, pu, u) where staff know them by those names.
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  n: text('n').notNull(),
  live: smallint('live').notNull().default(1),
  order: integer('order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: text('id').primaryKey(),
    n: text('n').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    column: text('column', { enum: ['threecolumns', 'twocolumns', 'veg'] }).notNull(),
    live: smallint('live').notNull().default(1),
    order: integer('order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: text('subcategory_id')
      .notNull()
      .default('uncategorised')
      .references(() => subcategories.id),
    order: integer('order').notNull().default(0),
    live: smallint('live').notNull().default(1),
    pu: numeric('pu', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    u: text('u').notNull(),
    mrpPaise: bigint('mrp_paise', { mode: 'number' }).notNull(),
    desc: text('desc').notNull().default(''),
    thumbnail: text('thumbnail'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('items_subcategory_idx').on(t.subcategoryId, t.order),
    check('items_mrp_paise_non_negative', sql`${t.mrpPaise} >= 0`),
  ],
);

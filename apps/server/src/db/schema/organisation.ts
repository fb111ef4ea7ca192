import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Production teams (kitchen, baking, groceries, snacks); colours drive the staff dashboard. */
export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
  order: integer('order').notNull().default(0),
});

/** The outlets and the warehouse pseudo-outlet ('terraWarehouse', type 'warehouse') stock moves between. */
export const outlets = pgTable('outlets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['outlet', 'warehouse'] }).notNull(),
  colour: text('colour').notNull(),
  order: integer('order').notNull().default(0),
});

export const units = pgTable('units', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * The shops customers pick up from and whose phone numbers every receipt carries; store staff
 * book their daily vegetable stock and wastage for one of them.
 */
export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  order: integer('order').notNull().default(0),
});

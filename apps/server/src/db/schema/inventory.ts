import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { outlets, teams } from './organisation.ts';

/** Suppliers of products; the business's own products come from OWN_SUPPLIER_ID (operations.md §9). */
export const suppliers = pgTable('suppliers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'website': known to the ordering side (the /find/…/by/source/website lists). */
  source: text('source').notNull().default('website'),
});

/** What is planned, produced and moved between the warehouse and the outlets. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** '500 g', '1 kg', '6 pcs': the unit of production follows from it (§9). */
    variantName: text('variant_name').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    /** The production team that makes it; null for bought-in products. */
    teamId: text('team_id').references(() => teams.id),
    source: text('source').notNull().default('website'),
  },
  (t) => [index('products_team_idx').on(t.teamId)],
);

export const productSuppliers = pgTable(
  'product_suppliers',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    supplyPricePaise: bigint('supply_price_paise', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.supplierId] }),
    index('product_suppliers_supplier_idx').on(t.supplierId),
    check('product_suppliers_supply_price_paise_non_negative', sql`${t.supplyPricePaise} >= 0`),
  ],
);

/**
 * An outlet's stock of a product: what it holds (opening stock, the S column of planning) and the
 * minimum and acceptable levels planning works towards. Unset levels are null.
 */
export const inventories = pgTable(
  'inventories',
  {
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    openingStock: numeric('opening_stock', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    minStock: numeric('min_stock', { precision: 14, scale: 3, mode: 'number' }),
    acceptableStock: numeric('acceptable_stock', { precision: 14, scale: 3, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.productId] }),
    index('inventories_product_idx').on(t.productId),
  ],
);

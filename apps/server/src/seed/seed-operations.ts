import { vehicleKey } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { insertInChunks } from '../db/insert-in-chunks.ts';
import { inventories, productSuppliers, products, suppliers } from '../db/schema/inventory.ts';
import { drivers, vehicles } from '../db/schema/stock.ts';
import {
  DEMO_DRIVERS,
  DEMO_VEHICLES,
  demoOperations,
  generateOperations,
  type SeedOperations,
} from './demo-operations.ts';
import { insertDemoReceivables } from './seed-receivables.ts';

// Two server processes starting together on an empty database must not both seed it. Its own key:
// the catalogue seed may run at the same moment without waiting on this one.
const SEED_LOCK_KEY = 0x6b_61_64_6f; // "kado"

/** Writes a set of operations data in one transaction's worth of chunked inserts. */
export async function insertOperations(tx: Tx, data: SeedOperations): Promise<void> {
  // Suppliers may have been entered by hand (and OWN_SUPPLIER_ID comes with the migration); keep those.
  await insertInChunks(data.suppliers, (chunk) => tx.insert(suppliers).values(chunk).onConflictDoNothing());
  await insertInChunks(data.products, (chunk) => tx.insert(products).values(chunk));
  await insertInChunks(data.productSuppliers, (chunk) => tx.insert(productSuppliers).values(chunk));
  await insertInChunks(data.inventories, (chunk) => tx.insert(inventories).values(chunk));
  // The opening stock enters the ledger (migration 0010 defines the function, used there too).
  await tx.execute(sql`select stock_open_from_inventories()`);
}

/**
 * Fills an empty product list (first run) with the demo operations data (and the demo receivables), or with a generated
 * kitchen of `products` products for benchmarks. Returns false, touching nothing, when any product
 * already exists.
 */
export async function seedOperations(db: Database, options: { products?: number } = {}): Promise<boolean> {
  const data = options.products ? generateOperations({ products: options.products }) : demoOperations();
  const seeded = await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return false;
    await insertOperations(tx, data);
    if (!options.products) {
      await tx
        .insert(drivers)
        .values(DEMO_DRIVERS.map((d) => ({ name: d.name, phone: d.phone })))
        .onConflictDoNothing();
      await tx
        .insert(vehicles)
        .values(DEMO_VEHICLES.map((number) => ({ number, numberKey: vehicleKey(number) })))
        .onConflictDoNothing();
      // Finance's receivables start with a handful of customers, once, like the rest.
      await insertDemoReceivables(tx);
    }
    return true;
  });
  // Until autovacuum gets to them, the planner believes these tables empty and joins 10,000
  // inventory rows by nested loops (a second instead of milliseconds): give it the statistics now.
  if (seeded) await db.execute(sql`analyze ${products}, ${productSuppliers}, ${inventories}`);
  return seeded;
}

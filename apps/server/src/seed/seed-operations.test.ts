import { isBelowMinimum, OWN_SUPPLIER_ID, unitFromVariant, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventories, productSuppliers, products, suppliers } from '../db/schema/inventory.ts';
import { drivers, vehicles } from '../db/schema/stock.ts';
import { useTestDatabase } from '../test/test-database.ts';
import {
  DEMO_DRIVERS,
  DEMO_OUTLET_IDS,
  DEMO_VEHICLES,
  demoOperations,
  generateOperations,
  OPERATIONS_TEAMS,
} from './demo-operations.ts';
import { seedOperations } from './seed-operations.ts';

const first = await useTestDatabase();
const second = await useTestDatabase();

async function countRows(db: typeof first.db) {
  const [p] = await db.select({ n: count() }).from(products);
  const [ps] = await db.select({ n: count() }).from(productSuppliers);
  const [i] = await db.select({ n: count() }).from(inventories);
  const [s] = await db.select({ n: count() }).from(suppliers);
  return { products: p?.n, productSuppliers: ps?.n, inventories: i?.n, suppliers: s?.n };
}

describe('demoOperations', () => {
  const data = demoOperations();
  const own = new Set(
    data.productSuppliers.filter((ps) => ps.supplierId === OWN_SUPPLIER_ID).map((ps) => ps.productId),
  );
  const ownProducts = data.products.filter((p) => own.has(p.id));

  it('holds at least 150 own products across the four teams, with weights, pieces and types', () => {
    expect(ownProducts.length).toBeGreaterThanOrEqual(150);
    for (const team of OPERATIONS_TEAMS) {
      const teamProducts = ownProducts.filter((p) => p.teamId === team);
      expect(teamProducts.length, team).toBeGreaterThanOrEqual(25);
      expect(new Set(teamProducts.map((p) => p.productType)).size, team).toBeGreaterThanOrEqual(4);
    }
    const variants = new Set(ownProducts.map((p) => p.variantName));
    for (const v of ['500 g', '1 kg', '250 g', '6 pcs', '12 pcs', 'Box']) expect(variants).toContain(v);
    expect(ownProducts.some((p) => unitFromVariant(p.variantName) === 'kg')).toBe(true);
    expect(ownProducts.some((p) => unitFromVariant(p.variantName) === 'pc')).toBe(true);
    expect(new Set(data.products.map((p) => p.id)).size).toBe(data.products.length);
  });

  it('gives every own product stock at the four outlets and the warehouse', () => {
    for (const product of ownProducts) {
      const outlets = data.inventories.filter((i) => i.productId === product.id).map((i) => i.outletId);
      expect(outlets.sort()).toEqual([...DEMO_OUTLET_IDS, WAREHOUSE_OUTLET_ID].sort());
    }
  });

  it('leaves some minimum stocks unset or 0, and gives each team urgent and plannable products', () => {
    const outletRows = data.inventories.filter((i) => i.outletId !== WAREHOUSE_OUTLET_ID);
    expect(outletRows.filter((i) => i.minStock === null).length).toBeGreaterThan(20);
    expect(outletRows.filter((i) => i.minStock === 0).length).toBeGreaterThan(20);
    for (const team of OPERATIONS_TEAMS) {
      const ids = new Set(ownProducts.filter((p) => p.teamId === team).map((p) => p.id));
      const rows = outletRows.filter((i) => ids.has(i.productId));
      const urgent = new Set(
        rows
          .filter((i) => isBelowMinimum({ minstock: i.minStock, inhand: i.openingStock }))
          .map((i) => i.productId),
      );
      const wanted = new Set(
        rows.filter((i) => (i.acceptableStock ?? 0) > i.openingStock).map((i) => i.productId),
      );
      expect(urgent.size, team).toBeGreaterThanOrEqual(5);
      expect(urgent.size, team).toBeLessThan(ids.size);
      expect(wanted.size, team).toBeGreaterThan(ids.size / 2);
    }
  });

  it('is the same on every call, and has suppliers besides the business itself', () => {
    expect(demoOperations()).toEqual(data);
    expect(data.suppliers.length).toBeGreaterThanOrEqual(2);
    for (const supplier of data.suppliers) {
      expect(data.productSuppliers.filter((ps) => ps.supplierId === supplier.id).length).toBeGreaterThan(1);
    }
  });
});

describe('generateOperations', () => {
  it('builds N kitchen products with stock at the four outlets, the same each time', () => {
    const data = generateOperations({ products: 2500 });
    expect(data.products).toHaveLength(2500);
    expect(data.inventories).toHaveLength(10_000);
    expect(new Set(data.products.map((p) => p.teamId))).toEqual(new Set(['kitchen']));
    expect(data.productSuppliers.every((ps) => ps.supplierId === OWN_SUPPLIER_ID)).toBe(true);
    expect(generateOperations({ products: 2500 })).toEqual(data);
  });
});

describe('seedOperations', () => {
  it('seeds the demo data once, and leaves a seeded database alone', async () => {
    const data = demoOperations();
    expect(await seedOperations(first.db)).toBe(true);
    const seeded = await countRows(first.db);
    expect(seeded).toEqual({
      products: data.products.length,
      productSuppliers: data.productSuppliers.length,
      inventories: data.inventories.length,
      // The migration's own supplier, and the bought-in ones.
      suppliers: data.suppliers.length + 1,
    });
    const [zeroMin] = await first.db
      .select({ n: count() })
      .from(inventories)
      .where(eq(inventories.minStock, 0));
    expect(zeroMin?.n).toBeGreaterThan(0);
    const drivenBy = await first.db.select({ name: drivers.name }).from(drivers);
    expect(drivenBy.map((d) => d.name).sort()).toEqual(DEMO_DRIVERS.map((d) => d.name).sort());
    expect(await first.db.select().from(vehicles)).toHaveLength(DEMO_VEHICLES.length);
    expect(await seedOperations(first.db)).toBe(false);
    expect(await seedOperations(first.db, { products: 100 })).toBe(false);
    expect(await countRows(first.db)).toEqual(seeded);
  });

  it('seeds a generated kitchen of the asked size, once even when two starts race', async () => {
    const results = await Promise.all([
      seedOperations(second.db, { products: 1200 }),
      seedOperations(second.db, { products: 1200 }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countRows(second.db)).toMatchObject({ products: 1200, inventories: 4800 });
  });
});

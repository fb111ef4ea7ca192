import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database.ts';
import { sampleJson } from '../../test/kits/import-test-kit.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { applyImport } from './apply-import.ts';
import { readOlderExport } from './read-older-export.ts';

// A server's first start seeds the demo shop: the import must still load beside it.
const { db } = await useTestDatabase();
await seedDatabase(db, { catalogue: 'demo' });

describe('importing onto a database the server has already seeded', () => {
  it('uses the stores and categories already here as they are, and loads the rest', async () => {
    const before = await db.execute<{ id: string; name: string; phone: string }>(
      sql`select id, name, phone from stores order by id`,
    );
    const { plan, loaded } = await applyImport(db, readOlderExport(sampleJson()));
    expect(plan.problems).toEqual([]);
    expect(loaded).toBe(true);
    expect(plan.counts.stores).toEqual({ read: 4, create: 0, alreadyImported: 0, existing: 4 });
    expect(plan.counts.category.existing).toBe(1); // the demo shop has a "vegetables" category too
    const after = await db.execute(sql`select id, name, phone from stores order by id`);
    expect(after.rows).toEqual(before.rows);
    const imported = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from orders o join import_sources s on s.target_id = o.order_id
      where s.collection = 'orders'`);
    expect(imported.rows[0]?.n).toBe(30);
  });

  it('keeps both order ids when the older counter gave one number twice; the later gets a key after all', async () => {
    const order = (orderId: string, customerName: string, createdAt: string) => ({
      orderId,
      customerName,
      orderType: 'Door Delivery',
      createdAt,
      address: '4 Venus Colony 2nd St, Alwarpet, Chennai 600018',
    });
    const json = JSON.stringify({
      __collections__: {
        orders: {
          later: order('ORDKAN0042', 'Kanimozhi Arul', '2025-03-02T05:00:00Z'),
          first: order('ORDABI0042', 'Abinaya R', '2025-03-01T05:00:00Z'),
        },
      },
    });
    const { plan, loaded } = await applyImport(db, readOlderExport(json));
    expect(plan.problems).toEqual([]);
    expect(loaded).toBe(true);
    const keys = await db.execute<{ order_id: string; id: number }>(
      sql`select order_id, id from orders where order_id in ('ORDABI0042', 'ORDKAN0042') order by id`,
    );
    expect(keys.rows).toEqual([
      { order_id: 'ORDABI0042', id: 42 },
      { order_id: 'ORDKAN0042', id: 143 },
    ]);
    const next = await db.execute<{ n: number }>(sql`select nextval('order_number_seq')::int as n`);
    expect(next.rows[0]?.n).toBe(144);
  });
});

import { makeOrderId } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  brokenSample,
  IMPORTED_TABLES,
  sampleJson,
  snapshotTables,
} from '../../test/kits/import-test-kit.ts';
import { placeOrderBody } from '../../test/kits/order-test-kit.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { applyImport } from './apply-import.ts';
import { planImport } from './plan-import.ts';
import { readOlderExport } from './read-older-export.ts';

const { db } = await useTestDatabase();

const load = (json: string) => applyImport(db, readOlderExport(json));

describe('importing the older store', () => {
  it('reports every broken record with collection, id, field and reason, and loads nothing at all', async () => {
    const before = await snapshotTables(db);
    const broken = brokenSample();
    const { plan, loaded } = await load(broken.json);
    expect(loaded).toBe(false);
    expect(plan.problems.map(({ collection, id, field }) => ({ collection, id, field }))).toEqual(
      expect.arrayContaining(broken.expected),
    );
    expect(plan.problems).toHaveLength(broken.expected.length);
    expect(plan.problems.find((p) => p.field === 'mrp')?.reason).toBe(
      'not an amount in rupees to the paisa: "12.345"',
    );
    expect(plan.problems.find((p) => p.field.startsWith('grocery.'))?.reason).toBe(
      'unknown item: no grocery or vegetable with this id',
    );
    // Not one row anywhere: the good records were not loaded either.
    expect(await snapshotTables(db)).toEqual(before);
    for (const table of IMPORTED_TABLES) {
      if (table !== 'users') expect(before[table]?.rows, table).toBe(0);
    }
  });

  it('plans the sample (the dry run) without writing, then loads exactly what it planned', async () => {
    const before = await snapshotTables(db);
    const plan = await planImport(db, readOlderExport(sampleJson()));
    expect(plan.problems).toEqual([]);
    expect(await snapshotTables(db)).toEqual(before);
    expect(plan.counts.orders).toEqual({ read: 30, create: 30, alreadyImported: 0, existing: 0 });
    expect(plan.counts.groceries.create).toBe(40);
    expect(plan.counts.vegstocks).toEqual({ read: 6, create: 6, alreadyImported: 0, existing: 0 });
    expect(plan.visitCounter).toBe(1342);

    const { loaded } = await load(sampleJson());
    expect(loaded).toBe(true);
    const counts = await snapshotTables(db);
    expect(counts.orders?.rows).toBe(30);
    expect(counts.items?.rows).toBe(53);
    expect(counts.categories?.rows).toBe(4);
    expect(counts.subcategories?.rows).toBe(8);
    expect(counts.stores?.rows).toBe(4);
    // Two older stock documents of Adyar's 20 November are one booking saved twice.
    expect(counts.store_bookings?.rows).toBe(10);
    expect(counts.store_booking_revisions?.rows).toBe(11);
    expect(counts.order_lines?.rows).toBe(plan.orders.reduce((n, o) => n + o.lines.length, 0));
  });

  it('keeps the older order ids, customers in Tamil, and the money exactly in paise', async () => {
    const found = await db.execute<{
      order_id: string;
      id: string;
      first_name: string;
      amount_paise: string | null;
      pincode: string;
    }>(sql`select order_id, id::text, first_name, amount_paise::text, pincode from orders order by id`);
    const rows = found.rows;
    expect(rows.every((r) => r.order_id.endsWith(r.id.padStart(4, '0')))).toBe(true);
    const file = JSON.parse(sampleJson()).__collections__.orders as Record<
      string,
      { orderId: string; amount: unknown }
    >;
    const amountOf = (orderId: string) => Object.values(file).find((o) => o.orderId === orderId)?.amount;
    const expected: Record<string, string | null> = {
      '1250.50': '125050',
      '845': '84500',
      '1199.5': '119950',
      '₹ 2,340': '234000',
      '612.25': '61225',
      '980': '98000',
      '': null,
      null: null,
    };
    for (const row of rows)
      expect(row.amount_paise, row.order_id).toBe(expected[String(amountOf(row.order_id))]);
    const tamil = rows.find((r) => r.first_name === 'முருகன்');
    expect(tamil?.order_id).toMatch(/^ORDXXX\d{4}$/);
    expect(tamil?.pincode).toBe('600004');
    const mrp = await db.execute<{ mrp_paise: number }>(
      sql`select mrp_paise from items where name = 'Cold Pressed Gingelly Oil / நல்லெண்ணெய்'`,
    );
    expect(mrp.rows[0]?.mrp_paise).toBe(42000);
  });

  it('loaded a second time creates nothing and changes nothing', async () => {
    const before = await snapshotTables(db);
    const { plan, loaded } = await load(sampleJson());
    expect(loaded).toBe(true);
    expect(plan.counts.orders).toEqual({ read: 30, create: 0, alreadyImported: 30, existing: 0 });
    expect(plan.counts.groceries.alreadyImported).toBe(40);
    expect(Object.values(plan.counts).every((c) => c.create === 0)).toBe(true);
    expect(await snapshotTables(db)).toEqual(before);
    const sequence = await db.execute<{ last_value: string }>(
      sql`select last_value::text from order_number_seq`,
    );
    expect(sequence.rows[0]?.last_value).toBe('142');
  });

  it('numbers the next order placed through the order form after the highest imported one', async () => {
    const app = await buildTestApp(db);
    await app.ready();
    const live = await db.execute<{ id: number }>(sql`
      select i.id from items i join import_sources s on s.target_id = i.id::text and s.collection = 'groceries'
      where i.live = 1 and i.u = 'kg' order by i.id limit 2`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: placeOrderBody(
        live.rows.map((r) => r.id),
        { firstName: 'Meena' },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orderId).toBe(makeOrderId('Meena', 143));
    await app.close();
  });
});

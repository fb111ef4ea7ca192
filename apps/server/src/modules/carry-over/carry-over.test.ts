import {
  addMonths,
  businessDay,
  CARRY_OVER_MESSAGES,
  carryOverSheetSchema,
  defaultCarryOverMonth,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOfDay,
  type SignedUser,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSupplierWithProducts, warehouseMoves } from '../../test/kits/carry-over-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { postStockMoves } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { sumWarehouseClosing } from '../stock/ledger/sum-warehouse-closing.ts';
import { checkStockBalances } from '../stock/on-hand/check-stock-balances.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let warehouse: Headers;
let finance: Headers;
let outlet: Headers; // a production user: neither warehouse nor finance
let warehouseUser: SignedUser;

// Closing a month fixes it and every month before: the tests close months in order, oldest first.
const thisMonth = monthOfDay(businessDay());
const MONTH_A = addMonths(thisMonth, -5);
const MONTH_B = addMonths(thisMonth, -3);
const day = (month: string, date: number) => `${month}-${String(date).padStart(2, '0')}`;

const sheet = async (month: string, supplierId: string, headers = warehouse) => {
  const res = await inject('GET', `/api/carry-over/monthly?month=${month}&supplierId=${supplierId}`, headers);
  expect(res.statusCode).toBe(200);
  return carryOverSheetSchema.parse(res.json());
};
const carry = (month: string | null, entries: unknown, headers = warehouse) =>
  inject('POST', `/dataapi/api/inventory/bulk/monthly${month ? `?month=${month}` : ''}`, headers, entries);
const entry = (productId: string, supplierId: string, quantity: number, section = 'GODOWN') => ({
  product_id: productId,
  supplier_id: supplierId,
  quantity,
  unit: 'packs',
  section,
  name: productId,
});
const closedMonths = async () =>
  Number((await db.execute<{ n: string }>(sql`select count(*)::text as n from closed_months`)).rows[0]?.n);

beforeAll(async () => {
  const signed = await signInAs(app, db, { role: 'warehouse' });
  warehouse = signed.headers;
  warehouseUser = signed.user;
  finance = (await signInAs(app, db, { role: 'finance' })).headers;
  outlet = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
});

describe('the monthly carry-over', () => {
  let supplierId = '';
  let ids: string[] = [];

  beforeAll(async () => {
    const created = await createSupplierWithProducts(db, { count: 3 });
    supplierId = created.supplierId;
    ids = created.products.map((p) => p.id);
    const [p1, p2] = ids as [string, string];
    const mover = { user: warehouseUser };
    await warehouseMoves(db, { ...mover, day: day(addMonths(MONTH_A, -1), 20) }, [
      { productId: p2, quantity: 4 },
    ]);
    await warehouseMoves(db, { ...mover, day: day(MONTH_A, 5) }, [{ productId: p1, quantity: 10 }]);
    await warehouseMoves(db, { ...mover, day: lastDayOfMonth(MONTH_A) }, [{ productId: p1, quantity: -2.5 }]);
    // After the month: not in its closing.
    await warehouseMoves(db, { ...mover, day: firstDayOfMonth(addMonths(MONTH_A, 1)) }, [
      { productId: p1, quantity: 7 },
    ]);
  });

  it("prefills every product of the supplier with the ledger's closing of the month, in GODOWN", async () => {
    const read = await sheet(MONTH_A, supplierId);
    expect(read.canSave).toBe(true);
    expect(read.closed).toBeNull();
    expect(read.rows.map((r) => [r.productId, r.quantity, r.ledgerClosing, r.section])).toEqual([
      [ids[0], 7.5, 7.5, 'GODOWN'],
      [ids[1], 4, 4, 'GODOWN'],
      [ids[2], 0, 0, 'GODOWN'],
    ]);
    const closing = await sumWarehouseClosing(db, { day: lastDayOfMonth(MONTH_A), productIds: ids });
    for (const row of read.rows) expect(row.ledgerClosing).toBe(closing.get(row.productId) ?? 0);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const [p1] = ids as [string];
    const cases: [unknown, string][] = [
      [[{ ...entry(p1, supplierId, 1), section: 'ATTIC' }], '0.section'],
      [[entry(p1, supplierId, -1)], '0.quantity'],
      [[entry(p1, supplierId, 1.0001)], '0.quantity'],
      [[{ ...entry(p1, supplierId, 1), extra: 1 }], ''],
      [[entry('no-such-product', supplierId, 1)], '0.product_id'],
      [[entry(p1, 'no-such-supplier', 1)], '0.supplier_id'],
      [[entry(p1, supplierId, 1), entry(p1, supplierId, 2)], '1.section'],
    ];
    for (const [body, field] of cases) {
      const res = await carry(MONTH_A, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json().error.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const badMonth = await carry('2026-13', [entry(p1, supplierId, 1)]);
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().error.message).toContain('month');
    expect(await closedMonths()).toBe(0);
  });

  it('sends nothing when no row remains: 400 with the message, nothing written', async () => {
    for (const body of [[], ids.map((id) => entry(id, supplierId, 0))]) {
      const res = await carry(MONTH_A, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(CARRY_OVER_MESSAGES.nothingToSave);
    }
    expect(await closedMonths()).toBe(0);
  });

  it('posting skips zeros, closes the month, and the next month opens with the carried quantities', async () => {
    const [p1, p2, p3] = ids as [string, string, string];
    const res = await carry(MONTH_A, [
      entry(p1, supplierId, 6),
      entry(p1, supplierId, 1, 'BAKERY'),
      entry(p2, supplierId, 0),
      entry(p3, supplierId, 0),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ month: MONTH_A, closedByThis: true, adjustments: 2 });

    const lines = await db.execute<{ product_id: string; section: string; quantity: string }>(
      sql`select product_id, section, quantity::text from carry_over_lines order by product_id, section`,
    );
    expect(lines.rows).toEqual([
      { product_id: p1, section: 'BAKERY', quantity: '1.000' },
      { product_id: p1, section: 'GODOWN', quantity: '6.000' },
    ]);
    // The month's closing is now what was counted (all sections): 7 of p1, none of p2 (counted 0).
    const closing = await sumWarehouseClosing(db, { day: lastDayOfMonth(MONTH_A), productIds: ids });
    expect(closing.get(p1)).toBe(7);
    expect(closing.get(p2) ?? 0).toBe(0);
    // The next month opens with it: on hand now is the carried 7 plus the 7 received after.
    const onHand = await inject('GET', '/api/stock/on-hand?outletId=terraWarehouse', warehouse);
    const held = (id: string) =>
      onHand.json().rows.find((row: { productId: string }) => row.productId === id)?.quantity ?? 0;
    expect(held(p1)).toBe(14);
    expect(held(p2)).toBe(0);
    expect(await checkStockBalances(db)).toEqual([]);

    const read = await sheet(MONTH_A, supplierId, finance);
    expect(read.closed?.closedByName).toBe(warehouseUser.displayName);
    expect(read.carried?.postedByName).toBe(warehouseUser.displayName);
    expect(read.canSave).toBe(false);
    expect(read.rows.map((r) => [r.productId, r.section, r.quantity])).toEqual([
      [p1, 'BAKERY', 1],
      [p1, 'GODOWN', 6],
    ]);
  });

  it('refuses a move dated into the closed month with 409 naming the day; one after it is accepted', async () => {
    const [p1] = ids as [string];
    const into = lastDayOfMonth(MONTH_A);
    await expect(
      warehouseMoves(db, { day: into, user: warehouseUser }, [{ productId: p1, quantity: 1 }]),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining(`${into.slice(8, 10)}-${into.slice(5, 7)}-${into.slice(0, 4)}`),
    });
    // A month before the closed one is closed with it.
    await expect(
      warehouseMoves(db, { day: day(addMonths(MONTH_A, -1), 3), user: warehouseUser }, [
        { productId: p1, quantity: 1 },
      ]),
    ).rejects.toMatchObject({ code: 'conflict' });
    await warehouseMoves(db, { day: firstDayOfMonth(addMonths(MONTH_A, 1)), user: warehouseUser }, [
      { productId: p1, quantity: 1 },
    ]);
    // The same refusal through the API: a material issue note dated into the month.
    const res = await inject('POST', '/api/carry-over/issue-notes', warehouse, {
      section: 'KITCHEN',
      issueDay: day(MONTH_A, 10),
      receivedBy: 'Selvi',
      lines: [{ productId: p1, quantity: 1, unit: 'packs' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(`10-${MONTH_A.slice(5, 7)}-${MONTH_A.slice(0, 4)}`);
  });

  it("refuses the same supplier's month twice, and a month before a closed one", async () => {
    const [p1] = ids as [string];
    const again = await carry(MONTH_A, [entry(p1, supplierId, 3)]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('already saved');
    const earlier = await carry(addMonths(MONTH_A, -1), [entry(p1, supplierId, 3)]);
    expect(earlier.statusCode).toBe(409);
  });

  it('carries another supplier into the closed month, and refuses a month that has not ended', async () => {
    const other = await createSupplierWithProducts(db, { count: 1 });
    const [q1] = other.products.map((p) => p.id) as [string];
    await warehouseMoves(db, { day: day(MONTH_B, 2), user: warehouseUser }, [{ productId: q1, quantity: 5 }]);
    // Dated into A, which is closed: allowed for the carry-over that settles it (it is the latest closed).
    const intoA = await carry(MONTH_A, [entry(q1, other.supplierId, 2)]);
    expect(intoA.statusCode).toBe(201);
    expect(intoA.json().closedByThis).toBe(false);

    const notEnded = await carry(addMonths(thisMonth, 1), [entry(q1, other.supplierId, 2)]);
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.json().error.message).toContain('can be carried over from');

    const closeB = await carry(MONTH_B, [entry(q1, other.supplierId, 4)]);
    expect(closeB.statusCode).toBe(201);
    const closing = await sumWarehouseClosing(db, { day: lastDayOfMonth(MONTH_B), productIds: [q1] });
    expect(closing.get(q1)).toBe(4);

    // Without a month (the older client sends none): the month before, or this one on its last day.
    const byDefault = await carry(null, [entry(q1, other.supplierId, 4)]);
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().month).toBe(defaultCarryOverMonth(businessDay()));
  });

  it('lets the warehouse and finance in, and no one else', async () => {
    expect((await carry(MONTH_B, [entry('x', 'y', 1)], outlet)).statusCode).toBe(403);
    const res = await inject(
      'GET',
      `/api/carry-over/monthly?month=${MONTH_B}&supplierId=${supplierId}`,
      outlet,
    );
    expect(res.statusCode).toBe(403);
    expect((await inject('GET', '/api/carry-over/suppliers', finance)).statusCode).toBe(200);
    expect((await inject('POST', '/api/carry-over/issue-notes', finance, {})).statusCode).toBe(403);
  });
});

describe('postStockMoves and closed months', () => {
  it('posts dated today when no month is closed after it', async () => {
    const { products } = await createSupplierWithProducts(db, { count: 1 });
    await db.transaction(async (tx) => {
      const to = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
      await postStockMoves(
        tx,
        [{ productId: products[0]?.id ?? '', quantity: 1, from: null, to, reason: 'opening' }],
        {
          user: warehouseUser,
        },
      );
    });
    const row = await db.execute<{ day: string }>(
      sql`select business_day::text as day from stock_moves where product_id = ${products[0]?.id ?? ''}`,
    );
    expect(row.rows[0]?.day).toBe(businessDay());
  });
});

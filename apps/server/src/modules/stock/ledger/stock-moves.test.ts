import { businessDay, formatBusinessDay, PLANNING_FOLDERS, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inventories, productSuppliers, suppliers } from '../../../db/schema/index.ts';
import { createTestProducts, readSheet } from '../../../test/kits/production-test-kit.ts';
import { stockTestBench } from '../../../test/kits/stock-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { listInventoriesBySupplier } from '../../production/planning/list-inventories-by-supplier.ts';
import { checkStockBalances } from '../on-hand/check-stock-balances.ts';
import { postStockMoves } from './post-stock-moves.ts';
import { outletPlace } from './stock-places.ts';

const bench = await stockTestBench();
const { db, app, inject, inTransit, expectTripsMatchLedger } = bench;
const { booking, ids, produced, onHand, savedDispatch, sentDispatch } = bench;
const { warehouse, cook, shop, shopName, outlet, otherOutlet } = bench.who;

describe('a day of stock', () => {
  it('planned 14, produced 15, dispatched 4, received 3: planning, on-hand and the dispute follow', async () => {
    const product = await produced(15);
    await db.insert(suppliers).values({ id: 'stock-test-supplier', name: 'Kitchen' }).onConflictDoNothing();
    await db.insert(productSuppliers).values({ productId: product.id, supplierId: 'stock-test-supplier' });
    await db.insert(inventories).values([
      { outletId: WAREHOUSE_OUTLET_ID, productId: product.id, openingStock: 99 },
      { outletId: outlet, productId: product.id, openingStock: 99 },
    ]);
    const planning = (folder: string, receiver: string) => ({
      product_id: product.id,
      team_id: 'kitchen',
      quantity_sent: 14,
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: receiver,
      folder_id: folder,
      batch_id: 'P1',
      batch_order: 1,
    });
    const planned = await inject('POST', '/dataapi/api/inventory/product-movement/batch/add', cook, [
      planning(PLANNING_FOLDERS.total, WAREHOUSE_OUTLET_ID),
      planning(PLANNING_FOLDERS.perOutlet, outlet),
    ]);
    expect(planned.statusCode).toBe(201);

    const plan = await inject('GET', `/api/stock/dispatch-plan?teamId=kitchen&outletId=${outlet}`, warehouse);
    expect(plan.json().lines).toEqual([
      expect.objectContaining({ productId: product.id, planned: 14, sent: 14, warehouseOnHand: 15 }),
    ]);
    expect(plan.json().batches).toEqual(['P1']);

    const dispatch = await savedDispatch(product.id, 4);
    expect(dispatch).toMatchObject({ state: 'saved', trip: null });
    const van = await booking();
    const sent = await inject('POST', `/api/stock/dispatches/${dispatch.id}/confirm`, warehouse, ids(van));
    expect(sent.json()).toMatchObject({
      state: 'dispatched',
      trip: { driverName: van.driverName, vehicleNumber: van.vehicleNumber },
    });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(11);
    expect(await inTransit(product.id)).toBe(4);
    // The next plan asks only for what is still to go.
    const after = await inject(
      'GET',
      `/api/stock/dispatch-plan?teamId=kitchen&outletId=${outlet}`,
      warehouse,
    );
    expect(after.json().lines[0]).toMatchObject({ planned: 14, sent: 10, warehouseOnHand: 11 });

    const lines = (await inject('GET', `/api/stock/receipts?outletId=${outlet}`, shop)).json();
    const line = lines.find((l: { productId: string }) => l.productId === product.id);
    expect(line).toMatchObject({ quantitySent: 4, status: 'dispatched', driverName: van.driverName });
    const unexplained = await inject('POST', '/api/stock/receipts', shop, {
      outletId: outlet,
      lines: [{ lineId: line.lineId, quantityReceived: 3 }],
    });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.fields[0]).toMatchObject({ path: 'lines.0.reason' });
    expect(await onHand(outlet, product.id)).toBe(0);

    const received = await inject('POST', '/api/stock/receipts', shop, {
      outletId: outlet,
      lines: [{ lineId: line.lineId, quantityReceived: 3, reason: 'short' }],
    });
    expect(received.json()).toEqual({ received: 1, disputes: 1, alreadyReceived: [] });
    expect(await onHand(outlet, product.id)).toBe(3);
    expect(await inTransit(product.id)).toBe(1);
    const onTheRoad = (await inject('GET', `/api/stock/trips?outletId=${outlet}`, shop)).json();
    const road = onTheRoad.find((trip: { id: number }) => trip.id === sent.json().trip.id);
    expect(road).toMatchObject({
      driverName: van.driverName,
      vehicleNumber: van.vehicleNumber,
      carrying: [expect.objectContaining({ productId: product.id, quantity: 1 })],
    });
    await expectTripsMatchLedger();

    // Planning's in-hand (S) is the live stock, no longer the seed's typed number.
    const inHand = await listInventoriesBySupplier(db, {
      teamId: 'kitchen',
      supplierId: 'stock-test-supplier',
      limit: 10,
    });
    expect(Object.fromEntries(inHand.map((row) => [row.outletId, row.openingStock]))).toEqual({
      [WAREHOUSE_OUTLET_ID]: 11,
      [outlet]: 3,
    });

    const disputes = (
      await inject('GET', `/api/stock/disputes?outletId=${outlet}&state=open`, warehouse)
    ).json();
    const dispute = disputes.find((d: { productId: string }) => d.productId === product.id);
    expect(dispute).toMatchObject({ status: 'open', reason: 'short', mismatch: 1, to: shopName });
    const settled = await inject('POST', `/api/stock/disputes/${dispute.id}/resolve`, warehouse, {
      resolution: 'returned',
      note: 'Came back in the van',
    });
    expect(settled.json()).toMatchObject({ status: 'returned', note: 'Came back in the van' });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(12);
    expect(await inTransit(product.id)).toBe(0);
    const again = await inject('POST', `/api/stock/disputes/${dispute.id}/resolve`, warehouse, {
      resolution: 'found',
      note: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(await onHand(outlet, product.id)).toBe(3);
    // The real-time inventory has the same numbers, and the moves behind each add up to it.
    const grid = (await inject('GET', '/api/stock/inventory', warehouse)).json();
    expect(grid.places.at(0)).toEqual({ key: WAREHOUSE_OUTLET_ID, label: expect.any(String) });
    expect(grid.places.at(-1)).toEqual({ key: 'in-transit', label: 'In transit' });
    const row = grid.rows.find((r: { productId: string }) => r.productId === product.id);
    expect(row.quantities).toEqual({ [WAREHOUSE_OUTLET_ID]: 12, [outlet]: 3 });
    const story = async (place: string) =>
      (await inject('GET', `/api/stock/moves?productId=${product.id}&place=${place}`, warehouse)).json() as {
        reason: string;
        change: number;
        cause: string | null;
      }[];
    const atWarehouse = await story(WAREHOUSE_OUTLET_ID);
    expect(atWarehouse.map((m) => [m.reason, m.change])).toEqual([
      ['dispute-returned', 1],
      ['dispatched', -4],
      ['produced', 15],
    ]);
    expect(atWarehouse.map((m) => m.cause)).toEqual([
      `Dispute ${dispute.id}`,
      `D${dispatch.order} to ${shopName}`,
      'Production Log',
    ]);
    const onTheWay = await story('in-transit');
    expect(onTheWay.map((m) => m.change)).toEqual([-1, -3, 4]);
    expect((await story(outlet)).reduce((sum, m) => sum + m.change, 0)).toBe(3);
    expect((await inject('GET', `/api/stock/inventory`, shop)).statusCode).toBe(403);

    // The sheet says what the list says, with its widths set.
    const sheet = await inject(
      'GET',
      `/api/stock/disputes/export.xlsx?outletId=${outlet}&state=resolved`,
      warehouse,
    );
    expect(sheet.headers['content-disposition']).toMatch(/Disputes_\d{2}-\d{2}-\d{4}_/);
    const read = await readSheet(sheet.rawPayload);
    expect(read.rows[0]?.[0]).toBe(`Movement Disputes · ${shopName} · ${formatBusinessDay(businessDay())}`);
    const header = read.rows[1] as string[];
    expect(header.slice(0, 11)).toEqual([
      'Sl',
      'Product',
      'Variant',
      'Status',
      'Reason',
      'From',
      'To',
      'Received By',
      'Quantity Sent',
      'Quantity Received',
      'Mismatch',
    ]);
    const exported = read.rows.find((r) => r[1] === product.name) as unknown[];
    expect(exported.slice(3, 11)).toEqual([
      'Returned to the warehouse',
      'Short',
      expect.any(String),
      shopName,
      expect.any(String),
      4,
      3,
      1,
    ]);
    expect(read.widths.every((w) => typeof w === 'number' && w > 5)).toBe(true);

    const stillOnTheRoad = (await inject('GET', '/api/stock/trips', warehouse)).json();
    expect(stillOnTheRoad.some((trip: { id: number }) => trip.id === sent.json().trip.id)).toBe(false);
    await expectTripsMatchLedger();
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it('a shortfall written off leaves the books; found goes to the outlet; an excess found enters there', async () => {
    const product = await produced(30);
    const cases = [
      { sent: 5, received: 2, resolution: 'written-off', outlet: 2, transit: 0 },
      { sent: 5, received: 4, resolution: 'found', outlet: 7, transit: 0 },
      { sent: 5, received: 7, resolution: 'found', outlet: 14, transit: 0 },
    ] as const;
    let outletTotal = 0;
    for (const c of cases) {
      const dispatch = await sentDispatch(product.id, c.sent);
      await inject('POST', '/api/stock/receipts', shop, {
        outletId: outlet,
        lines: [
          {
            lineId: dispatch.lines[0].id,
            quantityReceived: c.received,
            reason: c.received < c.sent ? 'short' : 'excess',
          },
        ],
      });
      const [dispute] = (await inject('GET', '/api/stock/disputes?state=open', shop))
        .json()
        .filter((d: { productId: string }) => d.productId === product.id);
      const res = await inject('POST', `/api/stock/disputes/${dispute.id}/resolve`, warehouse, {
        resolution: c.resolution,
        note: 'checked',
      });
      expect(res.statusCode).toBe(200);
      outletTotal = c.outlet;
      expect(await onHand(outlet, product.id)).toBe(outletTotal);
      expect(await inTransit(product.id)).toBe(c.transit);
    }
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(15);
    await expectTripsMatchLedger();
  });
});

describe('the ledger', () => {
  it('refuses to change or delete a movement', async () => {
    const product = await produced(1);
    // The ledger's trigger refuses both, as a restrict violation naming what it refused.
    await expect(
      db.execute(sql`update stock_moves set quantity = 2 where product_id = ${product.id}`),
    ).rejects.toMatchObject({
      cause: { code: '23001', message: 'stock_moves is append-only: UPDATE refused' },
    });
    await expect(
      db.execute(sql`delete from stock_moves where product_id = ${product.id}`),
    ).rejects.toMatchObject({
      cause: { code: '23001', message: 'stock_moves is append-only: DELETE refused' },
    });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(1);
  });

  it('the balance check finds a balance written around the ledger', async () => {
    const product = await produced(2);
    const warehousePlace = await outletPlace(db, WAREHOUSE_OUTLET_ID);
    const tamper = (delta: number) =>
      db.execute(sql`update stock_balances set quantity = quantity + ${delta}
        where place_id = ${warehousePlace} and product_id = ${product.id}`);
    await tamper(1);
    expect(await checkStockBalances(db)).toEqual([
      { place: WAREHOUSE_OUTLET_ID, productId: product.id, ledger: 2, balance: 3 },
    ]);
    await tamper(-1);
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it('after any sequence of moves, every balance is the sum of the ledger', async () => {
    const products = await createTestProducts(db, { teamId: 'kitchen', count: 3 });
    const places = [
      await outletPlace(db, WAREHOUSE_OUTLET_ID),
      await outletPlace(db, outlet),
      await outletPlace(db, otherOutlet),
    ];
    const user = { id: (await signInAs(app, db, { role: 'admin' })).user.id, displayName: 'Property' };
    const move = fc.record({
      product: fc.integer({ min: 0, max: products.length - 1 }),
      from: fc.option(fc.integer({ min: 0, max: places.length - 1 })),
      to: fc.option(fc.integer({ min: 0, max: places.length - 1 })),
      thousandths: fc.integer({ min: 1, max: 50_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 30 }), async (moves) => {
        const valid = moves.filter((m) => (m.from !== null || m.to !== null) && m.from !== m.to);
        await db.transaction((tx) =>
          postStockMoves(
            tx,
            valid.map((m) => ({
              productId: (products[m.product] as { id: string }).id,
              quantity: m.thousandths / 1000,
              from: m.from === null ? null : (places[m.from] as number),
              to: m.to === null ? null : (places[m.to] as number),
              reason: 'opening',
            })),
            { user },
          ),
        );
        expect(await checkStockBalances(db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

import {
  businessDay,
  formatBusinessDay,
  PLANNING_FOLDERS,
  STOCK_MESSAGES,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventories, productSuppliers, suppliers } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestProducts, readSheet } from '../../../test/kits/production-test-kit.ts';
import { stockTestKit } from '../../../test/kits/stock-test-kit.ts';
import { injectAs, signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { listInventoriesBySupplier } from '../../inventory/list-inventories-by-supplier.ts';
import { listOutlets } from '../../organisation/list-outlets.ts';
import { listMissedDispatches } from '../dispatch/list-missed-dispatches.ts';
import { checkStockBalances } from '../on-hand/check-stock-balances.ts';
import { getPlaceClosing } from './get-place-closing.ts';
import { postStockMoves } from './post-stock-moves.ts';
import { outletPlace } from './stock-places.ts';
import { sumMovesOutByReason } from './sum-moves-out-by-reason.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();

type Headers = Record<string, string>;
let warehouse: Headers; // a warehouse user: dispatches and settles
let cook: Headers; // production, team kitchen
let shop: Headers; // outlet, tied to `outlet`
let shopName = '';
let outlet = '';
let otherOutlet = '';

const inject = injectAs(app);
/** Numbers the drivers and vans the older client names, so no two tests share one. */
let sequence = 0;
const { booking, ids, produced, onHand, savedDispatch, sentDispatch } = stockTestKit(
  inject,
  db,
  () => ({ warehouse, cook }),
  () => outlet,
);

async function inTransit(productId: string): Promise<number> {
  const rows = await db.execute<{ q: string }>(sql`
    select coalesce(sum(b.quantity), 0)::text as q from stock_balances b
    join stock_places p on p.id = b.place_id where p.trip_id is not null and b.product_id = ${productId}`);
  return Number(rows.rows[0]?.q);
}

/** Transport's "on board", trip by trip, against the trips' balances on the ledger: the same. */
async function expectTripsMatchLedger() {
  const listed = (await inject('GET', '/api/stock/trips', warehouse)).json() as {
    id: number;
    carrying: { productId: string; quantity: number }[];
  }[];
  const fromApi = listed.flatMap((trip) =>
    trip.carrying.map((c) => `${trip.id} ${c.productId} ${c.quantity}`),
  );
  const ledger = await db.execute<{ line: string }>(sql`
    select p.trip_id || ' ' || b.product_id || ' ' || (b.quantity::float8)::text as line
    from stock_balances b join stock_places p on p.id = b.place_id
    where p.trip_id is not null and b.quantity <> 0`);
  expect(fromApi.sort()).toEqual(ledger.rows.map((row) => row.line).sort());
}

beforeAll(async () => {
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  outlet = outlets[0]?.id ?? '';
  otherOutlet = outlets[1]?.id ?? '';
  shopName = outlets[0]?.name ?? '';
  warehouse = (await signInAs(app, db, { role: 'warehouse' })).headers;
  cook = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  shop = (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers;
});

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

describe('dispatch', () => {
  it('names the driver first, then the vehicle, in the words of the spec', async () => {
    const product = await produced(2);
    const dispatch = await savedDispatch(product.id, 1);
    const van = await booking();
    const noDriver = await inject('POST', `/api/stock/dispatches/${dispatch.id}/confirm`, warehouse, {});
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().error.fields).toEqual([
      { path: 'driverId', message: STOCK_MESSAGES.chooseDriver },
    ]);
    const noVehicle = await inject('POST', `/api/stock/dispatches/${dispatch.id}/confirm`, warehouse, {
      driverId: van.driverId,
    });
    expect(noVehicle.json().error.fields).toEqual([
      { path: 'vehicleId', message: STOCK_MESSAGES.chooseVehicle },
    ]);
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(2);
  });

  it('confirmed twice at once moves the stock once, on one trip', async () => {
    const product = await produced(10);
    const dispatch = await savedDispatch(product.id, 6);
    const van = await booking();
    const both = await Promise.all([
      inject('POST', `/api/stock/dispatches/${dispatch.id}/confirm`, warehouse, ids(van)),
      inject('POST', `/api/stock/dispatches/${dispatch.id}/confirm`, warehouse, ids(van)),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both[0]?.json().trip.id).toBe(both[1]?.json().trip.id);
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(4);
    expect(await inTransit(product.id)).toBe(6);
  });

  it('a van doing its round carries several dispatches on one trip; its driver cannot take another van', async () => {
    const product = await produced(10);
    const van = await booking();
    const first = await savedDispatch(product.id, 2, outlet);
    const second = await savedDispatch(product.id, 3, otherOutlet);
    const a = (await inject('POST', `/api/stock/dispatches/${first.id}/confirm`, warehouse, ids(van))).json();
    const b = (
      await inject('POST', `/api/stock/dispatches/${second.id}/confirm`, warehouse, ids(van))
    ).json();
    expect(a.trip.id).toBe(b.trip.id);

    const other = await booking();
    const third = await savedDispatch(product.id, 1, outlet);
    const busy = await inject('POST', `/api/stock/dispatches/${third.id}/confirm`, warehouse, {
      driverId: van.driverId,
      vehicleId: other.vehicleId,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.fields[0]).toMatchObject({ path: 'driverId' });
    expect(busy.json().error.message).toContain(
      `${van.driverName} is on trip T${a.trip.id} with ${van.vehicleNumber}`,
    );
    const transport = (await inject('GET', '/api/stock/transport', warehouse)).json();
    expect(transport.drivers.find((d: { id: number }) => d.id === van.driverId).busy).toMatchObject({
      tripId: a.trip.id,
      vehicleNumber: van.vehicleNumber,
    });
    expect(transport.drivers.find((d: { id: number }) => d.id === other.driverId).busy).toBeNull();
  });

  it('is refused when the warehouse holds less than is sent, naming the line', async () => {
    const product = await produced(3);
    const dispatch = await savedDispatch(product.id, 5);
    const res = await inject(
      'POST',
      `/api/stock/dispatches/${dispatch.id}/confirm`,
      warehouse,
      ids(await booking()),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields[0]).toMatchObject({ path: 'lines.0.quantitySent' });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(3);
    const state = (await inject('GET', '/api/stock/dispatches?teamId=kitchen', warehouse)).json();
    expect(state.find((d: { id: number }) => d.id === dispatch.id).state).toBe('saved');
  });

  it('a saved dispatch can be deleted; a dispatched one cannot', async () => {
    const product = await produced(4);
    const saved = await savedDispatch(product.id, 1, otherOutlet);
    expect((await inject('DELETE', `/api/stock/dispatches/${saved.id}`, warehouse)).statusCode).toBe(204);
    const sent = await sentDispatch(product.id, 1, otherOutlet);
    expect((await inject('DELETE', `/api/stock/dispatches/${sent.id}`, warehouse)).statusCode).toBe(409);
  });

  it('refuses a driver already on the list and a vehicle with the same plate written otherwise', async () => {
    const van = await booking();
    const driver = await inject('POST', '/api/stock/drivers', warehouse, {
      name: van.driverName.toUpperCase(),
    });
    expect(driver.statusCode).toBe(409);
    expect(driver.json().error.fields[0].path).toBe('name');
    const plate = van.vehicleNumber.replace(/ /g, '').toLowerCase();
    expect((await inject('POST', '/api/stock/vehicles', warehouse, { number: plate })).statusCode).toBe(409);
    const bad = await inject('POST', '/api/stock/vehicles', warehouse, { number: '!!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('number');
  });
});

describe('receipt', () => {
  it('confirmed twice at once receives once; the second is told who received it', async () => {
    const product = await produced(5);
    const dispatch = await sentDispatch(product.id, 5);
    const body = { outletId: outlet, lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 5 }] };
    const both = await Promise.all([
      inject('POST', '/api/stock/receipts', shop, body),
      inject('POST', '/api/stock/receipts', shop, body),
    ]);
    const answers = both.map((res) => res.json()).sort((a, b) => b.received - a.received);
    expect(answers[0]).toMatchObject({ received: 1, alreadyReceived: [] });
    expect(answers[1]).toMatchObject({ received: 0, alreadyReceived: [{ lineId: dispatch.lines[0].id }] });
    expect(await onHand(outlet, product.id)).toBe(5);
    expect(await inTransit(product.id)).toBe(0);
    const dispatches = (await inject('GET', '/api/stock/dispatches?teamId=kitchen', warehouse)).json();
    expect(dispatches.find((d: { id: number }) => d.id === dispatch.id).state).toBe('received');
    const still = (await inject('GET', `/api/stock/receipts?outletId=${outlet}`, shop)).json();
    expect(still.some((l: { lineId: number }) => l.lineId === dispatch.lines[0].id)).toBe(false);
  });

  it('refuses a line bound for another outlet, naming it', async () => {
    const product = await produced(2);
    const dispatch = await sentDispatch(product.id, 2, otherOutlet);
    const res = await inject('POST', '/api/stock/receipts', warehouse, {
      outletId: outlet,
      lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 2 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].path).toBe('lines.0.lineId');
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

  it("tells another module what a place held at a day's end, and what left it for a reason that day", async () => {
    const [product] = await createTestProducts(db, { teamId: 'kitchen', count: 1 });
    if (!product) throw new Error('no product');
    const place = await outletPlace(db, outlet);
    const user = { id: (await signInAs(app, db, { role: 'admin' })).user.id, displayName: 'Reader' };
    const day = businessDay();
    await db.transaction(async (tx) => {
      await postStockMoves(
        tx,
        [{ productId: product.id, quantity: 5, from: null, to: place, reason: 'opening' }],
        {
          user,
          day,
        },
      );
      await postStockMoves(
        tx,
        [
          { productId: product.id, quantity: 2, from: place, to: null, reason: 'sold' },
          { productId: product.id, quantity: 0.5, from: null, to: place, reason: 'sold' },
        ],
        { user, day },
      );
    });
    const closing = (onDay: string) =>
      getPlaceClosing(db, { outletId: outlet, day: onDay, productIds: [product.id] });
    expect(await closing(day)).toEqual(new Map([[product.id, 3.5]]));
    expect(await closing('2000-01-31')).toEqual(new Map());
    expect(await getPlaceClosing(db, { outletId: outlet, day, productIds: [] })).toEqual(new Map());
    expect(await sumMovesOutByReason(db, { placeId: place, reason: 'sold', day })).toEqual(
      new Map([[product.id, 1.5]]),
    );
    expect(await sumMovesOutByReason(db, { placeId: place, reason: 'destroyed', day })).toEqual(new Map());
  });
});

describe("the older client's dispatch through the data API", () => {
  const row = (productId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
    product_id: productId,
    quantity_sent: quantity,
    sender_outlet_id: WAREHOUSE_OUTLET_ID,
    receiver_outlet_id: outlet,
    folder_id: 'dispatched',
    batch_id: 'old-client',
    batch_order: 1,
    ...extra,
  });
  // The data API's movement batch is the planner's (production and admins), as in the older system.
  const post = (rows: unknown[], headers: Headers = cook) =>
    inject(
      'POST',
      '/dataapi/api/inventory/product-movement/batch/add',
      { ...headers, 'idempotency-key': `k-${Math.random()}` },
      rows,
    );

  it('takes a dispatch from warehouse staff, and nothing else from them or from an outlet', async () => {
    const product = await produced(4);
    sequence += 1;
    const names = { driver_name: `Selvam ${sequence}`, vehicle_number: `TN-09-W-${sequence}` };
    const sent = await post([row(product.id, 1, names)], warehouse);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(3);
    const planning = await post([row(product.id, 1, { folder_id: 'ready-for-planning' })], warehouse);
    expect(planning.statusCode).toBe(403);
    expect(planning.json().error.fields).toEqual([
      {
        path: '0.folder_id',
        message: 'folder_id: warehouse staff post dispatches only (folder_id dispatched)',
      },
    ]);
    const fromShop = await post([row(product.id, 1, names)], shop);
    expect(fromShop.statusCode).toBe(403);
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(3);
  });

  it('asks for the driver first, then the vehicle, naming the row', async () => {
    const product = await produced(3);
    const noDriver = await post([row(product.id, 1, { vehicle_number: 'TN 01 X 1' })]);
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().error.fields).toEqual([
      { path: '0.driver_name', message: STOCK_MESSAGES.chooseDriver },
    ]);
    const noVehicle = await post([row(product.id, 1, { driver_name: 'Anbu' })]);
    expect(noVehicle.json().error.fields).toEqual([
      { path: '0.vehicle_number', message: STOCK_MESSAGES.chooseVehicle },
    ]);
    const receipt = await post([{ ...row(product.id, 1), folder_id: 'received' }]);
    expect(receipt.json().error.fields[0].path).toBe('0.folder_id');
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(3);
  });

  it('sends the stock on a trip like Confirm Dispatch, once however often the batch is posted', async () => {
    const product = await produced(10);
    sequence += 1;
    const names = { driver_name: `  பாண்டியன்   ${sequence} `, vehicle_number: `tn-11-pd-${sequence}` };
    const rows = [row(product.id, 2, names), row(product.id, 1.5, names)];
    const headers = { ...cook, 'idempotency-key': `old-client-${sequence}` };
    const first = await inject('POST', '/dataapi/api/inventory/product-movement/batch/add', headers, rows);
    expect(first.statusCode).toBe(201);
    const again = await inject('POST', '/dataapi/api/inventory/product-movement/batch/add', headers, rows);
    expect(again.json()).toMatchObject({ replayed: true, ids: first.json().ids });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(6.5);
    expect(await inTransit(product.id)).toBe(3.5);
    const lines = (await inject('GET', `/api/stock/receipts?outletId=${outlet}`, shop)).json();
    expect(lines.filter((l: { productId: string }) => l.productId === product.id)).toEqual([
      expect.objectContaining({
        quantitySent: 3.5,
        driverName: `பாண்டியன் ${sequence}`,
        vehicleNumber: `TN-11-PD-${sequence}`,
      }),
    ]);
    await expectTripsMatchLedger();
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it("receives what store-dispatches lists through the older client's bulk/upsert, once", async () => {
    const [a, b] = [await produced(10), await produced(10)];
    sequence += 1;
    const names = { driver_name: `Older ${sequence}`, vehicle_number: `TN 13 OC ${sequence}` };
    expect((await post([row(a.id, 3, names), row(b.id, 2, names)])).statusCode).toBe(201);
    const query = (folderId: string) =>
      inject('POST', '/dataapi/api/common/approved-queries/store-dispatches', shop, {
        outletId: outlet,
        folderId,
        limit: 1000,
      });
    const listed = (await query('dispatched')).json() as {
      id: number;
      product_id: string;
      quantity_sent: number;
      driver_name: string;
      batch_id: string;
    }[];
    const mine = (id: string) => listed.find((m) => m.product_id === id);
    expect(mine(a.id)).toMatchObject({
      quantity_sent: 3,
      driver_name: names.driver_name,
      batch_id: expect.stringMatching(/^D\d+$/),
    });
    const upsert = (
      received: { line: (typeof listed)[number] | undefined; quantity: number }[],
      productId?: string,
    ) =>
      inject(
        'PUT',
        '/dataapi/api/inventory/product-movement/bulk/upsert',
        shop,
        received.map(({ line, quantity }) => ({
          id: line?.id,
          name: 'Older client',
          product_id: productId ?? line?.product_id,
          receiver_id: 'someone typed',
          receiver_outlet_id: outlet,
          outlet_id: outlet,
          quantity_sent: line?.quantity_sent,
          quantity_received: quantity,
          folder_id: 'received',
          batch_id: line?.batch_id,
        })),
      );
    const wrong = await upsert([{ line: mine(a.id), quantity: 3 }], b.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields[0].path).toBe('0.product_id');
    const first = await upsert([
      { line: mine(a.id), quantity: 2 },
      { line: mine(b.id), quantity: 2 },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: 2, disputes: 1, alreadyReceived: [] });
    const again = await upsert([{ line: mine(a.id), quantity: 2 }]);
    expect(again.json()).toMatchObject({ received: 0, alreadyReceived: [{ lineId: mine(a.id)?.id }] });
    expect(await onHand(outlet, a.id)).toBe(2);
    expect(await onHand(outlet, b.id)).toBe(2);
    expect(await inTransit(a.id)).toBe(1);
    const dispute = (await inject('GET', `/api/stock/disputes?outletId=${outlet}`, shop))
      .json()
      .find((d: { productId: string }) => d.productId === a.id);
    expect(dispute).toMatchObject({ reason: 'short', mismatch: 1, to: shopName });
    const received = (await query('received')).json() as { product_id: string; receiver_id: string }[];
    expect(received.find((m) => m.product_id === b.id)).toMatchObject({
      quantity_received: 2,
      receiver_id: expect.any(String),
      folder_id: 'received',
    });
    // The recount list of the data API reads the same live stock.
    const recount = await inject('GET', `/dataapi/api/common/inventories/stock-recount/${outlet}`, shop);
    expect(recount.json().find((r: { productId: string }) => r.productId === a.id)).toMatchObject({
      outletId: outlet,
      openingStock: 2,
      actual: null,
    });
  });

  it('writes nothing when the warehouse holds less, naming the row', async () => {
    const product = await produced(2);
    sequence += 1;
    const names = { driver_name: `Short ${sequence}`, vehicle_number: `TN 12 S ${sequence}` };
    const res = await post([row(product.id, 1, names), row(product.id, 2, names)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields[0]).toMatchObject({ path: '0.quantity_sent' });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(2);
    const written = await db.execute(sql`select 1 from product_movements where product_id = ${product.id}`);
    expect(written.rows).toHaveLength(0);
    const transport = (await inject('GET', '/api/stock/transport', warehouse)).json();
    expect(transport.drivers.some((d: { name: string }) => d.name === names.driver_name)).toBe(false);
  });
});

describe('store returns', () => {
  it('a store sends stock back with a driver and a van; the warehouse receives it like a delivery', async () => {
    const product = await produced(10);
    const dispatch = await sentDispatch(product.id, 5);
    const lineId = dispatch.lines[0].id;
    expect(
      (
        await inject('POST', '/api/stock/receipts', shop, {
          outletId: outlet,
          lines: [{ lineId, quantityReceived: 5 }],
        })
      ).statusCode,
    ).toBe(200);
    const van = ids(await booking());
    const send = (body: object) => inject('POST', '/api/stock/returns', shop, body);
    const base = { outletId: outlet, reason: 'unsold', lines: [{ productId: product.id, quantity: 2 }] };

    const noDriver = await send(base);
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().error.fields).toEqual([
      { path: 'driverId', message: STOCK_MESSAGES.chooseDriver },
    ]);
    const tooMuch = await send({ ...base, ...van, lines: [{ productId: product.id, quantity: 6 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.fields[0]).toMatchObject({ path: 'lines.0.quantity' });
    expect(tooMuch.json().error.message).toContain(`${shopName} holds 5`);

    const sent = await send({ ...base, ...van });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      label: 'R1',
      fromOutletId: outlet,
      reason: 'unsold',
      state: 'dispatched',
      lines: [{ productId: product.id, quantitySent: 2, quantityReceived: null }],
    });
    expect(await onHand(outlet, product.id)).toBe(3);
    expect(await inTransit(product.id)).toBe(2);

    // The warehouse's Stock Received lists it, from the store; the store cannot receive it itself.
    expect(
      (await inject('GET', `/api/stock/receipts?outletId=${WAREHOUSE_OUTLET_ID}`, shop)).statusCode,
    ).toBe(403);
    const lines = (
      await inject('GET', `/api/stock/receipts?outletId=${WAREHOUSE_OUTLET_ID}`, warehouse)
    ).json();
    const line = lines.find((l: { productId: string }) => l.productId === product.id);
    expect(line).toMatchObject({ dispatchLabel: 'R1', from: shopName, quantitySent: 2 });
    const received = await inject('POST', '/api/stock/receipts', warehouse, {
      outletId: WAREHOUSE_OUTLET_ID,
      lines: [{ lineId: line.lineId, quantityReceived: 1, reason: 'damaged' }],
    });
    expect(received.json()).toMatchObject({ received: 1, disputes: 1 });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(6);
    const listed = (await inject('GET', '/api/stock/returns', shop)).json();
    expect(listed.find((r: { id: number }) => r.id === sent.json().id)).toMatchObject({
      state: 'received',
      lines: [{ quantitySent: 2, quantityReceived: 1 }],
    });
    const dispute = (await inject('GET', '/api/stock/disputes', warehouse))
      .json()
      .find(
        (d: { productId: string; toOutletId: string }) =>
          d.productId === product.id && d.toOutletId === WAREHOUSE_OUTLET_ID,
      );
    expect(dispute).toMatchObject({ from: shopName, reason: 'damaged', mismatch: 1 });
    await expectTripsMatchLedger();
    expect(await checkStockBalances(db)).toEqual([]);
  });
});

describe('missed dispatches', () => {
  it('lists what was planned for an outlet and not sent by the end of its day', async () => {
    const [sentInPart, notSent, sentInFull] = await Promise.all([produced(10), produced(10), produced(10)]);
    if (!sentInPart || !notSent || !sentInFull) throw new Error('no products');
    const plan = [sentInPart, notSent, sentInFull].flatMap((product) =>
      [PLANNING_FOLDERS.total, PLANNING_FOLDERS.perOutlet].map((folder) => ({
        product_id: product.id,
        team_id: 'kitchen',
        quantity_sent: 5,
        sender_outlet_id: WAREHOUSE_OUTLET_ID,
        receiver_outlet_id: folder === PLANNING_FOLDERS.total ? WAREHOUSE_OUTLET_ID : otherOutlet,
        folder_id: folder,
        batch_id: 'missed',
        batch_order: 1,
      })),
    );
    const planned = await inject('POST', '/dataapi/api/inventory/product-movement/batch/add', cook, plan);
    expect(planned.statusCode).toBe(201);
    const saved = await inject('PUT', '/api/stock/dispatches', warehouse, {
      teamId: 'kitchen',
      outletId: otherOutlet,
      lines: [
        { productId: sentInPart.id, quantitySent: 2 },
        { productId: sentInFull.id, quantitySent: 5 },
      ],
    });
    await inject('POST', `/api/stock/dispatches/${saved.json().id}/confirm`, warehouse, ids(await booking()));

    // Today has not ended: nothing is missed yet.
    const todayRes = await inject('GET', '/api/stock/missed-dispatches?teamId=kitchen', cook);
    expect(todayRes.statusCode).toBe(200);
    const today = todayRes.json();
    expect(
      today.filter((m: { productId: string }) => [sentInPart.id, notSent.id].includes(m.productId)),
    ).toEqual([]);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const missed = (await listMissedDispatches(db, { teamId: 'kitchen', now: tomorrow })).filter((m) =>
      [sentInPart.id, notSent.id, sentInFull.id].includes(m.productId),
    );
    expect(missed.map((m) => [m.productId, m.outletId, m.planned, m.sent, m.missed]).sort()).toEqual(
      [
        [sentInPart.id, otherOutlet, 5, 2, 3],
        [notSent.id, otherOutlet, 5, 0, 5],
      ].sort(),
    );
  });
});

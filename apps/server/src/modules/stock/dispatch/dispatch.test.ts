import { PLANNING_FOLDERS, STOCK_MESSAGES, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockTestBench } from '../../../test/kits/stock-test-kit.ts';
import { checkStockBalances } from '../on-hand/check-stock-balances.ts';
import { listMissedDispatches } from './list-missed-dispatches.ts';

const bench = await stockTestBench();
const { db, inject, inTransit, expectTripsMatchLedger } = bench;
const { booking, ids, produced, onHand, savedDispatch, sentDispatch } = bench;
const { warehouse, cook, shop, shopName, outlet, otherOutlet } = bench.who;

/** Numbers the drivers and vans the older client names, so no two tests share one. */
let sequence = 0;

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
  const post = (rows: unknown[], headers = cook) =>
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

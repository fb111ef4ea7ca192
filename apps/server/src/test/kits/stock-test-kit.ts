import { WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { listOutlets } from '../../modules/organisation/list-outlets.ts';
import { buildTestApp } from '../build-test-app.ts';
import { injectAs, signInAs } from '../staff-session.ts';
import { useTestDatabase } from '../test-database.ts';
import { createTestProducts } from './production-test-kit.ts';

type Headers = Record<string, string>;
type Inject = ReturnType<typeof injectAs>;

/**
 * The steps stock tests repeat, through the API as the pages take them: a van of its own, a
 * product produced into the warehouse, a dispatch saved and sent. `users()` gives the warehouse
 * and production users signed in by the test's beforeAll.
 */
export function stockTestKit(
  inject: Inject,
  db: Database,
  users: () => { warehouse: Headers; cook: Headers },
  defaultOutlet: () => string,
) {
  let sequence = 0;

  /** A driver and a vehicle of their own, so tests never share a van. */
  async function booking() {
    sequence += 1;
    const driver = await inject('POST', '/api/stock/drivers', users().warehouse, {
      name: `முருகன் ${sequence}`,
    });
    const vehicle = await inject('POST', '/api/stock/vehicles', users().warehouse, {
      number: `TN 09 AB ${1000 + sequence}`,
    });
    expect(driver.statusCode).toBe(201);
    expect(vehicle.statusCode).toBe(201);
    return {
      driverId: driver.json().id as number,
      vehicleId: vehicle.json().id as number,
      driverName: driver.json().name as string,
      vehicleNumber: vehicle.json().number as string,
    };
  }

  /** The confirm's body: the ids only (the request is strict). */
  const ids = (van: { driverId: number; vehicleId: number }) => ({
    driverId: van.driverId,
    vehicleId: van.vehicleId,
  });

  /** Produces `quantity` of a new kitchen product into the warehouse through the production log. */
  async function produced(quantity: number) {
    const [product] = await createTestProducts(db, { teamId: 'kitchen', count: 1 });
    if (!product) throw new Error('no product');
    if (quantity > 0) {
      const res = await inject('POST', '/dataapi/api/inventory/production/batch/add', users().cook, [
        {
          product_id: product.id,
          name: product.name,
          unit: 'kg',
          quantity,
          folder_id: 'produced',
          batch_id: 'B1',
          batch_order: 1,
        },
      ]);
      expect(res.statusCode).toBe(201);
    }
    return product;
  }

  async function onHand(outletId: string, productId: string): Promise<number> {
    const res = await inject('GET', `/api/stock/on-hand?outletId=${outletId}`, users().warehouse);
    expect(res.statusCode).toBe(200);
    return res.json().rows.find((row: { productId: string }) => row.productId === productId)?.quantity ?? 0;
  }

  async function savedDispatch(productId: string, quantitySent: number, outletId = defaultOutlet()) {
    const res = await inject('PUT', '/api/stock/dispatches', users().warehouse, {
      teamId: 'kitchen',
      outletId,
      lines: [{ productId, quantitySent }],
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function sentDispatch(productId: string, quantitySent: number, outletId = defaultOutlet()) {
    const dispatch = await savedDispatch(productId, quantitySent, outletId);
    const res = await inject(
      'POST',
      `/api/stock/dispatches/${dispatch.id}/confirm`,
      users().warehouse,
      ids(await booking()),
    );
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  return { booking, ids, produced, onHand, savedDispatch, sentDispatch };
}

/**
 * The app on a database of its own for a stock test file, with the users its tests act as (signed
 * in as the bench is built, so a test file can take them at its top), the kit's steps, and what
 * the ledger says is in transit.
 */
export async function stockTestBench() {
  const { db } = await useTestDatabase();
  const app = await buildTestApp(db);
  await app.ready();
  const inject = injectAs(app);
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  const outlet = outlets[0]?.id ?? '';
  const who = {
    warehouse: (await signInAs(app, db, { role: 'warehouse' })).headers, // dispatches and settles
    cook: (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers, // team kitchen
    shop: (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers, // tied to `outlet`
    shopName: outlets[0]?.name ?? '',
    outlet,
    otherOutlet: outlets[1]?.id ?? '',
  };
  const kit = stockTestKit(
    inject,
    db,
    () => who,
    () => who.outlet,
  );

  async function inTransit(productId: string): Promise<number> {
    const rows = await db.execute<{ q: string }>(sql`
      select coalesce(sum(b.quantity), 0)::text as q from stock_balances b
      join stock_places p on p.id = b.place_id where p.trip_id is not null and b.product_id = ${productId}`);
    return Number(rows.rows[0]?.q);
  }

  /** Transport's "on board", trip by trip, against the trips' balances on the ledger: the same. */
  async function expectTripsMatchLedger() {
    const listed = (await inject('GET', '/api/stock/trips', who.warehouse)).json() as {
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

  return { db, app, inject, who, ...kit, inTransit, expectTripsMatchLedger };
}

import { PLANNING_FOLDERS, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestProducts, dispositionFileName, readSheet } from '../../test/kits/production-test-kit.ts';
import { stockTestKit } from '../../test/kits/stock-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { listOutlets } from '../organisation/list-outlets.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();

type Headers = Record<string, string>;
let warehouse: Headers;
let cook: Headers; // production, team kitchen
let baker: Headers; // production, team baking
let shop: Headers; // outlet, tied to `outlet`
let outlet = '';
let otherOutlet = '';

const inject = injectAs(app);
const { booking, ids, onHand, savedDispatch } = stockTestKit(
  inject,
  db,
  () => ({ warehouse, cook }),
  () => outlet,
);

beforeAll(async () => {
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  outlet = outlets[0]?.id ?? '';
  otherOutlet = outlets[1]?.id ?? '';
  warehouse = (await signInAs(app, db, { role: 'warehouse' })).headers;
  cook = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  baker = (await signInAs(app, db, { role: 'production', teamId: 'baking' })).headers;
  shop = (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers;
});

/** A new product of the team, produced through the production log: the entry's id. */
async function produce(options: { teamId?: string; quantity: number; by?: Headers }) {
  const teamId = options.teamId ?? 'kitchen';
  const [product] = await createTestProducts(db, { teamId, count: 1 });
  if (!product) throw new Error('no product');
  const res = await inject('POST', '/dataapi/api/inventory/production/batch/add', options.by ?? cook, [
    {
      product_id: product.id,
      name: product.name,
      unit: 'kg',
      quantity: options.quantity,
      folder_id: 'produced',
      batch_id: `25-11-2026_${teamId}`,
      batch_order: 1,
    },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return { product, entryId: res.json().ids[0] as number, label: `${product.name} ${product.variantName}` };
}

const pack = (headers: Headers, lines: { productionEntryId: number; packs: number }[], teamId = 'kitchen') =>
  inject('POST', '/api/packing/entries', headers, { teamId, lines });

async function dayLine(entryId: number, headers: Headers = cook, teamId = 'kitchen') {
  const res = await inject('GET', `/api/packing/day?teamId=${teamId}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().lines.find((l: { productionEntryId: number }) => l.productionEntryId === entryId);
}

describe('Kitchen Packing Log', () => {
  it('records packs up to what was produced, refuses more naming the product, and moves no stock', async () => {
    const { product, entryId, label } = await produce({ quantity: 10 });
    expect(await dayLine(entryId)).toMatchObject({ produced: 10, packed: 0, left: 10, packings: [] });

    const first = await pack(cook, [{ productionEntryId: entryId, packs: 7 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ count: 1, replayed: false });

    const over = await pack(warehouse, [{ productionEntryId: entryId, packs: 4 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(`${label}: only 3 of 10 produced left to pack, not 4`);
    expect(over.json().error.fields[0]).toMatchObject({ path: 'lines.0.packs' });

    const rest = await pack(warehouse, [{ productionEntryId: entryId, packs: 3 }]);
    expect(rest.statusCode).toBe(201);
    const line = await dayLine(entryId, warehouse);
    expect(line).toMatchObject({ produced: 10, packed: 10, left: 0 });
    expect(line.packings.map((p: { packs: number }) => p.packs)).toEqual([7, 3]);
    expect(line.packings[0].packedBy).toMatch(/^Test production/);
    expect(line.packings[1].packedBy).toMatch(/^Test warehouse/);
    // Packing is recorded beside the ledger: the warehouse still holds the 10 produced, no more moves.
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(10);
    const moves = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from stock_moves where product_id = ${product.id}`,
    );
    expect(moves.rows[0]?.n).toBe(1);
  });

  it('refuses an unknown entry, one listed twice, a fraction and an empty post with 400 naming the field', async () => {
    const { entryId, label } = await produce({ quantity: 5 });
    const unknown = await pack(cook, [{ productionEntryId: 99_999_999, packs: 1 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].path).toBe('lines.0.productionEntryId');
    const twice = await pack(cook, [
      { productionEntryId: entryId, packs: 1 },
      { productionEntryId: entryId, packs: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(`${label}: listed twice`);
    const fraction = await pack(cook, [{ productionEntryId: entryId, packs: 1.5 }]);
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().error.message).toMatch(/Packs: a whole number/);
    const empty = await pack(cook, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/at least one product/);
    expect(await dayLine(entryId)).toMatchObject({ packed: 0 });
  });

  it('keeps a production user to their team and shuts out outlets', async () => {
    const { entryId, label } = await produce({ quantity: 5 });
    // A baker packing the kitchen's: refused for the team, before anything is read.
    const other = await pack(baker, [{ productionEntryId: entryId, packs: 1 }]);
    expect(other.statusCode).toBe(403);
    expect((await inject('GET', '/api/packing/day?teamId=kitchen', baker)).statusCode).toBe(403);
    expect((await inject('GET', '/api/packing/day/export.xlsx?teamId=kitchen', baker)).statusCode).toBe(403);
    // The kitchen's entry sent under the baking team (by a user of every team) names the product.
    const wrongTeam = await pack(warehouse, [{ productionEntryId: entryId, packs: 1 }], 'baking');
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().error.message).toBe(`${label} was produced by the team "kitchen", not "baking"`);
    expect((await pack(shop, [{ productionEntryId: entryId, packs: 1 }])).statusCode).toBe(403);
    expect((await inject('GET', '/api/packing/day?teamId=kitchen', shop)).statusCode).toBe(403);
    expect((await inject('GET', '/api/packing/day?teamId=no-such-team', warehouse)).statusCode).toBe(400);
    expect(await dayLine(entryId)).toMatchObject({ packed: 0 });
  });

  it('writes a retried post once, and lets only one of two racing posts take the last packs', async () => {
    const { entryId } = await produce({ quantity: 10 });
    const headers = { ...cook, 'idempotency-key': `packing-retry-${entryId}` };
    const body = { teamId: 'kitchen', lines: [{ productionEntryId: entryId, packs: 2 }] };
    const first = await inject('POST', '/api/packing/entries', headers, body);
    const again = await inject('POST', '/api/packing/entries', headers, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });

    const racing = await Promise.all([
      pack(cook, [{ productionEntryId: entryId, packs: 5 }]),
      pack(warehouse, [{ productionEntryId: entryId, packs: 5 }]),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await dayLine(entryId)).toMatchObject({ packed: 7, left: 3 });
  });

  it('exports the day as the page shows it', async () => {
    const { entryId, product } = await produce({ quantity: 6 });
    expect((await pack(cook, [{ productionEntryId: entryId, packs: 4 }])).statusCode).toBe(201);
    const res = await inject('GET', '/api/packing/day/export.xlsx?teamId=kitchen', cook);
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toMatch(
      /^Packing_\d\d-\d\d-\d{4}_Kitchen\.xlsx$/,
    );
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows[1]).toEqual([
      'Sl',
      'Batch',
      'Product',
      'Variant',
      'Produced',
      'Packed',
      'Left to pack',
      'Unit',
      'Produced By',
      'Packed By',
    ]);
    const row = sheet.rows.find((r) => r[2] === product.name);
    expect(row?.slice(3, 8)).toEqual(['500 g', 6, 4, 2, 'packs']);
  });
});

describe("the outlet's Daily Kitchen To-do", () => {
  /** Today's plan for the outlet, as the planning screen posts it. */
  async function plan(productId: string, quantity: number, receiver = outlet) {
    const row = (folder: string, to: string) => ({
      product_id: productId,
      team_id: 'kitchen',
      quantity_sent: quantity,
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: to,
      folder_id: folder,
      batch_id: 'P1',
      batch_order: 1,
    });
    const res = await inject('POST', '/dataapi/api/inventory/product-movement/batch/add', cook, [
      row(PLANNING_FOLDERS.total, WAREHOUSE_OUTLET_ID),
      row(PLANNING_FOLDERS.perOutlet, receiver),
    ]);
    expect(res.statusCode, res.body).toBe(201);
  }

  async function todoRow(productId: string, headers: Headers = shop, outletId = outlet) {
    const res = await inject('GET', `/api/packing/todo?outletId=${outletId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows.find((r: { productId: string }) => r.productId === productId);
  }

  it('follows a product from planned to received', async () => {
    const [product] = await createTestProducts(db, { teamId: 'kitchen', count: 1 });
    if (!product) throw new Error('no product');
    expect(await todoRow(product.id)).toBeUndefined();

    await plan(product.id, 4);
    const zero = { produced: 0, packed: 0, dispatched: 0, received: 0 };
    expect(await todoRow(product.id)).toMatchObject({ planned: 4, ...zero, unit: 'packs' });

    const made = await inject('POST', '/dataapi/api/inventory/production/batch/add', cook, [
      {
        product_id: product.id,
        name: product.name,
        unit: 'kg',
        quantity: 10,
        folder_id: 'produced',
        batch_id: 'B1',
        batch_order: 1,
      },
    ]);
    expect(made.statusCode).toBe(201);
    expect(await todoRow(product.id)).toMatchObject({ planned: 4, ...zero, produced: 10 });

    expect((await pack(cook, [{ productionEntryId: made.json().ids[0], packs: 6 }])).statusCode).toBe(201);
    expect(await todoRow(product.id)).toMatchObject({ produced: 10, packed: 6, dispatched: 0 });

    // Saved is not sent: the outlet sees it only once it leaves with a driver.
    const dispatch = await savedDispatch(product.id, 4);
    expect(await todoRow(product.id)).toMatchObject({ packed: 6, dispatched: 0 });
    const sent = await inject(
      'POST',
      `/api/stock/dispatches/${dispatch.id}/confirm`,
      warehouse,
      ids(await booking()),
    );
    expect(sent.statusCode).toBe(200);
    expect(await todoRow(product.id)).toMatchObject({ dispatched: 4, received: 0 });

    const received = await inject('POST', '/api/stock/receipts', shop, {
      outletId: outlet,
      lines: [{ lineId: sent.json().lines[0].id, quantityReceived: 3, reason: 'short' }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await todoRow(product.id)).toMatchObject({
      planned: 4,
      produced: 10,
      packed: 6,
      dispatched: 4,
      received: 3,
    });
    // Another outlet's to-do does not list it.
    expect(await todoRow(product.id, warehouse, otherOutlet)).toBeUndefined();

    const sheet = await inject('GET', `/api/packing/todo/export.xlsx?outletId=${outlet}`, warehouse);
    expect(sheet.statusCode).toBe(200);
    const rows = (await readSheet(sheet.rawPayload)).rows;
    expect(rows.find((r) => r[1] === product.name)?.slice(3)).toEqual(['packs', 4, 10, 6, 4, 3, 'Received']);
  });

  it('keeps an outlet user to their outlet and a production user to their team', async () => {
    const [kitchenProduct] = await createTestProducts(db, { teamId: 'kitchen', count: 1 });
    const [bakingProduct] = await createTestProducts(db, { teamId: 'baking', count: 1 });
    if (!kitchenProduct || !bakingProduct) throw new Error('no products');
    await plan(kitchenProduct.id, 2, otherOutlet);
    const bakingPlan = await inject(
      'POST',
      '/dataapi/api/inventory/product-movement/batch/add',
      baker,
      [PLANNING_FOLDERS.total, PLANNING_FOLDERS.perOutlet].map((folder) => ({
        product_id: bakingProduct.id,
        team_id: 'baking',
        quantity_sent: 3,
        sender_outlet_id: WAREHOUSE_OUTLET_ID,
        receiver_outlet_id: folder === PLANNING_FOLDERS.total ? WAREHOUSE_OUTLET_ID : otherOutlet,
        folder_id: folder,
        batch_id: 'P1',
        batch_order: 1,
      })),
    );
    expect(bakingPlan.statusCode, bakingPlan.body).toBe(201);

    const other = await inject('GET', `/api/packing/todo?outletId=${otherOutlet}`, shop);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.fields[0].path).toBe('outletId');
    expect(
      (await inject('GET', `/api/packing/todo/export.xlsx?outletId=${otherOutlet}`, shop)).statusCode,
    ).toBe(403);
    expect((await inject('GET', '/api/packing/todo?outletId=nowhere', warehouse)).statusCode).toBe(400);
    expect(
      (await inject('GET', `/api/packing/todo?outletId=${otherOutlet}&day=25-11-2026`, warehouse)).statusCode,
    ).toBe(400);

    // The kitchen sees its own product only; the warehouse sees both.
    expect(await todoRow(kitchenProduct.id, cook, otherOutlet)).toMatchObject({ planned: 2 });
    expect(await todoRow(bakingProduct.id, cook, otherOutlet)).toBeUndefined();
    expect(await todoRow(bakingProduct.id, baker, otherOutlet)).toMatchObject({ planned: 3 });
    expect(await todoRow(bakingProduct.id, warehouse, otherOutlet)).toMatchObject({ planned: 3 });
    expect(await todoRow(kitchenProduct.id, warehouse, otherOutlet)).toMatchObject({ planned: 2 });

    // Another day shows that day's plan: none yesterday for these.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await inject('GET', `/api/packing/todo?outletId=${otherOutlet}&day=${yesterday}`, warehouse);
    expect(past.json().rows.map((r: { productId: string }) => r.productId)).not.toContain(kitchenProduct.id);
  });
});

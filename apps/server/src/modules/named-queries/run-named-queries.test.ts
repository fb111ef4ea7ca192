import {
  businessDay,
  MOVEMENTS_LIMIT,
  NAMED_QUERIES,
  NAMED_QUERY_NAMES,
  type NamedQueryName,
  OWN_SUPPLIER_ID,
  unknownQueryMessage,
  WAREHOUSE_OUTLET_ID,
} from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionEntries, productMovements } from '../../db/schema/index.ts';
import { seedOperations } from '../../seed/seed-operations.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { BATCH_URL, buildPlan, QUERIES_URL } from '../../test/kits/movement-test-kit.ts';
import { signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

let admin: Awaited<ReturnType<typeof signInAs>>;

/** Every name with parameters that find something in the seeded data. */
const EVERY_QUERY = {
  'inventories-by-supplier-id': { teamId: 'kitchen', supplierId: OWN_SUPPLIER_ID },
  outlets: {},
  'products-by-supplier-id': { supplierId: 'kovai-flour-mills' },
  'todays-movements': { teamId: 'kitchen', folderId: 'ready-for-planning' },
  'latest-productions': { teamId: 'kitchen', folderId: 'produced' },
  'store-dispatches': { outletId: 'adyar', folderId: 'dispatched' },
  receivables: {},
} satisfies Record<NamedQueryName, unknown>;

function ask(payload: unknown, headers: Record<string, string> = admin.headers) {
  return app.inject({ method: 'POST', url: QUERIES_URL, headers, payload: payload as object });
}

function askOne(name: string, payload: unknown, headers: Record<string, string> = admin.headers) {
  return app.inject({
    method: 'POST',
    url: `/dataapi/api/common/approved-queries/${name}`,
    headers,
    payload: payload as object,
  });
}

function dispatch(options: { productId: string; outletId: string; teamId: string; n: number }) {
  return {
    product_id: options.productId,
    quantity_sent: options.n,
    sender_outlet_id: WAREHOUSE_OUTLET_ID,
    receiver_outlet_id: options.outletId,
    folder_id: 'dispatched' as const,
    batch_id: `dispatch-${options.outletId}`,
    batch_order: 1,
    team_id: options.teamId,
    driver_name: 'Murugan',
    vehicle_number: 'TN 09 AB 1234',
  };
}

beforeAll(async () => {
  await seedOperations(db);
  admin = await signInAs(app, db, { role: 'admin', displayName: 'Lakshmi Admin' });
  const plan = await buildPlan(app, {
    headers: admin.headers,
    teamId: 'kitchen',
    teamName: 'Kitchen',
    products: 3,
  });
  const dispatches = [1, 2].map((n) =>
    dispatch({ productId: 'kitchen-sambar-500-g', outletId: 'adyar', teamId: 'kitchen', n }),
  );
  for (const batch of [plan, dispatches]) {
    const res = await app.inject({ method: 'POST', url: BATCH_URL, headers: admin.headers, payload: batch });
    expect(res.statusCode).toBe(201);
  }
  // A movement of another day: "today's" lists must leave it out.
  await db.insert(productMovements).values({
    productId: 'kitchen-rasam-500-g',
    productName: 'Rasam',
    variantName: '500 g',
    productType: 'Gravy',
    unitName: 'kg',
    quantitySent: 5,
    senderOutletId: WAREHOUSE_OUTLET_ID,
    receiverOutletId: WAREHOUSE_OUTLET_ID,
    folderId: 'ready-for-planning',
    batchId: 'old',
    batchOrder: 1,
    teamId: 'kitchen',
    createdByUserId: admin.user.id,
    createdByName: 'Someone',
    businessDay: '2020-01-01',
    requestKey: 'old',
  });
  // The production helper's post writes these; the query only reads them.
  await db.insert(productionEntries).values(
    ['produced', 'ready-for-production', 'produced'].map((folderId, i) => ({
      productId: 'kitchen-avial-500-g',
      name: 'Avial',
      variantName: '500 g',
      unit: 'kg',
      quantity: 10 + i,
      userId: 'Lakshmi Admin',
      createdByUserId: admin.user.id,
      folderId,
      batchId: '01-01-2026_Kitchen',
      batchOrder: 1,
      teamId: 'kitchen',
      businessDay: businessDay(),
      requestKey: `entry-${i}`,
    })),
  );
});

describe('POST /dataapi/api/common/multiple-approved-queries', () => {
  it('answers every approved query with rows of its shape', async () => {
    const res = await ask(EVERY_QUERY);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual([...NAMED_QUERY_NAMES].sort());
    for (const name of NAMED_QUERY_NAMES) {
      const rows = NAMED_QUERIES[name].row.array().parse(answer[name]);
      expect(rows.length, name).toBeGreaterThan(0);
    }
  });

  it('answers what each query asks for', async () => {
    const answer = (await ask(EVERY_QUERY)).json();
    const inventories = answer['inventories-by-supplier-id'];
    // 45 kitchen products at four outlets and the warehouse.
    expect(inventories).toHaveLength(45 * 5);
    expect(
      inventories.find(
        (r: { productId: string; outletId: string }) =>
          r.productId === 'kitchen-sambar-500-g' && r.outletId === 'adyar',
      ),
    ).toMatchObject({
      productName: 'Sambar',
      variantName: '500 g',
      productTypeName: 'Gravy',
    });
    expect(answer.outlets.map((o: { id: string }) => o.id)).toEqual([
      'abhiramapuram',
      'adyar',
      'neelankarai',
      't-nagar',
      WAREHOUSE_OUTLET_ID,
    ]);
    expect(answer['products-by-supplier-id'].map((p: { id: string }) => p.id).sort()).toEqual([
      'bought-bombay-rava-500-g',
      'bought-maida-1-kg',
      'bought-wheat-flour-1-kg',
      'groceries-rice-flour-1-kg',
    ]);

    const planned = answer['todays-movements'];
    expect(planned).toHaveLength(3);
    const ids = planned.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(planned[0]).toMatchObject({
      _id: String(planned[0].id),
      core_product_id: planned[0].product_id,
      outlet_id: WAREHOUSE_OUTLET_ID,
      folder_id: 'ready-for-planning',
      team_id: 'kitchen',
      created_by: 'Lakshmi Admin',
      business_day: businessDay(),
    });

    expect(answer['latest-productions'].map((e: { quantity: number }) => e.quantity)).toEqual([12, 10]);
    // The two rows of one product became one line of the dispatch they describe.
    expect(answer['store-dispatches'].map((m: { quantity_sent: number }) => m.quantity_sent)).toEqual([3]);
    expect(answer['store-dispatches'][0]).toMatchObject({
      driver_name: 'Murugan',
      vehicle_number: 'TN 09 AB 1234',
      outlet_id: 'adyar',
      folder_id: 'dispatched',
      batch_id: 'D1',
      quantity_received: null,
    });
  });

  it("leaves out other days' movements from todays-movements", async () => {
    const rows = (await askOne('todays-movements', { teamId: 'kitchen' })).json();
    expect(rows.map((m: { batch_id: string }) => m.batch_id)).not.toContain('old');
    expect(rows.every((m: { business_day: string }) => m.business_day === businessDay())).toBe(true);
  });

  it('refuses an unknown name with a 400 naming it, and runs nothing', async () => {
    const res = await ask({ outlets: {}, 'all-the-things': {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'all-the-things', message: unknownQueryMessage('all-the-things') },
    ]);
    expect((await ask({})).statusCode).toBe(400);
  });

  it('refuses a bad parameter with a 400 naming the query and the parameter', async () => {
    const cases: [unknown, string, string][] = [
      [{ 'todays-movements': { folderId: 'lost' } }, 'todays-movements.folderId', 'folder_id: one of'],
      [{ outlets: { limit: 0 } }, 'outlets.limit', 'limit: a whole number from 1'],
      [{ outlets: { limit: 2.5 } }, 'outlets.limit', 'limit: a whole number from 1'],
      [{ outlets: { colour: 'red' } }, 'outlets.colour', 'Unknown field "colour"'],
      [
        { 'inventories-by-supplier-id': { supplierId: OWN_SUPPLIER_ID } },
        'inventories-by-supplier-id.teamId',
        'teamId: please give a teamId',
      ],
      [{ 'store-dispatches': 'adyar' }, 'store-dispatches', ''],
    ];
    for (const [payload, path, message] of cases) {
      const res = await ask(payload);
      expect(res.statusCode, path).toBe(400);
      const field = res.json().error.fields.find((f: { path: string }) => f.path === path);
      expect(field?.message, path).toContain(message);
    }
  });
});

describe('POST /dataapi/api/common/approved-queries/:name', () => {
  it('answers one query, its body being the parameters (none needed for outlets)', async () => {
    const res = await askOne('todays-movements', { teamId: 'kitchen', folderId: 'dispatched', limit: 1 });
    expect(res.statusCode).toBe(200);
    expect(NAMED_QUERIES['todays-movements'].row.array().parse(res.json())).toHaveLength(1);
    const outlets = await app.inject({
      method: 'POST',
      url: '/dataapi/api/common/approved-queries/outlets',
      headers: admin.headers,
    });
    expect(outlets.statusCode).toBe(200);
    expect(outlets.json()).toHaveLength(5);
  });

  it('refuses an unknown name and a bad parameter with a 400 naming them', async () => {
    const unknown = await askOne('receivables-of-everyone', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0]).toEqual({
      path: 'receivables-of-everyone',
      message: unknownQueryMessage('receivables-of-everyone'),
    });
    const bad = await askOne('todays-movements', { limit: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('todays-movements.limit');
  });

  it(`caps the limit at ${MOVEMENTS_LIMIT} movements instead of refusing more`, async () => {
    const rows = Array.from({ length: 1200 }, (_, n) =>
      dispatch({ productId: 'snacks-murukku-200-g', outletId: 't-nagar', teamId: 'snacks', n: n + 1 }),
    );
    // What the 1200 dispatches carry (1 + 2 + … + 1200) must be in the warehouse first.
    const produced = await app.inject({
      method: 'POST',
      url: '/dataapi/api/inventory/production/batch/add',
      headers: admin.headers,
      payload: [
        {
          product_id: 'snacks-murukku-200-g',
          name: 'Murukku',
          unit: 'kg',
          quantity: (1200 * 1201) / 2,
          folder_id: 'produced',
          batch_id: 'murukku',
          batch_order: 1,
        },
      ],
    });
    expect(produced.statusCode).toBe(201);
    const post = await app.inject({ method: 'POST', url: BATCH_URL, headers: admin.headers, payload: rows });
    expect(post.statusCode).toBe(201);
    const capped = await askOne('todays-movements', { teamId: 'snacks', limit: 5000 });
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toHaveLength(MOVEMENTS_LIMIT);
    // Newest first: the last row posted comes first.
    expect(capped.json()[0].quantity_sent).toBe(1200);
    expect((await askOne('todays-movements', { teamId: 'snacks' })).json()).toHaveLength(MOVEMENTS_LIMIT);
    expect((await askOne('todays-movements', { teamId: 'snacks', limit: 7 })).json()).toHaveLength(7);
  });
});

describe('who may run which query', () => {
  const allowed: Record<'production' | 'warehouse' | 'outlet' | 'finance', NamedQueryName[]> = {
    production: [
      'inventories-by-supplier-id',
      'products-by-supplier-id',
      'latest-productions',
      'outlets',
      'todays-movements',
    ],
    warehouse: NAMED_QUERY_NAMES.filter((name) => name !== 'receivables'),
    outlet: ['outlets', 'todays-movements', 'store-dispatches'],
    finance: ['receivables'],
  };

  it('lets each role run its queries and refuses the others with a 403 naming the query', async () => {
    for (const role of ['production', 'warehouse', 'outlet', 'finance'] as const) {
      const { headers } = await signInAs(app, db, { role });
      for (const name of NAMED_QUERY_NAMES) {
        const res = await ask({ [name]: EVERY_QUERY[name] }, headers);
        if (allowed[role].includes(name)) {
          expect(res.statusCode, `${role} ${name}`).toBe(200);
        } else {
          expect(res.statusCode, `${role} ${name}`).toBe(403);
          expect(res.json().error.fields[0].path).toBe(name);
          expect(res.json().error.message).toContain(name);
        }
      }
    }
  });

  it('refuses the routes to other roles and to anyone signed out', async () => {
    // Finance reaches the routes for the receivables query only.
    const finance = await signInAs(app, db, { role: 'finance' });
    expect((await ask({ outlets: {} }, finance.headers)).statusCode).toBe(403);
    expect((await askOne('outlets', {}, finance.headers)).statusCode).toBe(403);
    const storeStaff = await signInAs(app, db, { role: 'store-staff' });
    expect((await askOne('receivables', {}, storeStaff.headers)).statusCode).toBe(403);
    expect((await ask({ outlets: {} }, {})).statusCode).toBe(401);
  });

  it("keeps a team's planner to the team's queries, and an outlet's staff to its outlet", async () => {
    const baker = await signInAs(app, db, { role: 'production', teamId: 'baking' });
    const own = await ask(
      { 'inventories-by-supplier-id': { teamId: 'baking', supplierId: OWN_SUPPLIER_ID } },
      baker.headers,
    );
    expect(own.statusCode).toBe(200);
    const other = await ask(
      { 'inventories-by-supplier-id': { teamId: 'kitchen', supplierId: OWN_SUPPLIER_ID } },
      baker.headers,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().error.fields[0].path).toBe('inventories-by-supplier-id.teamId');
    const movements = await askOne('todays-movements', { teamId: 'kitchen' }, baker.headers);
    expect(movements.statusCode).toBe(403);

    const adyar = await signInAs(app, db, { role: 'outlet', outletId: 'adyar' });
    expect(
      (await ask({ 'store-dispatches': EVERY_QUERY['store-dispatches'] }, adyar.headers)).statusCode,
    ).toBe(200);
    const elsewhere = await ask(
      { 'store-dispatches': { outletId: 't-nagar', folderId: 'dispatched' } },
      adyar.headers,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.fields[0].path).toBe('store-dispatches.outletId');
  });
});

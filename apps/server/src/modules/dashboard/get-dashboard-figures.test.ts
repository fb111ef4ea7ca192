import { type DashboardFigure, OWN_SUPPLIER_ID, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inventories,
  mailMessages,
  orders,
  paymentAttempts,
  productSuppliers,
  smsMessages,
  stockCountLines,
  stockCounts,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../test/kits/order-test-kit.ts';
import { createTestProducts } from '../../test/kits/production-test-kit.ts';
import { stockTestKit } from '../../test/kits/stock-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();

type Headers = Record<string, string>;
let admin: Headers;
let finance: Headers;
let warehouse: Headers;
let cook: Headers; // production, team kitchen
let shop: Headers; // outlet staff of `outlet`
let storeStaff: Headers;
let outlet = '';
let otherOutlet = '';

const inject = injectAs(app);
const kit = stockTestKit(
  inject,
  db,
  () => ({ warehouse, cook }),
  () => outlet,
);

async function figuresOf(headers: Headers, query = ''): Promise<DashboardFigure[]> {
  const res = await inject('GET', `/api/dashboard/figures${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().figures;
}

const figure = (kind: DashboardFigure['kind'], count: number, where: Partial<DashboardFigure> = {}) => ({
  kind,
  count,
  teamId: null,
  teamName: null,
  outletId: null,
  ...where,
});

/** A product of `teamId` that planning counts (our own supplier), with a minimum at some outlets. */
async function stockedProduct(teamId: string, minimums: Record<string, number | null>) {
  const [product] = await createTestProducts(db, { teamId, count: 1 });
  if (!product) throw new Error('no product');
  await db.insert(productSuppliers).values({ productId: product.id, supplierId: OWN_SUPPLIER_ID });
  await db.insert(inventories).values(
    Object.entries(minimums).map(([outletId, minStock]) => ({
      outletId,
      productId: product.id,
      minStock,
      acceptableStock: 10,
    })),
  );
  return product;
}

beforeAll(async () => {
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  outlet = outlets[0]?.id ?? '';
  otherOutlet = outlets[1]?.id ?? '';
  const signedAdmin = await signInAs(app, db, { role: 'admin' });
  admin = signedAdmin.headers;
  finance = (await signInAs(app, db, { role: 'finance' })).headers;
  warehouse = (await signInAs(app, db, { role: 'warehouse' })).headers;
  cook = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  shop = (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers;
  storeStaff = (await signInAs(app, db, { role: 'store-staff' })).headers;

  // Orders: one today, one older still waiting, one older delivered.
  const itemIds = await seedItems(db, 2);
  const older = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const today = await placeTestOrder(app, db, { itemIds });
  await placeTestOrder(app, db, { itemIds, createdAt: older });
  const delivered = await placeTestOrder(app, db, { itemIds, createdAt: older });
  await db.update(orders).set({ status: 'Delivered' }).where(eq(orders.orderId, delivered));

  // Card payments: one attempt flagged for finance, one not.
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, today));
  if (!order) throw new Error('no order');
  const attempt = { orderId: order.id, provider: 'test', amountPaise: 1000, currency: 'INR', mac: 'x' };
  await db.insert(paymentAttempts).values([
    { ...attempt, attemptNo: 1, gatewayOrderId: 'dash-1', flag: 'paid twice' },
    { ...attempt, attemptNo: 2, gatewayOrderId: 'dash-2' },
  ]);

  // The outbox: two mails and one text refused, one mail sent.
  const mail = { toAddress: 'x@example.in', subject: 's', text: 't' };
  await db.insert(mailMessages).values([
    { ...mail, status: 'failed' },
    { ...mail, status: 'failed' },
    { ...mail, status: 'sent' },
  ]);
  await db
    .insert(smsMessages)
    .values({ toPhone: '9840012345', templateId: 't', variables: {}, preview: 'p', status: 'failed' });

  // Stock. Kitchen: one dispatch on its way to the shop's outlet, one received short at the other
  // (an open dispute, nothing waiting there), one saved and not sent. Baking: one saved.
  await kit.sentDispatch((await kit.produced(5)).id, 1, outlet);
  const short = await kit.sentDispatch((await kit.produced(5)).id, 2, otherOutlet);
  const received = await inject('POST', '/api/stock/receipts', admin, {
    outletId: otherOutlet,
    lines: [{ lineId: short.lines[0].id, quantityReceived: 1, reason: 'short' }],
  });
  expect(received.json()).toMatchObject({ received: 1, disputes: 1 });
  await kit.savedDispatch((await kit.produced(5)).id, 1, otherOutlet);
  const [baked] = await createTestProducts(db, { teamId: 'baking', count: 1 });
  if (!baked) throw new Error('no product');
  const bakedSaved = await inject('PUT', '/api/stock/dispatches', admin, {
    teamId: 'baking',
    outletId: outlet,
    lines: [{ productId: baked.id, quantitySent: 1 }],
  });
  expect(bakedSaved.statusCode, bakedSaved.body).toBe(200);

  // Recounts awaiting an admin: two lines at the shop's outlet, one at the other.
  for (const [outletId, lines] of [
    [outlet, 2],
    [otherOutlet, 1],
  ] as const) {
    const placeId = await outletPlace(db, outletId);
    const who = { id: signedAdmin.user.id, name: signedAdmin.user.displayName };
    const [count] = await db
      .insert(stockCounts)
      .values({
        outletId,
        placeId,
        status: 'submitted',
        startMark: 0,
        startedByUserId: who.id,
        startedByName: who.name,
      })
      .returning();
    const products = await createTestProducts(db, { teamId: 'kitchen', count: lines });
    await db.insert(stockCountLines).values(
      products.map((product) => ({
        countId: count?.id ?? 0,
        placeId,
        productId: product.id,
        stockThen: 0,
        counted: 50,
        expected: 0,
        adjustment: 50,
        countedMark: 0,
        countedByUserId: who.id,
        countedByName: who.name,
        state: 'awaiting-approval',
      })),
    );
  }

  // Urgent planning: kitchen is short of one product at the shop's outlet and one at the other;
  // baking of one at the shop's outlet; a minimum of 0 or none is never short.
  await stockedProduct('kitchen', { [outlet]: 5, [otherOutlet]: 0 });
  await stockedProduct('kitchen', { [outlet]: null, [otherOutlet]: 3 });
  await stockedProduct('baking', { [outlet]: 4 });
  // Short too, but already in today's plan: Urgent Planning leaves it out, and so does the figure.
  const planned = await stockedProduct('kitchen', { [outlet]: 50 });
  const plan = await inject('POST', '/dataapi/api/inventory/product-movement/batch/add', cook, [
    {
      product_id: planned.id,
      quantity_sent: 5,
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: WAREHOUSE_OUTLET_ID,
      folder_id: 'ready-for-planning',
      batch_id: 'dash-plan',
      batch_order: 1,
      team_id: 'kitchen',
    },
    {
      product_id: planned.id,
      quantity_sent: 5,
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: outlet,
      folder_id: 'ready-for-transport',
      batch_id: 'dash-plan',
      batch_order: 1,
      team_id: 'kitchen',
    },
  ]);
  expect(plan.statusCode, plan.body).toBe(201);
});

describe('GET /api/dashboard/figures', () => {
  it("gives an admin the business's figures, and none of the teams' or outlets' daily work", async () => {
    expect(await figuresOf(admin)).toEqual([
      figure('orders-today', 1),
      figure('orders-waiting', 2),
      figure('open-disputes', 1),
      // Two outlets have recounts waiting: the link asks which.
      figure('recounts-awaiting-approval', 3),
      figure('card-payments-flagged', 1),
      figure('mail-failed', 2),
      figure('sms-failed', 1),
    ]);
  });

  it('gives finance the orders and the card payments that need it', async () => {
    expect(await figuresOf(finance)).toEqual([
      figure('orders-today', 1),
      figure('orders-waiting', 2),
      figure('card-payments-flagged', 1),
    ]);
  });

  it('gives an outlet user only their own outlet, whatever the query asks', async () => {
    const own = [
      figure('receipts-waiting', 1, { outletId: outlet }),
      figure('items-under-minimum', 2, { outletId: outlet }),
    ];
    expect(await figuresOf(shop)).toEqual(own);
    expect(await figuresOf(shop, `?outletId=${otherOutlet}`)).toEqual(own);
  });

  it('gives a cook only their own team, whatever the query asks', async () => {
    const own = [
      figure('dispatches-to-confirm', 1, { teamId: 'kitchen', teamName: 'Kitchen' }),
      figure('items-under-minimum', 2, { teamId: 'kitchen', teamName: 'Kitchen' }),
    ];
    expect(await figuresOf(cook, '?teamId=baking')).toEqual(own);
  });

  it('gives the warehouse every team and outlet, pointing at the one outlet with stock on its way', async () => {
    expect(await figuresOf(warehouse)).toEqual([
      figure('dispatches-to-confirm', 2),
      figure('receipts-waiting', 1, { outletId: outlet }),
      figure('open-disputes', 1),
    ]);
  });

  it('gives store staff nothing to count yet', async () => {
    expect(await figuresOf(storeStaff)).toEqual([]);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/figures' })).statusCode).toBe(401);
  });
});

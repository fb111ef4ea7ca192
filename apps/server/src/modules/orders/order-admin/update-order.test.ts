import { ORDER_ADMIN_MESSAGES, ORDER_PLACED } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let finance: Session;
let itemIds: number[] = [];

beforeAll(async () => {
  itemIds = await seedItems(db);
  admin = await signInAs(app, db, { role: 'admin', displayName: 'Priya (admin)' });
  finance = await signInAs(app, db, { role: 'finance' });
});

async function versionOf(orderId: string): Promise<number> {
  const [order] = await db
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return order?.version ?? 1;
}

/** An edit as the screen sends it: on the version it shows (the current one unless given). */
async function patch(orderId: string, payload: object, session: { headers: object } = admin) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}`,
    headers: session.headers as Record<string, string>,
    payload: { version: await versionOf(orderId), ...payload },
  });
}

async function eventsOf(orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderId, orderId));
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order?.id ?? -1))
    .orderBy(asc(orderEvents.id));
}

describe('PATCH /api/admin/orders/:orderId', () => {
  it('refuses an edit made on an older version with 409 and the current values, nothing overwritten', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds });
    const seen = await versionOf(orderId);
    expect((await patch(orderId, { version: seen, amountPaise: 500_00 })).statusCode).toBe(200);
    const stale = await patch(orderId, { version: seen, amountPaise: 750_00 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Someone changed this order meanwhile: it now has amount ₹500.00 and status Order Placed. Please check and try again.',
    );
    const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order?.amountPaise).toBe(500_00);
    expect(order?.version).toBe(seen + 1);
  });

  it('of eighty concurrent edits made on one version, one wins and 79 are told (409); history in sequence', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds });
    const seen = await versionOf(orderId);
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${orderId}`,
          headers: admin.headers,
          payload: { version: seen, amountPaise: (i + 1) * 100 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(79);
    const amounts = await eventsOf(orderId);
    expect(amounts.filter((e) => e.field === 'amount')).toHaveLength(1);
    // Then statuses one after another: the history reads in the order they happened.
    for (const status of ['In Packing', 'In Delivery', 'Delivered'] as const) {
      expect((await patch(orderId, { status })).statusCode).toBe(200);
    }
    const detail = (await app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers })).json();
    const statusesSeen = detail.history
      .filter((e: { field: string }) => e.field === 'status')
      .map((e: { toValue: string }) => e.toValue);
    expect(statusesSeen).toEqual(
      ['Order Placed', 'In Packing', 'In Delivery', 'Delivered'].slice(-statusesSeen.length),
    );
  });

  it('sets the amount and records who changed it, from what, to what', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 2) });
    const res = await patch(orderId, { amountPaise: 1250_50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId, amountPaise: 1250_50, status: ORDER_PLACED });

    const events = await eventsOf(orderId);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      field: 'amount',
      fromValue: null,
      toValue: '1250.50',
      changedByUserId: admin.user.id,
      changedBy: 'Priya (admin)',
    });
    expect(events[1]?.changedAt).toBeInstanceOf(Date);

    await patch(orderId, { amountPaise: 980_00 });
    expect((await eventsOf(orderId))[2]).toMatchObject({
      field: 'amount',
      fromValue: '1250.50',
      toValue: '980.00',
    });
    const [stored] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(stored?.amountPaise).toBe(980_00);
  });

  it('clears an amount; refuses a negative one, and a paid order’s change without a reason', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    await patch(orderId, { amountPaise: 500_00 });
    const cleared = await patch(orderId, { amountPaise: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().amountPaise).toBeNull();
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      field: 'amount',
      fromValue: '500.00',
      toValue: null,
    });

    const negative = await patch(orderId, { amountPaise: -500 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual([
      { path: 'amountPaise', message: ORDER_ADMIN_MESSAGES.amount },
    ]);

    await patch(orderId, { amountPaise: 700_00 });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/manual-confirmation',
      headers: admin.headers,
      payload: { orderId, method: 'Cash', amountPaise: 700_00 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const silent = await patch(orderId, { amountPaise: 650_00 });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.fields).toEqual([{ path: 'reason', message: ORDER_ADMIN_MESSAGES.reason }]);
    const explained = await patch(orderId, { amountPaise: 650_00, reason: 'One item was out of stock' });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json().history.at(-1)).toMatchObject({
      field: 'amount',
      fromValue: '700.00',
      toValue: '650.00',
      reason: 'One item was out of stock',
    });
  });

  it('sets any of the three statuses in any sequence, each one in the history', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    for (const status of ['Delivered', 'In Packing', 'In Delivery']) {
      const res = await patch(orderId, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const history = (await eventsOf(orderId)).map((e) => [e.field, e.fromValue, e.toValue, e.changedBy]);
    expect(history).toEqual([
      ['status', null, ORDER_PLACED, 'customer'],
      ['status', ORDER_PLACED, 'Delivered', 'Priya (admin)'],
      ['status', 'Delivered', 'In Packing', 'Priya (admin)'],
      ['status', 'In Packing', 'In Delivery', 'Priya (admin)'],
    ]);
  });

  it('changes amount and status together, and writes nothing when nothing changes', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    const res = await patch(orderId, { amountPaise: 99_99, status: 'In Packing' });
    expect(res.statusCode).toBe(200);
    expect(res.json().history.map((e: { field: string }) => e.field)).toEqual(['status', 'amount', 'status']);
    const again = await patch(orderId, { amountPaise: 99_99, status: 'In Packing' });
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(orderId)).toHaveLength(3);
  });

  it.each([
    [{ amountPaise: -1 }, 'amountPaise', ORDER_ADMIN_MESSAGES.amount],
    [{ amountPaise: 10.5 }, 'amountPaise', ORDER_ADMIN_MESSAGES.amount],
    [{ amountPaise: '12' }, 'amountPaise', ORDER_ADMIN_MESSAGES.amount],
    [{ amountPaise: 100_000_000_01 }, 'amountPaise', ORDER_ADMIN_MESSAGES.amountMax],
    [{ status: 'Order Placed' }, 'status', ORDER_ADMIN_MESSAGES.status],
    [{ status: 'Lost' }, 'status', ORDER_ADMIN_MESSAGES.status],
    [{}, '', ORDER_ADMIN_MESSAGES.nothingToChange],
    [{ paymentStatus: 1 }, 'paymentStatus', 'Unknown field "paymentStatus"'],
  ])('refuses %j with a message naming the field and changes nothing', async (payload, path, message) => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    const res = await patch(orderId, payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'validation_failed', message });
    expect(error.fields).toContainEqual({ path, message });
    expect(await eventsOf(orderId)).toHaveLength(1);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await patch('ORDNOPE9999', { amountPaise: 10_00 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'not_found', message: 'No such order' });
  });

  it('is for admins only: finance gets 403, anonymous 401, and the order is unchanged', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    expect((await patch(orderId, { amountPaise: 5_00 }, finance)).statusCode).toBe(403);
    expect((await patch(orderId, { amountPaise: 5_00 }, { headers: {} })).statusCode).toBe(401);
    const [stored] = await db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(stored?.amountPaise).toBeNull();
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  it('shows the customer, the lines and the history to finance too', async () => {
    const orderId = await placeTestOrder(app, db, {
      firstName: 'Kavya',
      lastName: 'Iyer',
      itemIds: itemIds.slice(0, 3),
      others: 'Leave at the gate',
    });
    await patch(orderId, { amountPaise: 450_00, status: 'In Delivery' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: finance.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      orderId,
      customerName: 'Kavya Iyer',
      address1: '4 Venus Colony 2nd St',
      city: 'Chennai',
      pincode: '600018',
      others: 'Leave at the gate',
      amountPaise: 450_00,
      status: 'In Delivery',
      paymentStatus: 0,
      paidBy: null,
    });
    expect(order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([1, 2, 3]);
    expect(order.history).toMatchObject([
      { field: 'status', toValue: ORDER_PLACED, changedBy: 'customer', changedByUserId: null },
      { field: 'amount', fromValue: null, toValue: '450.00', changedByUserId: admin.user.id },
      { field: 'status', fromValue: ORDER_PLACED, toValue: 'In Delivery', changedBy: 'Priya (admin)' },
    ]);
  });

  it('answers 404 for an unknown order and 401 without a session', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/ORDNOPE9999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/orders/ORDNOPE9999' });
    expect(anonymous.statusCode).toBe(401);
  });
});

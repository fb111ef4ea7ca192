import { lineTotalPaise, ORDER_ADMIN_MESSAGES } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

let admin: { headers: { authorization: string } };
let finance: { headers: { authorization: string } };
// Kolkata is UTC+5:30: 18:30 UTC is midnight there.
const ids = { lastOf21: '', firstOf22: '', lastOf22: '', firstOf23: '' };

beforeAll(async () => {
  const itemIds = await seedItems(db);
  admin = await signInAs(app, db, { role: 'admin' });
  finance = await signInAs(app, db, { role: 'finance' });
  ids.lastOf21 = await placeTestOrder(app, db, {
    firstName: 'Meena',
    lastName: 'Sundaram',
    phone: '98400 12345',
    orderType: 'Door Delivery',
    itemIds: itemIds.slice(0, 2),
    createdAt: '2026-11-21T18:29:59.999Z',
  });
  ids.firstOf22 = await placeTestOrder(app, db, {
    firstName: 'Arun',
    lastName: 'Kumar',
    phone: '+91 98765 43210',
    orderType: 'Adyar Store Pickup',
    itemIds: itemIds.slice(0, 1),
    createdAt: '2026-11-21T18:30:00.000Z',
  });
  ids.lastOf22 = await placeTestOrder(app, db, {
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    phone: '94440 55555',
    orderType: 'Door Delivery',
    itemIds: itemIds.slice(1, 3),
    createdAt: '2026-11-22T18:29:59.000Z',
  });
  ids.firstOf23 = await placeTestOrder(app, db, {
    firstName: 'Zubair',
    lastName: 'Ahmed',
    phone: '90030 12121',
    orderType: 'Pickup',
    itemIds: itemIds.slice(2, 3),
    createdAt: '2026-11-22T18:30:00.000Z',
  });
});

async function list(query: string, session = admin) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/orders?${query}`,
    headers: session.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orders: { orderId: string }[]; total: number; page: number; pageSize: number };
}

async function listedIds(query: string) {
  return (await list(query)).orders.map((o) => o.orderId);
}

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, 1000 to a page, with the total', async () => {
    const body = await list('');
    expect(body.orders.map((o) => o.orderId)).toEqual([
      ids.firstOf23,
      ids.lastOf22,
      ids.firstOf22,
      ids.lastOf21,
    ]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 1000 });
    expect(body.orders[0]).toMatchObject({
      customerName: 'Zubair Ahmed',
      phone: '9003012121',
      orderType: 'Pickup',
      amountPaise: null,
      status: 'Order Placed',
      paymentStatus: 0,
      createdAt: '2026-11-22T18:30:00.000Z',
    });
  });

  it('pages on the server: the total counts every match, the page holds its share', async () => {
    const second = await list('pageSize=3&page=2');
    expect(second.orders.map((o) => o.orderId)).toEqual([ids.lastOf21]);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    const past = await list('pageSize=3&page=9');
    expect(past).toMatchObject({ orders: [], total: 4 });
  });

  it('filters by business day in Asia/Kolkata, both ends included, around midnight', async () => {
    expect(await listedIds('from=2026-11-22&to=2026-11-22')).toEqual([ids.lastOf22, ids.firstOf22]);
    expect(await listedIds('from=2026-11-21&to=2026-11-21')).toEqual([ids.lastOf21]);
    expect(await listedIds('from=2026-11-23')).toEqual([ids.firstOf23]);
    expect(await listedIds('to=2026-11-21')).toEqual([ids.lastOf21]);
  });

  it.each([
    ['the order id, in any case', () => ids.lastOf22.toLowerCase(), () => [ids.lastOf22]],
    ['part of the first name', () => 'aru', () => [ids.firstOf22]],
    ['the last name', () => 'SUNDARAM', () => [ids.lastOf21]],
    ['first and last name', () => 'lakshmi nara', () => [ids.lastOf22]],
    ['the phone as typed with +91 and spaces', () => '+91 98400 12345', () => [ids.lastOf21]],
    ['the end of the phone number', () => '43210', () => [ids.firstOf22]],
  ])('searches by %s', async (_label, search, expected) => {
    expect(await listedIds(`search=${encodeURIComponent(search())}`)).toEqual(expected());
  });

  it('treats % and _ in a search as text, not wildcards', async () => {
    expect(await listedIds('search=%25')).toEqual([]);
    expect(await listedIds('search=_')).toEqual([]);
  });

  it('filters by order type and by status', async () => {
    expect(await listedIds(`orderType=${encodeURIComponent('Door Delivery')}`)).toEqual([
      ids.lastOf22,
      ids.lastOf21,
    ]);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${ids.firstOf22}`,
      headers: admin.headers,
      payload: { version: 1, status: 'In Packing' },
    });
    expect(res.statusCode).toBe(200);
    expect(await listedIds(`status=${encodeURIComponent('In Packing')}`)).toEqual([ids.firstOf22]);
    expect(await listedIds(`status=${encodeURIComponent('Order Placed')}&orderType=Pickup`)).toEqual([
      ids.firstOf23,
    ]);
  });

  it('lists only unpaid orders with unpaid=true', async () => {
    await db.update(orders).set({ paymentStatus: 1 }).where(eq(orders.orderId, ids.lastOf22));
    expect(await listedIds('unpaid=true')).toEqual([ids.firstOf23, ids.firstOf22, ids.lastOf21]);
    expect(await listedIds('unpaid=false')).toHaveLength(4);
    const all = await list('');
    expect(all.orders.find((o) => o.orderId === ids.lastOf22)).toMatchObject({ paymentStatus: 1 });
  });

  it.each([
    ['pageSize=1001', 'pageSize', ORDER_ADMIN_MESSAGES.pageSize],
    ['pageSize=0', 'pageSize', ORDER_ADMIN_MESSAGES.pageSize],
    ['from=22-11-2026', 'from', ORDER_ADMIN_MESSAGES.from],
    ['from=2026-11-23&to=2026-11-22', 'to', ORDER_ADMIN_MESSAGES.range],
    ['status=Lost', 'status', ORDER_ADMIN_MESSAGES.orderStatus],
    ['orderType=Drone', 'orderType', ORDER_ADMIN_MESSAGES.orderType],
    ['unpaid=maybe', 'unpaid', ORDER_ADMIN_MESSAGES.unpaid],
  ])('refuses %s with a message naming the field', async (query, path, message) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message,
      fields: [{ path, message }],
    });
  });

  it('shows each order’s estimated total, Σ quantity × mrp, the same in the list and the order', async () => {
    const lines = await db.execute<{ order_id: string; quantity: string; mrp_paise: string }>(
      sql`SELECT o.order_id, l.quantity::text, l.mrp_paise::text FROM order_lines l JOIN orders o ON o.id = l.order_id`,
    );
    const expected = new Map<string, number>();
    for (const line of lines.rows) {
      const paise = lineTotalPaise({ pricePaise: Number(line.mrp_paise), quantity: Number(line.quantity) });
      expected.set(line.order_id, (expected.get(line.order_id) ?? 0) + paise);
    }
    const listed = (await list('')).orders as unknown as Array<{
      orderId: string;
      estimatedTotalPaise: number;
    }>;
    expect(listed.length).toBeGreaterThan(0);
    for (const order of listed) expect(order.estimatedTotalPaise).toBe(expected.get(order.orderId) ?? 0);
    const first = listed[0];
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${first?.orderId}`,
      headers: admin.headers,
    });
    expect(detail.json().estimatedTotalPaise).toBe(first?.estimatedTotalPaise);
  });

  it('refuses an unknown query parameter', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/orders?sort=asc',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'sort', message: 'Unknown field "sort"' }]);
  });

  it('is for finance and admins: finance may list, anonymous gets 401, other staff 403', async () => {
    expect((await list('', finance)).total).toBe(4);
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(anonymous.statusCode).toBe(401);
    const store = await signInAs(app, db, { role: 'store-staff' });
    const forbidden = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: store.headers });
    expect(forbidden.statusCode).toBe(403);
  });
});

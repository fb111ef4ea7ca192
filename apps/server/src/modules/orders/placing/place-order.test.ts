import { ORDER_FORM_MESSAGES, ORDER_PLACED } from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, orderEvents, orderLines, orders } from '../../../db/schema/index.ts';
import { seedDatabase } from '../../../seed/seed-database.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  expectOnlyFieldRefused,
  postOrder,
  testCustomer,
  withoutCustomerField,
} from '../../../test/kits/order-test-kit.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

let liveIds: number[] = [];
let hiddenId = 0;

beforeAll(async () => {
  await seedDatabase(db, { catalogue: 'demo' });
  liveIds = (await db.select({ id: items.id }).from(items).where(eq(items.live, 1)).limit(20)).map(
    (r) => r.id,
  );
  const [hidden] = await db.select({ id: items.id }).from(items).where(eq(items.live, 0)).limit(1);
  hiddenId = hidden?.id ?? 0;
  expect(liveIds.length).toBe(20);
  expect(hiddenId).toBeGreaterThan(0);
});

function anOrder(overrides: Record<string, unknown> = {}) {
  return {
    customer: testCustomer({ email: 'meena@example.in', phone: '+91 98400 12345' }),
    orderType: 'Door Delivery',
    items: liveIds.slice(0, 10).map((itemId, i) => ({ itemId, quantity: i + 1 })),
    others: 'Ring the bell twice',
    ...overrides,
  };
}

function post(body: unknown, key?: string) {
  return postOrder(app, { url: '/api/orders', body, key });
}

describe('POST /api/orders', () => {
  it('stores the order, its lines and its first status in one go', async () => {
    const res = await post(anOrder());
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.orderId).toMatch(/^ORDMEE\d{4,}$/);
    expect(receipt.status).toBe(ORDER_PLACED);
    expect(receipt.lines).toHaveLength(10);
    expect(receipt.stores.length).toBe(4);

    const [row] = await db.select().from(orders).where(eq(orders.orderId, receipt.orderId));
    expect(row).toMatchObject({
      firstName: 'Meena',
      phone: '9840012345',
      status: ORDER_PLACED,
      orderType: 'Door Delivery',
    });
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? -1));
    expect(lines.map((l) => l.quantity).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const history = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? -1));
    expect(history).toMatchObject([
      {
        field: 'status',
        fromValue: null,
        toValue: ORDER_PLACED,
        changedBy: 'customer',
        changedByUserId: null,
      },
    ]);
  });

  it('accepts an order that is only a special instruction', async () => {
    const res = await post(anOrder({ items: [], others: 'Half a kg of fresh curry leaves' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().lines).toEqual([]);
  });

  it.each([
    ['firstName', ORDER_FORM_MESSAGES.firstName],
    ['email', ORDER_FORM_MESSAGES.email],
    ['phone', ORDER_FORM_MESSAGES.phone],
    ['address1', ORDER_FORM_MESSAGES.address1],
    ['city', ORDER_FORM_MESSAGES.city],
    ['pincode', ORDER_FORM_MESSAGES.pincode],
  ])('answers 400 with "%s" and its message when it is missing', async (field, message) => {
    const res = await post(withoutCustomerField(anOrder(), field));
    expectOnlyFieldRefused(res, `customer.${field}`, message);
  });

  it.each([
    [{ orderType: undefined }, 'orderType', ORDER_FORM_MESSAGES.orderType],
    [{ orderType: 'Moon Delivery' }, 'orderType', ORDER_FORM_MESSAGES.orderType],
    [{ items: [], others: '' }, 'items', ORDER_FORM_MESSAGES.nothingOrdered],
    [{ items: [{ itemId: 1, quantity: 0 }] }, 'items.0.quantity', ORDER_FORM_MESSAGES.quantity],
    [{ items: [{ itemId: 1, quantity: 'two' }] }, 'items.0.quantity', ORDER_FORM_MESSAGES.quantity],
  ])('answers 400 for %j at %s', async (overrides, path, message) => {
    const res = await post(anOrder(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toContainEqual({ path, message });
  });

  it('gives every format message', async () => {
    const res = await post(
      anOrder({ customer: { ...anOrder().customer, email: 'x@', phone: '123', pincode: 'abc' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'customer.email', message: ORDER_FORM_MESSAGES.email },
      { path: 'customer.phone', message: ORDER_FORM_MESSAGES.phoneFormat },
      { path: 'customer.pincode', message: ORDER_FORM_MESSAGES.pincodeFormat },
    ]);
  });

  it('refuses unknown fields by name', async () => {
    const res = await post({ ...anOrder(), discount: 50, customer: { ...anOrder().customer, vip: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: 'discount', message: 'Unknown field "discount"' },
        { path: 'customer.vip', message: 'Unknown field "vip"' },
      ]),
    );
  });

  it('refuses hidden and unknown items, and stores nothing', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const res = await post(
      anOrder({
        items: [
          { itemId: liveIds[0], quantity: 1 },
          { itemId: hiddenId, quantity: 1 },
          { itemId: 999_999, quantity: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'items.1.itemId', message: ORDER_FORM_MESSAGES.itemUnavailable },
      { path: 'items.2.itemId', message: ORDER_FORM_MESSAGES.itemUnavailable },
    ]);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after).toEqual(before);
  });

  it('refuses a quantity finer than a gram, or half a piece, naming the line, and stores nothing', async () => {
    const [weighed] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.live, 1), eq(items.u, 'kg')))
      .limit(1);
    const [counted] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.live, 1), eq(items.u, 'pc')))
      .limit(1);
    if (!weighed || !counted) throw new Error('the demo catalogue has kg and pc items');
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const tooFine = await post(anOrder({ items: [{ itemId: weighed.id, quantity: 1.0004 }] }));
    expect(tooFine.statusCode).toBe(400);
    expect(tooFine.json().error.fields).toEqual([
      { path: 'items.0.quantity', message: ORDER_FORM_MESSAGES.quantityPrecision },
    ]);
    const halfPiece = await post(anOrder({ items: [{ itemId: counted.id, quantity: 1.5 }] }));
    expect(halfPiece.statusCode).toBe(400);
    expect(halfPiece.json().error.fields).toEqual([
      { path: 'items.0.quantity', message: ORDER_FORM_MESSAGES.quantityWhole },
    ]);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);
  });

  it('keeps a quantity to the gram, and acknowledges what was stored', async () => {
    const [weighed] = await db
      .select({ id: items.id, mrpPaise: items.mrpPaise })
      .from(items)
      .where(and(eq(items.live, 1), eq(items.u, 'kg')))
      .limit(1);
    if (!weighed) throw new Error('no kg item');
    const res = await post(anOrder({ items: [{ itemId: weighed.id, quantity: 1.001 }] }));
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.lines).toEqual([
      expect.objectContaining({ itemId: weighed.id, quantity: 1.001, mrpPaise: weighed.mrpPaise }),
    ]);
    const [stored] = await db
      .select({ quantity: sql<string>`${orderLines.quantity}::text`, mrpPaise: orderLines.mrpPaise })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderId, receipt.orderId));
    expect(stored).toEqual({ quantity: '1.001', mrpPaise: weighed.mrpPaise });
    expect(Number.isInteger(stored?.mrpPaise)).toBe(true);
  });

  it('answers bad JSON with 400 and no stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: '{"customer": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('gives 50 concurrent orders 50 distinct order ids', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => post(anOrder())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(results.map((r) => r.json().orderId));
    expect(ids.size).toBe(50);
  });

  it('creates exactly one order for 50 concurrent retries with one idempotency key', async () => {
    const key = crypto.randomUUID();
    const body = anOrder({ customer: { ...anOrder().customer, firstName: 'Idem' } });
    const results = await Promise.all(Array.from({ length: 50 }, () => post(body, key)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(49);
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
    const stored = await db.select().from(orders).where(eq(orders.firstName, 'Idem'));
    expect(stored).toHaveLength(1);
  });

  it('refuses the same idempotency key with a different body with 422', async () => {
    const key = crypto.randomUUID();
    expect((await post(anOrder(), key)).statusCode).toBe(201);
    const res = await post(anOrder({ others: 'Something else' }), key);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('idempotency_mismatch');
  });
});

describe('GET /api/orders/:orderId/receipt', () => {
  it('shows the order only with its receipt key', async () => {
    const placed = (await post(anOrder())).json();
    const ok = await app.inject(`/api/orders/${placed.orderId}/receipt?key=${placed.receiptKey}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(placed);
    const wrong = await app.inject(`/api/orders/${placed.orderId}/receipt?key=guess`);
    expect(wrong.statusCode).toBe(404);
    const none = await app.inject(`/api/orders/${placed.orderId}/receipt`);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields[0].path).toBe('key');
    const unknown = await app.inject(`/api/orders/ORDNOP9999/receipt?key=${placed.receiptKey}`);
    expect(unknown.statusCode).toBe(404);
  });
});

import { BANGALORE_HUB_PICKUP, orderLinesTotalPaise } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeOrderBody, seedItems } from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

/**
 * The receipt and the payment page show what the order is made of and say when staff set its amount (a
 * customer reading the page must see why): 'Total ₹1,250.50' under lines worth ₹121 with no word why read as
 * a mistake.
 */
const { db } = await useTestDatabase();
const app = await buildTestApp(db);

let itemIds: number[] = [];
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  itemIds = await seedItems(db, 3);
  admin = await signInAs(app, db, { role: 'admin' });
});

type Placed = { orderId: string; receiptKey: string; lines: { mrpPaise: number; quantity: number }[] };

async function place(orderType?: string): Promise<Placed> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: placeOrderBody(itemIds, orderType ? { orderType } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function setAmount(orderId: string, amountPaise: number) {
  const [row] = await db.select({ version: orders.version }).from(orders).where(eq(orders.orderId, orderId));
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}`,
    headers: admin.headers,
    payload: { version: row?.version ?? 1, amountPaise },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function receiptOf(order: Placed, key = order.receiptKey) {
  return app.inject(`/api/orders/${order.orderId}/receipt?key=${encodeURIComponent(key)}`);
}

async function paymentOf(order: Placed, key = order.receiptKey) {
  return app.inject(`/api/payments/orders/${order.orderId}?key=${encodeURIComponent(key)}`);
}

describe("the customer's receipt and payment page", () => {
  it('say nothing of the store before staff set an amount', async () => {
    const order = await place();
    const receipt = (await receiptOf(order)).json();
    expect(receipt).toMatchObject({ amountPaise: null, amountSetByStore: false });
    expect(receipt.lines).toHaveLength(itemIds.length);
    const payment = (await paymentOf(order)).json();
    expect(payment).toMatchObject({ amountPaise: null, amountSetByStore: false, lines: receipt.lines });
  });

  it('say the store set the amount once an admin sets one that is not the lines’ sum, and list the lines', async () => {
    const order = await place();
    await setAmount(order.orderId, 1250_50);
    const receipt = (await receiptOf(order)).json();
    expect(receipt).toMatchObject({ amountPaise: 1250_50, amountSetByStore: true });
    expect(orderLinesTotalPaise(receipt.lines)).not.toBe(1250_50);
    const payment = (await paymentOf(order)).json();
    expect(payment).toMatchObject({ amountPaise: 1250_50, amountSetByStore: true });
    expect(payment.lines).toEqual(receipt.lines);
    expect(payment.lines[0]).toEqual({
      itemId: expect.any(Number),
      name: expect.any(String),
      pack: expect.any(String),
      mrpPaise: expect.any(Number),
      quantity: expect.any(Number),
    });
  });

  it('say so too when staff set exactly the lines’ sum: the amount is still the store’s', async () => {
    const order = await place();
    await setAmount(order.orderId, orderLinesTotalPaise(order.lines));
    expect((await receiptOf(order)).json().amountSetByStore).toBe(true);
    expect((await paymentOf(order)).json().amountSetByStore).toBe(true);
  });

  it('do not for a card-paid order charged its lines’ sum, which the payment page lists', async () => {
    const order = await place(BANGALORE_HUB_PICKUP);
    const payment = (await paymentOf(order)).json();
    expect(payment.amountPaise).toBe(orderLinesTotalPaise(order.lines));
    expect(payment.amountSetByStore).toBe(false);
    expect(payment.lines).toHaveLength(itemIds.length);
    expect((await receiptOf(order)).json().amountSetByStore).toBe(false);
  });

  it('give nothing, lines included, without the order’s own key', async () => {
    const order = await place();
    const other = await place();
    await setAmount(order.orderId, 500_00);
    for (const res of [
      await receiptOf(order, 'guess'),
      await receiptOf(order, other.receiptKey),
      await paymentOf(order, 'guess'),
      await paymentOf(order, other.receiptKey),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('lines');
      expect(res.body).not.toContain('amountSetByStore');
    }
  });
});

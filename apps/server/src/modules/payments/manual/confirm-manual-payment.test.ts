import { MANUAL_PAYMENT_MESSAGES, ORDER_ADMIN_MESSAGES } from '@kadai/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualPayments, orderEvents, orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

type Session = Awaited<ReturnType<typeof signInAs>>;
let first: Session;
let second: Session;
let itemIds: number[] = [];

beforeAll(async () => {
  itemIds = await seedItems(db);
  first = await signInAs(app, db, { role: 'admin', displayName: 'Anitha' });
  second = await signInAs(app, db, { role: 'admin', displayName: 'Bala' });
});

const UPI = {
  method: 'UPI',
  reference: '431234567890',
  amountPaise: 1250_00,
  note: 'GPay to the shop number',
};

function confirm(orderId: string, session: { headers: object } = first, payment: object = UPI) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/payments/manual-confirmation',
    headers: session.headers as Record<string, string>,
    payload: { orderId, ...payment },
  });
}

async function stored(orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw new Error('no order');
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.field, 'payment_status')));
  return { order, events };
}

async function unpaidIds(session: Session = first): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/orders?unpaid=true',
    headers: session.headers,
  });
  return res.json().orders.map((o: { orderId: string }) => o.orderId);
}

describe('POST /api/admin/payments/manual-confirmation', () => {
  it('marks the order paid once, records who confirmed it, and answers a second call with the first', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 2) });
    expect(await unpaidIds()).toContain(orderId);

    const res = await confirm(orderId, first);
    expect(res.statusCode, res.body).toBe(200);
    const confirmation = res.json();
    expect(confirmation).toMatchObject({ orderId, alreadyPaid: false, paidBy: 'Anitha' });

    const again = await confirm(orderId, second);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      orderId,
      alreadyPaid: true,
      paidBy: 'Anitha',
      paidAt: confirmation.paidAt,
    });
    expect(again.json().message).toContain('already paid: confirmed by Anitha');

    const { order, events } = await stored(orderId);
    expect(order).toMatchObject({ paymentStatus: 1, paidByUserId: first.user.id });
    expect(order.paidAt?.toISOString()).toBe(confirmation.paidAt);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromValue: '0',
      toValue: '1',
      changedByUserId: first.user.id,
      changedBy: 'Anitha',
    });

    // How the money came is recorded once, with who and when.
    const recorded = await db.select().from(manualPayments);
    expect(recorded.filter((p) => p.orderId === order.id)).toEqual([
      expect.objectContaining({
        method: 'UPI',
        reference: '431234567890',
        amountPaise: 1250_00,
        note: 'GPay to the shop number',
        recordedByUserId: first.user.id,
        recordedBy: 'Anitha',
      }),
    ]);

    // The paid order leaves the unpaid list, stays on the full one, and shows who confirmed it.
    expect(await unpaidIds()).not.toContain(orderId);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: first.headers,
    });
    expect(detail.json()).toMatchObject({ paymentStatus: 1, paidBy: 'Anitha', paidAt: confirmation.paidAt });
  });

  it('pays an order once even when confirmations arrive at the same moment', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => confirm(orderId, i % 2 === 0 ? first : second)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const fresh = answers.map((a) => a.json()).filter((a) => !a.alreadyPaid);
    expect(fresh).toHaveLength(1);
    const paidBy = fresh[0]?.paidBy;
    for (const answer of answers) expect(answer.json().paidBy).toBe(paidBy);
    expect((await stored(orderId)).events).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 without an order id', async () => {
    const missing = await confirm('ORDNOPE9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');

    const bare = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/manual-confirmation',
      headers: first.headers,
      payload: { method: 'Cash', amountPaise: 100 },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual([{ path: 'orderId', message: ORDER_ADMIN_MESSAGES.orderId }]);

    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    const noReference = await confirm(orderId, first, { method: 'UPI', amountPaise: 500_00 });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.fields).toEqual([
      { path: 'reference', message: MANUAL_PAYMENT_MESSAGES.reference },
    ]);
    expect((await stored(orderId)).order.paymentStatus).toBe(0);
    // Cash needs no reference.
    expect((await confirm(orderId, first, { method: 'Cash', amountPaise: 500_00 })).statusCode).toBe(200);
  });

  it('is no longer a GET: an image tag cannot pay an order (405, still unpaid)', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/manual-confirmation?orderid=${orderId}`,
      headers: first.headers,
    });
    expect(res.statusCode).toBe(405);
    expect((await stored(orderId)).order.paymentStatus).toBe(0);
  });

  it('is for admins only: finance gets 403, anonymous 401, and the order stays unpaid', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds: itemIds.slice(0, 1) });
    const finance = await signInAs(app, db, { role: 'finance' });
    expect((await confirm(orderId, finance)).statusCode).toBe(403);
    expect((await confirm(orderId, { headers: {} })).statusCode).toBe(401);
    const { order, events } = await stored(orderId);
    expect(order.paymentStatus).toBe(0);
    expect(events).toHaveLength(0);
    // Finance still sees it on the unpaid list.
    expect(await unpaidIds(finance)).toContain(orderId);
  });
});

import { BANGALORE_HUB_PICKUP, type GatewayForm, lineTotalPaise, sumPaise } from '@kadai/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  items,
  orderEvents,
  orders,
  paymentAttempts,
  paymentEvents,
  paymentRefundTasks,
} from '../../../db/schema/index.ts';
import { QUEUES } from '../../../jobs/job-queue.ts';
import { encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { ccavenueQuery } from '../../../ports/ccavenue-gateway.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeOrderBody, seedItems } from '../../../test/kits/order-test-kit.ts';
import { cardPaymentBrowser } from '../../../test/kits/payment-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { eventually, startTestWorker } from '../../../test/test-worker.ts';
import { LOCAL_GATEWAY } from '../local-gateway/local-gateway-settings.ts';
import { attemptMac, paymentMacKey } from './payment-mac.ts';

/**
 * Card payments end to end on the server, against the product's own test gateway (which speaks
 * CCAvenue's protocol): the customer's browser is played by inject calls that post exactly what a
 * browser would post.
 */
const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const itemIds = await seedItems(db, 3);

const { form, startAttempt, answerAtGateway, postCallback } = cardPaymentBrowser(app);

async function placeBangaloreOrder(firstName = 'Karthik') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: placeOrderBody(itemIds, { firstName, orderType: BANGALORE_HUB_PICKUP }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; receiptKey: string; amountPaise: number | null };
}

async function paymentOf(order: { orderId: string; receiptKey: string }) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/payments/orders/${order.orderId}?key=${encodeURIComponent(order.receiptKey)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { state: string; message: string; amountPaise: number };
}

async function orderRow(orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function paidHistoryRows(orderId: string) {
  const row = await orderRow(orderId);
  const [n] = await db
    .select({ n: count() })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.field, 'payment_status')));
  return n?.n ?? 0;
}

/** A callback as someone holding the working key could forge it (the local key is public). */
function forgedCallback(fields: Record<string, string>) {
  return encryptCcavenue(ccavenueQuery.toQuery(fields), LOCAL_GATEWAY.workingKey);
}

describe('a Bangalore order paid by card', () => {
  it('is charged the catalogue total worked out by the server, and a total from the browser is refused', async () => {
    const order = await placeBangaloreOrder();
    const catalogue = await db.select({ id: items.id, mrpPaise: items.mrpPaise }).from(items);
    const price = new Map(catalogue.map((i) => [i.id, i.mrpPaise]));
    const expected = sumPaise(
      itemIds.map((id, i) => lineTotalPaise({ pricePaise: price.get(id) ?? 0, quantity: i + 1 })),
    );
    expect(order.amountPaise).toBe(expected);
    expect(expected).toBeGreaterThan(0);

    const sneaky = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...placeOrderBody(itemIds, { orderType: BANGALORE_HUB_PICKUP }), amountPaise: 100 },
    });
    expect(sneaky.statusCode).toBe(400);

    const nothing = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...placeOrderBody([], { orderType: BANGALORE_HUB_PICKUP }), others: 'just call me' },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields).toEqual([
      { path: 'items', message: 'Please add at least one item to pay for' },
    ]);
  });

  it('is paid when the gateway says success and its status API agrees; the browser lands on the payment page', async () => {
    const order = await placeBangaloreOrder();
    const started = await startAttempt(order);
    // Ours, per attempt, with a random tail nobody can guess before the attempt exists.
    expect(started.gatewayOrderId).toMatch(new RegExp(`^CH-${order.orderId}-1-[2-9A-Z]{4}$`));
    expect(started.gatewayOrderId).toMatch(/^CH-ORDKAR\d{4}-1-[2-9A-Z]{4}$/);
    expect(started.amountPaise).toBe(order.amountPaise);
    expect(started.testGateway).toBe(true);
    expect(Object.keys(started.fields).sort()).toEqual(['access_code', 'encRequest']);
    expect(await paymentOf(order)).toMatchObject({ state: 'awaited' });

    const res = await postCallback(await answerAtGateway(started, 'success'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/payment-success/${order.orderId}?key=${encodeURIComponent(order.receiptKey)}`,
    );
    expect(await paymentOf(order)).toMatchObject({ state: 'paid', message: 'Payment Success' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe(1);
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, started.gatewayOrderId));
    expect(attempt).toMatchObject({ state: 'success', paidTwice: false });
    expect(attempt?.settledAt).not.toBeNull();
    expect(attempt?.trackingId).toMatch(/^\d{12}$/);
    const sources = await db
      .select({ source: paymentEvents.source, toState: paymentEvents.toState })
      .from(paymentEvents)
      .where(eq(paymentEvents.attemptId, attempt?.id ?? 0))
      .orderBy(paymentEvents.id);
    expect(sources).toEqual([
      { source: 'customer', toState: 'redirected' },
      { source: 'browser callback', toState: 'success' },
      { source: 'status check', toState: 'success' },
    ]);
    // A paid order cannot be started again.
    const again = await app.inject({
      method: 'POST',
      url: '/api/payments/attempts',
      payload: { orderId: order.orderId, key: order.receiptKey },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already paid.');
  });

  it('is not paid when the customer fails or cancels; a cancel goes back to the Bangalore form', async () => {
    const failed = await placeBangaloreOrder();
    const failure = await postCallback(await answerAtGateway(await startAttempt(failed), 'failure'));
    expect(failure.statusCode).toBe(303);
    expect(failure.headers.location).toMatch(/^\/payment-success\//);
    expect(await paymentOf(failed)).toMatchObject({ state: 'failed' });
    expect((await orderRow(failed.orderId)).paymentStatus).toBe(0);

    const cancelled = await placeBangaloreOrder();
    const cancel = await postCallback(await answerAtGateway(await startAttempt(cancelled), 'cancel'));
    expect(cancel.headers.location).toBe(
      `/bangalore?cancelled=${cancelled.orderId}&key=${encodeURIComponent(cancelled.receiptKey)}`,
    );
    expect(await paymentOf(cancelled)).toMatchObject({ state: 'cancelled' });

    // Pay again after the cancel: a new attempt with its own gateway order id, and it pays.
    const second = await startAttempt(cancelled);
    expect(second.gatewayOrderId).toMatch(new RegExp(`^CH-${cancelled.orderId}-2-[2-9A-Z]{4}$`));
    await postCallback(await answerAtGateway(second, 'success'));
    expect(await paymentOf(cancelled)).toMatchObject({ state: 'paid' });
  });

  it('refuses a tampered amount, a foreign order id and a wrong MAC, recording each, paying nothing', async () => {
    const order = await placeBangaloreOrder();
    const started = await startAttempt(order);
    const mac = attemptMac(await paymentMacKey(db), {
      gatewayOrderId: started.gatewayOrderId,
      amountPaise: started.amountPaise,
    });
    // The gateway has the order (the customer is on its page) but has not answered.
    await app.inject({ method: 'POST', url: started.action, ...form(started.fields) });
    const callbackPath = '/api/payments/ccavenue/return';
    const success = { order_id: started.gatewayOrderId, order_status: 'Success', currency: 'INR' };

    const tampered = await postCallback({
      path: callbackPath,
      encResp: forgedCallback({ ...success, amount: '1.00', merchant_param1: mac }),
    });
    expect(tampered.statusCode).toBe(303);
    const wrongMac = await postCallback({
      path: callbackPath,
      encResp: forgedCallback({
        ...success,
        amount: (started.amountPaise / 100).toFixed(2),
        merchant_param1: 'not-the-mac',
      }),
    });
    expect(wrongMac.statusCode).toBe(303);
    expect(await paymentOf(order)).toMatchObject({ state: 'awaited' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe(0);
    const notes = await db
      .select({ note: paymentEvents.note })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.orderId, (await orderRow(order.orderId)).id),
          eq(paymentEvents.source, 'browser callback'),
        ),
      );
    expect(notes.map((n) => n.note)).toEqual([
      expect.stringMatching(/^Refused: the amount \(₹1\.00\) is not the ₹[\d,.]+ charged\./),
      expect.stringMatching(/^Refused: merchant_param1 does not carry this attempt’s MAC\./),
    ]);

    const foreign = await postCallback({
      path: callbackPath,
      encResp: forgedCallback({ ...success, order_id: 'CH-ORDZZZ9999-1', amount: '100.00' }),
    });
    expect(foreign.headers.location).toBe('/payment-success?problem=unreadable');
    const garbage = await postCallback({ path: callbackPath, encResp: 'abcdef0123' });
    expect(garbage.statusCode).toBe(303);
    expect(garbage.headers.location).toBe('/payment-success?problem=unreadable');
    const refused = await db
      .select({ note: paymentEvents.note })
      .from(paymentEvents)
      .where(sql`${paymentEvents.attemptId} IS NULL AND ${paymentEvents.orderId} IS NULL`);
    expect(refused.map((r) => r.note)).toEqual(
      expect.arrayContaining([
        'Refused: CH-ORDZZZ9999-1 is not one of our payment attempts.',
        'Refused: it did not decrypt with the working key.',
      ]),
    );
  });

  it('changes nothing when the same callback is posted twice, or races the status check', async () => {
    const order = await placeBangaloreOrder();
    const callback = await answerAtGateway(await startAttempt(order), 'success');
    const check = () =>
      app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.orderId}/check`,
        payload: { key: order.receiptKey },
      });
    const [first, , racing] = await Promise.all([postCallback(callback), check(), postCallback(callback)]);
    expect(first.statusCode).toBe(303);
    expect(racing.statusCode).toBe(303);
    const eventsAfter = await db.select({ n: count() }).from(paymentEvents);
    const replay = await postCallback(callback);
    expect(replay.headers.location).toBe(first.headers.location);
    expect(await db.select({ n: count() }).from(paymentEvents)).toEqual(eventsAfter);
    expect(await paidHistoryRows(order.orderId)).toBe(1);
    expect(await paymentOf(order)).toMatchObject({ state: 'paid' });
    const refunds = await db
      .select()
      .from(paymentRefundTasks)
      .where(eq(paymentRefundTasks.orderId, (await orderRow(order.orderId)).id));
    expect(refunds).toEqual([]);
  });

  it('flags an order paid in two tabs as paid twice and opens a refund task for the second payment', async () => {
    const order = await placeBangaloreOrder();
    const tabOne = await startAttempt(order);
    const tabTwo = await startAttempt(order);
    expect([tabOne.gatewayOrderId, tabTwo.gatewayOrderId]).toEqual([
      expect.stringMatching(new RegExp(`^CH-${order.orderId}-1-`)),
      expect.stringMatching(new RegExp(`^CH-${order.orderId}-2-`)),
    ]);
    const one = await answerAtGateway(tabOne, 'success');
    const two = await answerAtGateway(tabTwo, 'success');
    await postCallback(one);
    await postCallback(two);
    expect(await paidHistoryRows(order.orderId)).toBe(1);
    const attempts = await db
      .select({
        no: paymentAttempts.attemptNo,
        state: paymentAttempts.state,
        paidTwice: paymentAttempts.paidTwice,
      })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, (await orderRow(order.orderId)).id))
      .orderBy(paymentAttempts.attemptNo);
    expect(attempts).toEqual([
      { no: 1, state: 'success', paidTwice: false },
      { no: 2, state: 'success', paidTwice: true },
    ]);
    const refunds = await db
      .select()
      .from(paymentRefundTasks)
      .where(eq(paymentRefundTasks.orderId, (await orderRow(order.orderId)).id));
    expect(refunds).toMatchObject([{ amountPaise: tabTwo.amountPaise, state: 'open' }]);
  });

  it('is settled by the status job when the customer closed the tab before coming back', async () => {
    const jobs = await startTestWorker(db, {
      mail: { from: 'x@kadai.local', adminEmail: 'a@kadai.local' },
      gateway: app.paymentGateway,
    });
    const order = await placeBangaloreOrder();
    const started = await startAttempt(order);
    await answerAtGateway(started, 'success'); // …and the tab closes: no callback arrives.
    expect(await paymentOf(order)).toMatchObject({ state: 'awaited' });
    const [attempt] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, started.gatewayOrderId));
    if (!attempt) throw new Error('the attempt was not recorded');
    // The check start-payment scheduled runs in three minutes; the test asks for it now.
    await jobs.enqueue(db, QUEUES.checkPayment, { attemptId: attempt.id });
    await eventually(
      () => paymentOf(order),
      (p) => p.state === 'paid',
      { what: 'the status job' },
    );
    expect(await paidHistoryRows(order.orderId)).toBe(1);
    // The job scheduled by start-payment is there too, three minutes out.
    const [scheduled] = await db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.checkPayment} AND data->>'attemptId' = ${String(attempt?.id)} AND start_after > now() + interval '2 minutes'`,
      )
      .then((r) => r.rows);
    expect(scheduled?.n).toBe(1);
  });

  it('opens nothing with a wrong key, and a Chennai order without an amount cannot be paid yet', async () => {
    const order = await placeBangaloreOrder();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/payments/attempts',
      payload: { orderId: order.orderId, key: 'guess' },
    });
    expect(wrong.statusCode).toBe(404);
    const peek = await app.inject({ method: 'GET', url: `/api/payments/orders/${order.orderId}?key=guess` });
    expect(peek.statusCode).toBe(404);

    const chennai = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: placeOrderBody(itemIds),
    });
    const receipt = chennai.json();
    expect(receipt.amountPaise).toBeNull();
    const noAmount = await app.inject({
      method: 'POST',
      url: '/api/payments/attempts',
      payload: { orderId: receipt.orderId, key: receipt.receiptKey },
    });
    expect(noAmount.statusCode).toBe(409);
    expect(noAmount.json().error.message).toBe(
      'This order has no amount to pay yet. Please contact the store.',
    );
  });

  it('keeps payment events append-only', async () => {
    await placeBangaloreOrder().then(startAttempt);
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'accepted',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(await refusal(sql`UPDATE payment_events SET note = 'rewritten'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`DELETE FROM payment_events`)).toMatch(/append-only: DELETE refused/);
  });
});

describe('the card payments screen', () => {
  it('lists attempts by state with the money awaiting an answer, and the refund of an order paid twice', async () => {
    const order = await placeBangaloreOrder('Selvi');
    const one = await startAttempt(order);
    const two = await startAttempt(order);
    await postCallback(await answerAtGateway(one, 'success'));
    await postCallback(await answerAtGateway(two, 'success'));
    const waiting = await placeBangaloreOrder('Waiting');
    const pending = await startAttempt(waiting);

    const finance = await signInAs(app, db, { role: 'finance' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/card',
      headers: finance.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(
      overview.attempts.find((a: { gatewayOrderId: string }) => a.gatewayOrderId === pending.gatewayOrderId),
    ).toMatchObject({
      state: 'redirected',
      settled: false,
      customerName: 'Waiting Sundaram',
    });
    expect(overview.awaitingPaise).toBeGreaterThanOrEqual(pending.amountPaise);
    const refund = overview.refunds.find(
      (r: { gatewayOrderId: string }) => r.gatewayOrderId === two.gatewayOrderId,
    );
    expect(refund).toMatchObject({ orderId: order.orderId, amountPaise: two.amountPaise, state: 'open' });

    const filtered = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/card?state=redirected',
      headers: finance.headers,
    });
    expect(filtered.json().attempts.every((a: { state: string }) => a.state === 'redirected')).toBe(true);
    const badState = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/card?state=paid',
      headers: finance.headers,
    });
    expect(badState.statusCode).toBe(400);

    // Finance may look; only an admin closes a refund, once.
    const byFinance = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/refunds/${refund.id}/done`,
      headers: finance.headers,
    });
    expect(byFinance.statusCode).toBe(403);
    const admin = await signInAs(app, db, { role: 'admin' });
    for (let i = 0; i < 2; i++) {
      const done = await app.inject({
        method: 'POST',
        url: `/api/admin/payments/refunds/${refund.id}/done`,
        headers: admin.headers,
      });
      expect(done.statusCode).toBe(204);
    }
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/payments/card', headers: admin.headers })
    ).json();
    expect(after.refunds.find((r: { id: number }) => r.id === refund.id)).toMatchObject({
      state: 'done',
      doneBy: expect.any(String),
    });
    const refundEvents = await db
      .select()
      .from(paymentEvents)
      .where(sql`${paymentEvents.note} LIKE 'Refunded %'`);
    expect(refundEvents).toHaveLength(1);
  });
});

describe('the payment test of the test order form', () => {
  it('sends ₹100 for order 123 through the gateway and shows the answer, recording no payment', async () => {
    const admin = await signInAs(app, db, { role: 'admin' });
    const attemptsBefore = await db.select({ n: count() }).from(paymentAttempts);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/test',
      headers: admin.headers,
      payload: { orderId: '123', amountPaise: 100_00 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as GatewayForm;
    expect(started.gatewayOrderId).toMatch(/^TEST-123-[0-9a-f]{8}$/);
    const callback = await answerAtGateway(started, 'success');
    expect(callback.path).toBe('/api/payments/test/return');
    const back = await postCallback(callback);
    expect(back.statusCode).toBe(303);
    const shown = new URL(back.headers.location as string, 'http://x');
    expect(shown.pathname).toBe('/payment-test');
    expect(Object.fromEntries(shown.searchParams)).toMatchObject({
      result: 'Success',
      order: started.gatewayOrderId,
      amount: '100.00',
    });
    expect(await db.select({ n: count() }).from(paymentAttempts)).toEqual(attemptsBefore);

    const forged = await postCallback({ path: '/api/payments/test/return', encResp: 'nonsense' });
    expect(forged.headers.location).toBe('/payment-test?result=unreadable');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/test',
      headers: admin.headers,
      payload: { orderId: 'no spaces!', amountPaise: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([
      { path: 'orderId', message: 'Order id: 1 to 12 letters, digits or dashes' },
      { path: 'amountPaise', message: 'Amount: the rupees to charge, more than 0, at most ₹1,00,000' },
    ]);
  });
});

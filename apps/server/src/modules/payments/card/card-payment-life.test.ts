import {
  BANGALORE_HUB_PICKUP,
  formatPaise,
  type GatewayForm,
  type GatewayRefund,
  PAYMENT_STATUS,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerLedgerEntries,
  mailMessages,
  orders,
  paymentAttempts,
  paymentEvents,
  paymentRefunds,
  paymentRefundTasks,
  testGatewayTransactions,
} from '../../../db/schema/index.ts';
import { encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { formatCcavenueFields } from '../../../ports/ccavenue-gateway.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeOrderBody, seedItems } from '../../../test/kits/order-test-kit.ts';
import { cardPaymentBrowser } from '../../../test/kits/payment-test-kit.ts';
import { injectAs, signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { LOCAL_GATEWAY } from '../local-gateway/local-gateway-settings.ts';
import type { PaymentContext } from '../payment-context.ts';
import { confirmCardPayment } from './confirm-card-payment.ts';
import { sweepPayments } from './reconcile-payments.ts';

/**
 * A card payment's whole life on the server, against the product's own test gateway (CCAvenue's
 * protocol, raw callbacks, param_value1, confirm and refund): what happens after the first
 * answer — confirmation, the daily follow-up for 14 days, reversals, refunds — and the holes found
 * in payments: an older amount, forged and repeated-key callbacks, a status answer without a MAC.
 */
const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const itemIds = await seedItems(db, 3);
const inject = injectAs(app);
let finance: Record<string, string>;
let admin: Record<string, string>;
let life: PaymentContext;
beforeAll(async () => {
  finance = (await signInAs(app, db, { role: 'finance', displayName: 'Revathi' })).headers;
  admin = (await signInAs(app, db, { role: 'admin', displayName: 'Head Admin' })).headers;
  const jobs = { enqueue: async () => {} } as unknown as PaymentContext['jobs'];
  life = { gateway: app.paymentGateway, jobs, notify: { to: 'finance@kadai.local', smtp: false } };
});

const { form, startAttempt, answerAtGateway, postCallback } = cardPaymentBrowser(app);
/** Pays at the test gateway: the encrypted answer its page posts back. */
const payAtGateway = (started: GatewayForm) => answerAtGateway(started, 'success');

let mobiles = 0;
/** A Bangalore order by a customer finance knows (so a paid order writes a receipt in their ledger). */
async function knownCustomersOrder() {
  mobiles += 1;
  const phone = `96000${String(mobiles).padStart(5, '0')}`;
  const customer = await inject('POST', '/api/receivables/customers', finance, {
    name: `Card customer ${mobiles}`,
    mobile: phone,
  });
  expect(customer.statusCode, customer.body).toBe(201);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: placeOrderBody(itemIds, { firstName: 'Kavya', orderType: BANGALORE_HUB_PICKUP, phone }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { orderId: string; receiptKey: string; amountPaise: number };
  return { ...order, customerId: customer.json().id as number };
}

async function paidOrder() {
  const order = await knownCustomersOrder();
  const started = await startAttempt(order);
  const back = await postCallback(await payAtGateway(started));
  expect(back.headers.location).toBe(
    `/payment-success/${order.orderId}?key=${encodeURIComponent(order.receiptKey)}`,
  );
  return { ...order, gatewayOrderId: started.gatewayOrderId };
}

/** What the gateway says of a transaction from now on (its merchant console, the next day). */
async function gatewaySays(gatewayOrderId: string, status: string) {
  const [row] = await db
    .select({ id: testGatewayTransactions.id })
    .from(testGatewayTransactions)
    .where(eq(testGatewayTransactions.orderId, gatewayOrderId));
  const posted = await app.inject({
    method: 'POST',
    url: `${LOCAL_GATEWAY.consolePath}/transactions/${row?.id}/status`,
    headers: { ...finance, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ word: status }).toString(),
  });
  expect(posted.statusCode, posted.body).toBe(303);
}

async function attemptOf(gatewayOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId));
  if (!row) throw new Error(`no attempt ${gatewayOrderId}`);
  return row;
}

async function orderOf(orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function ledgerKinds(customerId: number) {
  const rows = await db
    .select({ kind: customerLedgerEntries.kind, amountPaise: customerLedgerEntries.amountPaise })
    .from(customerLedgerEntries)
    .where(eq(customerLedgerEntries.customerId, customerId))
    .orderBy(customerLedgerEntries.id);
  return rows;
}

function askNow(gatewayOrderId: string) {
  return inject('POST', `/api/admin/payments/attempts/${gatewayOrderId}/check`, finance);
}

describe('after a success', () => {
  it('is confirmed for settlement through the Confirm API, and the gateway then reads Shipped', async () => {
    const order = await paidOrder();
    expect((await attemptOf(order.gatewayOrderId)).confirmedAt).toBeNull();
    expect(
      await confirmCardPayment(db, { life, attemptId: (await attemptOf(order.gatewayOrderId)).id }),
    ).toBe(true);
    expect((await attemptOf(order.gatewayOrderId)).confirmedAt).not.toBeNull();
    const [gateway] = await db
      .select({ status: testGatewayTransactions.status })
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, order.gatewayOrderId));
    expect(gateway?.status).toBe('Shipped');
    // Asked again (a lost answer, a retried job): the gateway refuses, the status says Shipped: still confirmed.
    expect(
      await confirmCardPayment(db, { life, attemptId: (await attemptOf(order.gatewayOrderId)).id }),
    ).toBe(true);
    await askNow(order.gatewayOrderId);
    expect(await attemptOf(order.gatewayOrderId)).toMatchObject({
      state: 'success',
      gatewayStatus: 'Shipped',
    });
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.paid);
  });

  it.each([
    'Auto-Reversed',
    'Fraud',
    'Chargeback',
    'System refund',
    'Systemrefund',
    'Refunded',
    'Cancelled',
    'Auto-Cancelled',
  ])(
    '%s the next day marks the order “Payment reversed”, in the ledger, flagged and mailed to finance',
    async (word) => {
      const order = await paidOrder();
      await gatewaySays(order.gatewayOrderId, word);
      expect((await askNow(order.gatewayOrderId)).statusCode).toBe(204);

      const attempt = await attemptOf(order.gatewayOrderId);
      expect(attempt).toMatchObject({ state: 'reversed', gatewayStatus: word });
      expect(attempt.reversedAt).not.toBeNull();
      expect(attempt.flag).toBe(
        `Payment reversed: the gateway says ${word} (${formatPaise(order.amountPaise)}).`,
      );
      expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.reversed);
      expect(await ledgerKinds(order.customerId)).toEqual([
        { kind: 'receipt', amountPaise: order.amountPaise },
        { kind: 'reversal', amountPaise: order.amountPaise },
      ]);
      const mails = await db
        .select({ subject: mailMessages.subject })
        .from(mailMessages)
        .where(sql`${mailMessages.subject} like ${`%${order.gatewayOrderId}%`}`);
      expect(mails).toHaveLength(1);

      const listed = await inject('GET', '/api/admin/payments/card?flagged=true', finance);
      expect(listed.json().attempts.map((a: { gatewayOrderId: string }) => a.gatewayOrderId)).toContain(
        order.gatewayOrderId,
      );
      const page = await app.inject({
        method: 'GET',
        url: `/api/payments/orders/${order.orderId}?key=${encodeURIComponent(order.receiptKey)}`,
      });
      expect(page.json()).toMatchObject({ state: 'reversed' });
      // Asked again the day after: nothing more is written.
      const events = await db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents);
      await askNow(order.gatewayOrderId);
      expect(await db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents)).toEqual(events);
      expect(await ledgerKinds(order.customerId)).toHaveLength(2);
    },
  );

  it('keeps a success on a word it does not know, and tells finance the word', async () => {
    const order = await paidOrder();
    await gatewaySays(order.gatewayOrderId, 'Disputed');
    await askNow(order.gatewayOrderId);
    const attempt = await attemptOf(order.gatewayOrderId);
    expect(attempt.state).toBe('success');
    expect(attempt.flag).toContain('“Disputed”');
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.paid);
    // Finance looked at it: it leaves the list of what needs a look.
    expect(
      (await inject('POST', `/api/admin/payments/attempts/${order.gatewayOrderId}/flag/clear`, finance))
        .statusCode,
    ).toBe(204);
    expect((await attemptOf(order.gatewayOrderId)).flag).toBeNull();
  });
});

describe('as a first answer', () => {
  it.each([
    ['Unsuccessful', 'failure'],
    ['Timeout', 'failure'],
    ['Auto-Reversed', 'failure'],
    ['Fraud', 'failure'],
    ['Aborted', 'aborted'],
    ['Auto-Cancelled', 'aborted'],
    ['Invalid', 'invalid'],
    ['Awaited', 'awaited'],
    ['Initiated', 'awaited'],
  ])('%s from the status API makes the attempt %s and never pays the order', async (word, state) => {
    const order = await knownCustomersOrder();
    const started = await startAttempt(order);
    await app.inject({ method: 'POST', url: started.action, ...form(started.fields) });
    await gatewaySays(started.gatewayOrderId, word);
    await askNow(started.gatewayOrderId);
    expect(await attemptOf(started.gatewayOrderId)).toMatchObject({ state, gatewayStatus: word });
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.unpaid);
  });

  it('settles nothing on an unknown word: the attempt stays open and is flagged', async () => {
    const order = await knownCustomersOrder();
    const started = await startAttempt(order);
    await app.inject({ method: 'POST', url: started.action, ...form(started.fields) });
    await gatewaySays(started.gatewayOrderId, 'Hold');
    await askNow(started.gatewayOrderId);
    const attempt = await attemptOf(started.gatewayOrderId);
    expect(attempt).toMatchObject({ state: 'redirected', settledAt: null });
    expect(attempt.flag).toContain('“Hold”');
  });
});

describe('the reconciliation covers 14 days', () => {
  it('asks open attempts up to 14 days old and follows successes paid in the last 14 days', async () => {
    const young = await knownCustomersOrder();
    const youngAttempt = await startAttempt(young);
    const old = await knownCustomersOrder();
    const oldAttempt = await startAttempt(old);
    await db
      .update(paymentAttempts)
      .set({ createdAt: sql`now() - interval '13 days'` })
      .where(eq(paymentAttempts.gatewayOrderId, youngAttempt.gatewayOrderId));
    await db
      .update(paymentAttempts)
      .set({ createdAt: sql`now() - interval '15 days'` })
      .where(eq(paymentAttempts.gatewayOrderId, oldAttempt.gatewayOrderId));

    const recent = await paidOrder();
    const long = await paidOrder();
    // Paid today and not confirmed yet (its confirmation job never ran here): the sweep confirms it.
    const unconfirmed = await paidOrder();
    await db
      .update(paymentAttempts)
      .set({ paidAt: sql`now() - interval '13 days'` })
      .where(eq(paymentAttempts.gatewayOrderId, recent.gatewayOrderId));
    await db
      .update(paymentAttempts)
      .set({ paidAt: sql`now() - interval '15 days'` })
      .where(eq(paymentAttempts.gatewayOrderId, long.gatewayOrderId));
    await gatewaySays(recent.gatewayOrderId, 'Chargeback');
    await gatewaySays(long.gatewayOrderId, 'Chargeback');

    const checksBefore = (await attemptOf(oldAttempt.gatewayOrderId)).statusChecks;
    const swept = await sweepPayments({ db, life, log: { info: () => {} } });
    expect(swept.open).toBeGreaterThanOrEqual(1);
    expect((await attemptOf(youngAttempt.gatewayOrderId)).statusChecks).toBe(1);
    expect((await attemptOf(oldAttempt.gatewayOrderId)).statusChecks).toBe(checksBefore);
    expect((await attemptOf(recent.gatewayOrderId)).state).toBe('reversed');
    expect((await attemptOf(long.gatewayOrderId)).state).toBe('success');
    // The sweep also confirmed the successes it followed that were not confirmed yet.
    expect((await attemptOf(unconfirmed.gatewayOrderId)).confirmedAt).not.toBeNull();
    expect(swept.confirmed).toBeGreaterThanOrEqual(1);
  });
});

describe('refunds through the gateway', () => {
  function refund(gatewayOrderId: string, body: object, key: string) {
    return inject(
      'POST',
      `/api/admin/payments/attempts/${gatewayOrderId}/refunds`,
      { ...finance, 'idempotency-key': key },
      body,
    );
  }

  it('refunds once under a double click, recorded with the gateway, the ledger and the order', async () => {
    const order = await paidOrder();
    const body = { amountPaise: order.amountPaise, reason: 'Customer cancelled the order' };
    const [one, two] = await Promise.all([
      refund(order.gatewayOrderId, body, 'refund-double-click-1'),
      refund(order.gatewayOrderId, body, 'refund-double-click-1'),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const answers = [one.json() as GatewayRefund, two.json() as GatewayRefund];
    expect(answers[0]?.refundRef).toBe(answers[1]?.refundRef);
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, (await attemptOf(order.gatewayOrderId)).id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'done', amountPaise: order.amountPaise });
    const [gateway] = await db
      .select({ refunded: testGatewayTransactions.refundedPaise, status: testGatewayTransactions.status })
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, order.gatewayOrderId));
    expect(gateway).toEqual({ refunded: order.amountPaise, status: 'Refunded' });
    expect((await attemptOf(order.gatewayOrderId)).state).toBe('refunded');
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.reversed);
    expect(await ledgerKinds(order.customerId)).toEqual([
      { kind: 'receipt', amountPaise: order.amountPaise },
      { kind: 'refund', amountPaise: order.amountPaise },
    ]);
    // The gateway's Refunded the next day is our own refund: no reversal, no flag.
    await askNow(order.gatewayOrderId);
    expect(await attemptOf(order.gatewayOrderId)).toMatchObject({ state: 'refunded', flag: null });
  });

  it('refunds in parts, in paise, never more than was paid, naming the field', async () => {
    const order = await paidOrder();
    const first = await refund(
      order.gatewayOrderId,
      { amountPaise: 150, reason: 'One item missing' },
      'part-1-key',
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ state: 'done', amountPaise: 150 });
    const tooMuch = await refund(
      order.gatewayOrderId,
      { amountPaise: order.amountPaise, reason: 'All' },
      'part-2-key',
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.fields[0].path).toBe('amountPaise');
    const rest = await refund(
      order.gatewayOrderId,
      { amountPaise: order.amountPaise - 150, reason: 'The rest' },
      'part-3-key',
    );
    expect(rest.json()).toMatchObject({ state: 'done' });
    expect((await attemptOf(order.gatewayOrderId)).state).toBe('refunded');
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.reversed);
    const noKey = await inject(
      'POST',
      `/api/admin/payments/attempts/${order.gatewayOrderId}/refunds`,
      finance,
      {
        amountPaise: 1,
        reason: 'x',
      },
    );
    expect(noKey.statusCode).toBe(400);
  });

  it('keeps a paid-twice refund task open until all of the second payment has gone back', async () => {
    const order = await knownCustomersOrder();
    const [tabOne, tabTwo] = [await startAttempt(order), await startAttempt(order)];
    await postCallback(await payAtGateway(tabOne));
    await postCallback(await payAtGateway(tabTwo));
    const second = await attemptOf(tabTwo.gatewayOrderId);
    expect(second).toMatchObject({ state: 'success', paidTwice: true });
    const task = async () =>
      (
        await db
          .select({ state: paymentRefundTasks.state, doneBy: paymentRefundTasks.doneBy })
          .from(paymentRefundTasks)
          .where(eq(paymentRefundTasks.attemptId, second.id))
      )[0];

    const part = await refund(
      tabTwo.gatewayOrderId,
      { amountPaise: 100, reason: 'First part' },
      'paid-twice-part-1',
    );
    expect(part.json()).toMatchObject({ state: 'done', amountPaise: 100 });
    expect(await task()).toEqual({ state: 'open', doneBy: null });
    expect((await attemptOf(tabTwo.gatewayOrderId)).state).toBe('success');

    const rest = await refund(
      tabTwo.gatewayOrderId,
      { amountPaise: second.amountPaise - 100, reason: 'The rest' },
      'paid-twice-part-2',
    );
    expect(rest.json()).toMatchObject({ state: 'done' });
    expect(await task()).toEqual({ state: 'done', doneBy: 'Revathi' });
    expect((await attemptOf(tabTwo.gatewayOrderId)).state).toBe('refunded');
    // The first payment still pays the order: its receipt alone is in the ledger.
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.paid);
    expect(await ledgerKinds(order.customerId)).toEqual([
      { kind: 'receipt', amountPaise: order.amountPaise },
    ]);
  });

  it('is for finance: anonymous gets 401 and store staff 403', async () => {
    const order = await paidOrder();
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/attempts/${order.gatewayOrderId}/refunds`,
      headers: { 'idempotency-key': 'anonymous-refund' },
      payload: { amountPaise: 100, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = (await signInAs(app, db, { role: 'warehouse' })).headers;
    const res = await inject(
      'POST',
      `/api/admin/payments/attempts/${order.gatewayOrderId}/refunds`,
      { ...staff, 'idempotency-key': 'staff-refund-1' },
      { amountPaise: 100, reason: 'x' },
    );
    expect(res.statusCode).toBe(403);
    expect(
      await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, 'anonymous-refund')),
    ).toEqual([]);
  });
});

describe('the amount paid is the amount owed', () => {
  it('never pays an order with an attempt begun at an older amount: ₹899 of ₹4,495 goes to finance', async () => {
    const order = await knownCustomersOrder();
    const started = await startAttempt(order);
    const detail = await inject('GET', `/api/admin/orders/${order.orderId}`, admin);
    const raised = order.amountPaise * 5;
    const patch = await inject('PATCH', `/api/admin/orders/${order.orderId}`, admin, {
      version: detail.json().version,
      amountPaise: raised,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await attemptOf(started.gatewayOrderId)).supersededAt).not.toBeNull();

    const back = await postCallback(await payAtGateway(started));
    expect(back.statusCode).toBe(303);
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.unpaid);
    const attempt = await attemptOf(started.gatewayOrderId);
    expect(attempt).toMatchObject({ state: 'success', olderAmount: true });
    expect(attempt.flag).toMatch(/^Paid ₹[\d,.]+ of ₹[\d,.]+: the order’s amount changed/);
    const tasks = await db
      .select({ kind: paymentRefundTasks.kind, amountPaise: paymentRefundTasks.amountPaise })
      .from(paymentRefundTasks)
      .where(eq(paymentRefundTasks.attemptId, attempt.id));
    expect(tasks).toEqual([{ kind: 'older amount', amountPaise: order.amountPaise }]);
    const page = await app.inject({
      method: 'GET',
      url: `/api/payments/orders/${order.orderId}?key=${encodeURIComponent(order.receiptKey)}`,
    });
    expect(page.json().state).not.toBe('paid');
    expect(await ledgerKinds(order.customerId)).toEqual([]);

    // The customer pays the new amount with a new attempt: that one pays the order.
    const again = await startAttempt(order);
    expect(again.amountPaise).toBe(raised);
    await postCallback(await payAtGateway(again));
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.paid);
  });

  it('refuses a card payment under ₹1 with a clear message', async () => {
    const order = await knownCustomersOrder();
    const detail = await inject('GET', `/api/admin/orders/${order.orderId}`, admin);
    await inject('PATCH', `/api/admin/orders/${order.orderId}`, admin, {
      version: detail.json().version,
      amountPaise: 99,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/attempts',
      payload: { orderId: order.orderId, key: order.receiptKey },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This order’s amount is under ₹1, which cannot be paid by card. Please contact the store.',
    );
  });
});

describe('callbacks read as CCAvenue writes them', () => {
  /** A callback as someone holding the (public) local working key could write it, raw. */
  const returned = (fields: Record<string, string>) => ({
    path: '/api/payments/ccavenue/return',
    encResp: encryptCcavenue(formatCcavenueFields(fields), LOCAL_GATEWAY.workingKey),
  });

  it('refuses a callback whose billing name smuggles a second order_status, and keeps + and % raw', async () => {
    const order = await knownCustomersOrder();
    const started = await startAttempt(order);
    const mac = (await attemptOf(started.gatewayOrderId)).mac;
    const smuggled = await postCallback(
      returned({
        order_id: started.gatewayOrderId,
        tracking_id: '313000000001',
        order_status: 'Failure',
        billing_name: `x&order_status=Success&amount=${(order.amountPaise / 100).toFixed(2)}`,
        currency: 'INR',
        amount: (order.amountPaise / 100).toFixed(2),
        merchant_param1: mac,
      }),
    );
    expect(smuggled.headers.location).toBe('/payment-success?problem=unreadable');
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.unpaid);
    const refused = await db
      .select({ note: paymentEvents.note })
      .from(paymentEvents)
      .where(and(sql`${paymentEvents.attemptId} is null`, sql`${paymentEvents.note} like '%order_status%'`));
    expect(refused.length).toBeGreaterThan(0);
  });

  it('gives a forged callback that names our attempt no receipt key, and pays nothing', async () => {
    const order = await knownCustomersOrder();
    const started = await startAttempt(order);
    const forged = await postCallback(
      returned({
        order_id: started.gatewayOrderId,
        tracking_id: '313000000002',
        order_status: 'Success',
        currency: 'INR',
        amount: (order.amountPaise / 100).toFixed(2),
        merchant_param1: 'a-guess-at-the-mac-of-this-order',
      }),
    );
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/payment-success?problem=unverified');
    expect(String(forged.headers.location)).not.toContain(order.receiptKey);
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.unpaid);
  });

  it('pays nothing when the status answer carries no MAC in param_value1', async () => {
    const order = await knownCustomersOrder();
    const started = await startAttempt(order);
    const encResp = await payAtGateway(started);
    // The gateway's record of the attempt lost our MAC (someone else's registration of this id).
    await db
      .update(testGatewayTransactions)
      .set({ merchantParam1: '' })
      .where(eq(testGatewayTransactions.orderId, started.gatewayOrderId));
    const back = await postCallback(encResp);
    expect(back.headers.location).toBe('/payment-success?problem=unverified');
    const attempt = await attemptOf(started.gatewayOrderId);
    expect(attempt.state).toBe('invalid');
    expect(attempt.flag).toMatch(/no MAC \(param_value1\)/);
    expect((await orderOf(order.orderId)).paymentStatus).toBe(PAYMENT_STATUS.unpaid);
  });
});

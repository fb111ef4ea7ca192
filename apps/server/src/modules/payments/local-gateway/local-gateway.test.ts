import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testGatewayTransactions } from '../../../db/schema/index.ts';
import { decryptCcavenue, encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import {
  createCcavenueGateway,
  encodeCcavenueRequest,
  parseCcavenueFields,
} from '../../../ports/ccavenue-gateway.ts';
import { type GatewayOrder, GatewayRefusedError } from '../../../ports/payment-gateway.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { LATER_STATUSES, LOCAL_GATEWAY, OTHER_FIRST_ANSWERS } from './local-gateway-settings.ts';

/**
 * The CCAvenue adapter against the product's own test gateway: the same protocol both ways, so
 * switching to the real gateway is settings only.
 */
const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
afterAll(() => app.close());

const settings = {
  provider: 'ccavenue',
  merchantId: LOCAL_GATEWAY.merchantId,
  accessCode: LOCAL_GATEWAY.accessCode,
  workingKey: LOCAL_GATEWAY.workingKey,
  transactionUrl: `${base}${LOCAL_GATEWAY.transactionPath}`,
  statusUrl: `${base}${LOCAL_GATEWAY.statusPath}`,
} as const;
const gateway = createCcavenueGateway(settings);

const order = (gatewayOrderId: string, billing: Partial<GatewayOrder['billing']> = {}): GatewayOrder => ({
  gatewayOrderId,
  amountPaise: 1250_50,
  redirectUrl: 'http://shop.test/api/payments/ccavenue/callback',
  cancelUrl: 'http://shop.test/api/payments/ccavenue/cancel',
  billing: { name: 'மீனா <Sundaram>', email: 'meena@example.in', phone: '9840012345', ...billing },
  merchantParam1: 'mac-of-the-attempt',
});

/** What a browser does with a form: post its fields, from this origin unless told otherwise. */
function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function hiddenField(html: string, name: string): string {
  return html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
}

/** Posts the order to the pay page and answers it; returns the callback's encResp and where it goes. */
async function pay(
  id: string,
  choice: 'success' | 'failure' | 'cancel' | 'other',
  options: { status?: string; billing?: Partial<GatewayOrder['billing']> } = {},
) {
  const form = gateway.paymentForm(order(id, options.billing));
  const payPage = await (await post(form.action, form.fields)).text();
  const path = payPage.match(new RegExp(`action="(/test-gateway/transaction/\\d+/${choice})"`))?.[1];
  if (!path) throw new Error(`no ${choice} on the pay page: ${payPage}`);
  const back = await (await post(`${base}${path}`, options.status ? { status: options.status } : {})).text();
  return {
    encResp: hiddenField(back, 'encResp'),
    action: back.match(/<form method="post" action="([^"]+)"/)?.[1] ?? '',
  };
}

/** Calls the gateway's API by hand and decrypts the JSON it answers. */
async function callApi(command: string, request: object) {
  const res = await post(settings.statusUrl, {
    enc_request: encryptCcavenue(JSON.stringify(request), LOCAL_GATEWAY.workingKey),
    access_code: LOCAL_GATEWAY.accessCode,
    command,
    request_type: 'JSON',
    response_type: 'JSON',
    version: '1.2',
  });
  const { fields } = parseCcavenueFields(await res.text());
  expect(fields.status).toBe('0');
  return JSON.parse(decryptCcavenue(fields.enc_response ?? '', LOCAL_GATEWAY.workingKey)) as Record<
    string,
    Record<string, unknown>
  >;
}

describe('the local test gateway', () => {
  it('shows the order, and a Success posts an answer the adapter reads as paid, as does the status API', async () => {
    expect(await gateway.fetchStatus('CH-ORDMEE41-1')).toBeNull();
    const form = gateway.paymentForm(order('CH-ORDMEE41-1'));
    expect(Object.keys(form.fields)).toEqual(['encRequest', 'access_code']);
    const payPage = await (await post(form.action, form.fields)).text();
    expect(payPage).toContain('Pay ₹1,250.50');
    expect(payPage).toContain('CH-ORDMEE41-1');
    expect(payPage).toContain('மீனா &lt;Sundaram&gt;');
    expect(payPage).toContain('no money moves');
    expect(payPage).not.toMatch(/<script>|\son\w+=/);

    const choice = payPage.match(/action="(\/test-gateway\/transaction\/\d+\/success)"/)?.[1];
    const back = await (await post(`${base}${choice}`, {})).text();
    expect(back).toContain('action="http://shop.test/api/payments/ccavenue/callback"');
    const answer = gateway.readCallback(hiddenField(back, 'encResp'));
    expect(answer).toMatchObject({
      gatewayOrderId: 'CH-ORDMEE41-1',
      outcome: 'success',
      status: 'Success',
      confirmed: false,
      amountPaise: 1250_50,
      merchantAmountPaise: 1250_50,
      currency: 'INR',
      merchantParam1: 'mac-of-the-attempt',
    });
    expect(answer.raw).toMatchObject({
      mer_amount: '1250.50',
      merchant_param1: 'mac-of-the-attempt',
      merchant_param5: '',
      billing_name: 'மீனா <Sundaram>',
      billing_email: 'meena@example.in',
    });
    expect(answer.trackingId).toMatch(/^\d{12}$/);
    // Answered once: a second click is refused.
    expect((await post(`${base}${choice}`, {})).status).toBe(400);

    const status = await gateway.fetchStatus('CH-ORDMEE41-1');
    expect(status).toMatchObject({
      outcome: 'success',
      status: 'Successful',
      amountPaise: 1250_50,
      currency: 'INR',
      merchantParam1: 'mac-of-the-attempt',
    });
    expect(status?.trackingId).toBe(answer.trackingId);
  });

  it('sends a Cancel back to the cancel URL as aborted, and a Failure as failed', async () => {
    for (const [choice, outcome, url] of [
      ['cancel', 'aborted', 'http://shop.test/api/payments/ccavenue/cancel'],
      ['failure', 'failure', 'http://shop.test/api/payments/ccavenue/callback'],
    ] as const) {
      const id = `CH-ORDARU7-${choice}`;
      const back = await pay(id, choice);
      expect(back.action).toBe(url);
      expect(gateway.readCallback(back.encResp).outcome).toBe(outcome);
      expect((await gateway.fetchStatus(id))?.outcome).toBe(outcome);
    }
  });

  it('answers with any other first status, in the callback and the status API alike', async () => {
    const expected = {
      Awaited: 'awaited',
      Initiated: 'awaited',
      Timeout: 'failure',
      Invalid: 'invalid',
      'Auto-Cancelled': 'aborted',
      Fraud: 'reversed',
      Unsuccessful: 'failure',
      Hold: 'unknown',
    } as const;
    expect(Object.keys(expected)).toEqual([...OTHER_FIRST_ANSWERS]);
    for (const [word, outcome] of Object.entries(expected)) {
      const id = `CH-ORDOTHER-${word}`;
      const back = await pay(id, 'other', { status: word });
      expect(back.action).toBe('http://shop.test/api/payments/ccavenue/callback');
      expect(gateway.readCallback(back.encResp)).toMatchObject({ outcome, status: word });
      expect(await gateway.fetchStatus(id)).toMatchObject({ outcome, status: word });
    }
    // Answered once, even when the answer was Initiated.
    const form = gateway.paymentForm(order('CH-ORDOTHER-twice'));
    const path = (await (await post(form.action, form.fields)).text()).match(/action="([^"]+\/other)"/)?.[1];
    expect((await post(`${base}${path}`, { status: 'Initiated' })).status).toBe(200);
    expect((await post(`${base}${path}`, { status: 'Awaited' })).status).toBe(400);
    // Only the words offered.
    const other = gateway.paymentForm(order('CH-ORDOTHER-bad'));
    const otherPath = (await (await post(other.action, other.fields)).text()).match(
      /action="([^"]+\/other)"/,
    )?.[1];
    expect((await post(`${base}${otherPath}`, { status: 'Success' })).status).toBe(400);
  });

  it('writes the callback raw, so a + or % in a name arrives as typed and a name carrying pairs is refused', async () => {
    const plain = await pay('CH-ORDRAW-1', 'success', { billing: { name: 'Meena+Ravi 100% = ok' } });
    expect(gateway.readCallback(plain.encResp).raw.billing_name).toBe('Meena+Ravi 100% = ok');

    const injected = await pay('CH-ORDRAW-2', 'failure', {
      billing: { name: 'x&order_status=Success&amount=1.00' },
    });
    expect(decryptCcavenue(injected.encResp, LOCAL_GATEWAY.workingKey)).toContain(
      'billing_name=x&order_status=Success&amount=1.00',
    );
    expect(() => gateway.readCallback(injected.encResp)).toThrow(/more than once/);
    expect((await gateway.fetchStatus('CH-ORDRAW-2'))?.outcome).toBe('failure');
  });

  it('answers the status API as version 1.2 does: wrapped, param_value1, order_amt, no records as 51313', async () => {
    await pay('CH-ORDV12-1', 'success');
    const json = await callApi('orderStatusTracker', { order_no: 'CH-ORDV12-1', reference_no: '' });
    const result = json.Order_Status_Result;
    expect(result).toMatchObject({
      status: 0,
      order_no: 'CH-ORDV12-1',
      order_status: 'Successful',
      order_amt: 1250.5,
      order_currncy: 'INR',
      param_value1: 'mac-of-the-attempt',
      param_value5: '',
    });
    expect(result).not.toHaveProperty('merchant_param1');
    expect(String(result?.reference_no)).toMatch(/^\d{12}$/);
    expect(String(result?.order_bank_ref_no)).toMatch(/^TEST\d{6}$/);
    expect(String(result?.order_status_date_time)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(await callApi('orderStatusTracker', { order_no: 'CH-NEVER-1', reference_no: '' })).toEqual({
      Order_Status_Result: { status: 1, error_desc: 'No records found', error_code: '51313' },
    });
  });

  it('refuses a call with a wrong access code outside the JSON, which the adapter throws as GatewayRefusedError', async () => {
    const wrong = createCcavenueGateway({ ...settings, accessCode: 'nope' });
    await expect(wrong.fetchStatus('CH-ORDMEE41-1')).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(wrong.fetchStatus('CH-ORDMEE41-1')).rejects.toMatchObject({ errorCode: '51407' });
    expect(await wrong.confirmOrder({ trackingId: '1', amountPaise: 1 })).toMatchObject({
      ok: false,
      errorCode: '51407',
    });
  });

  it('refuses an order encrypted with another key, a reused order id and a wrong access code', async () => {
    const form = gateway.paymentForm(order('CH-ORDTAM1-1'));
    const forged = encryptCcavenue(
      `merchant_id=${LOCAL_GATEWAY.merchantId}&order_id=X&amount=1.00&currency=INR`,
      'other key',
    );
    expect((await post(form.action, { ...form.fields, encRequest: forged })).status).toBe(400);
    expect((await post(form.action, { ...form.fields, access_code: 'nope' })).status).toBe(400);
    expect((await post(form.action, form.fields)).status).toBe(200);
    expect((await post(form.action, form.fields)).status).toBe(400);
    expect(() => gateway.readCallback('00'.repeat(16))).toThrow(/bad decrypt/);
  });

  it('refuses a billing name over 60 or an e-mail over 70 characters, as CCAvenue does; the adapter never sends one', async () => {
    const sendRaw = (orderId: string, fields: Record<string, string>) =>
      post(settings.transactionUrl, {
        encRequest: encryptCcavenue(
          encodeCcavenueRequest({
            merchant_id: LOCAL_GATEWAY.merchantId,
            order_id: orderId,
            currency: 'INR',
            amount: '1.00',
            ...fields,
          }),
          LOCAL_GATEWAY.workingKey,
        ),
        access_code: LOCAL_GATEWAY.accessCode,
      });
    const tooLongName = await sendRaw('CH-ORDLIM-1', { billing_name: 'n'.repeat(61) });
    expect(tooLongName.status).toBe(400);
    expect(await tooLongName.text()).toContain('billing_name is longer than 60');
    expect((await sendRaw('CH-ORDLIM-2', { billing_email: `${'m'.repeat(60)}@example.in` })).status).toBe(
      400,
    );
    // 60 characters of which one is outside the BMP: two UTF-16 units, one character.
    expect((await sendRaw('CH-ORDLIM-3', { billing_name: `${'n'.repeat(59)}😀` })).status).toBe(200);

    const name = `${'மீனா '.repeat(15)}`;
    const email = `${'m'.repeat(70)}@example.in`;
    const form = gateway.paymentForm(order('CH-ORDLIM-adapter', { name, email }));
    expect((await post(form.action, form.fields)).status).toBe(200);
    const [row] = await db
      .select()
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, 'CH-ORDLIM-adapter'));
    expect([...(row?.billingName ?? '')].length).toBeLessThanOrEqual(60);
    expect(name.startsWith(row?.billingName ?? 'x')).toBe(true);
    expect(row?.billingEmail).toBe('');
  });
});

describe('confirm and refund', () => {
  async function paidOrder(id: string) {
    const back = await pay(id, 'success');
    const trackingId = gateway.readCallback(back.encResp).trackingId ?? '';
    expect(trackingId).toMatch(/^\d{12}$/);
    return trackingId;
  }

  it('confirms a successful order once; its status then reads Shipped', async () => {
    const trackingId = await paidOrder('CH-ORDCNF-1');
    expect(await gateway.confirmOrder({ trackingId, amountPaise: 1250_50 })).toEqual({
      ok: true,
      reason: '',
      errorCode: '',
      raw: expect.objectContaining({ success_count: '1' }),
    });
    expect(await gateway.fetchStatus('CH-ORDCNF-1')).toMatchObject({
      outcome: 'success',
      status: 'Shipped',
      confirmed: true,
    });
    expect(await gateway.confirmOrder({ trackingId, amountPaise: 1250_50 })).toMatchObject({
      ok: false,
      reason: 'The order is already confirmed.',
    });
    await pay('CH-ORDCNF-2', 'failure');
    const failed = await gateway.fetchStatus('CH-ORDCNF-2');
    expect(
      await gateway.confirmOrder({ trackingId: failed?.trackingId ?? '', amountPaise: 1250_50 }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('Unsuccessful') });
    const over = await paidOrder('CH-ORDCNF-3');
    expect(await gateway.confirmOrder({ trackingId: over, amountPaise: 1250_51 })).toMatchObject({
      ok: false,
    });
    expect(await gateway.confirmOrder({ trackingId: '999999999999', amountPaise: 100 })).toMatchObject({
      ok: false,
      reason: 'Invalid reference number.',
    });
  });

  it('refunds in parts that add up, refuses a reused reference and more than remains, and reads Refunded at the end', async () => {
    const trackingId = await paidOrder('CH-ORDRFD-1');
    const refund = (amountPaise: number, refundRef: string) =>
      gateway.refundOrder({ trackingId, amountPaise, refundRef });
    expect(await refund(500_00, 'RF-1')).toMatchObject({ ok: true, reason: '' });
    expect(await gateway.confirmOrder({ trackingId, amountPaise: 1250_50 })).toMatchObject({ ok: true });
    expect(await refund(500_00, 'RF-2')).toMatchObject({ ok: true });
    expect(await refund(1_00, 'RF-2')).toMatchObject({
      ok: false,
      errorCode: 'duplicate_refund_ref',
    });
    expect(await refund(250_51, 'RF-3')).toMatchObject({
      ok: false,
      reason: 'The refund amount is more than the 250.50 that remains.',
    });
    expect((await gateway.fetchStatus('CH-ORDRFD-1'))?.status).toBe('Shipped');
    expect(await refund(250_50, 'RF-3')).toMatchObject({ ok: true });
    const [row] = await db
      .select()
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, 'CH-ORDRFD-1'));
    expect(row?.refundedPaise).toBe(1250_50);
    expect(await gateway.fetchStatus('CH-ORDRFD-1')).toMatchObject({
      outcome: 'refunded',
      status: 'Refunded',
    });
    expect(await refund(1, 'RF-4')).toMatchObject({ ok: false, errorCode: 'not_refundable' });

    // Two refunds at once on one order: the row lock lets them add up, never past the amount.
    const other = await paidOrder('CH-ORDRFD-2');
    const both = await Promise.all(
      ['RF-A', 'RF-B'].map((refundRef) =>
        gateway.refundOrder({ trackingId: other, amountPaise: 1000_00, refundRef }),
      ),
    );
    expect(both.filter((r) => r.ok)).toHaveLength(1);
  });

  it('refuses to refund an order that was not paid', async () => {
    await pay('CH-ORDRFD-3', 'cancel');
    const status = await gateway.fetchStatus('CH-ORDRFD-3');
    expect(
      await gateway.refundOrder({
        trackingId: status?.trackingId ?? '',
        amountPaise: 1_00,
        refundRef: 'RF-C',
      }),
    ).toMatchObject({ ok: false, errorCode: 'not_refundable' });
  });
});

describe('the test merchant console', () => {
  const consoleUrl = `${base}${LOCAL_GATEWAY.consolePath}`;
  const statusUrlOf = async (orderId: string, headers: Record<string, string>) => {
    const page = await (await fetch(consoleUrl, { headers })).text();
    const row = page.split('<tr').find((part) => part.includes(`data-order="${orderId}"`)) ?? '';
    const action = row.match(/action="([^"]+\/status)"/)?.[1];
    if (!action) throw new Error(`no row for ${orderId}`);
    return `${base}${action}`;
  };

  it('is for finance and admins only: anonymous is 401, other roles 403, a page from another site 403', async () => {
    await pay('CH-ORDCON-1', 'success');
    const finance = await signInAs(app, db, { role: 'finance' });
    const admin = await signInAs(app, db, { role: 'admin' });
    const store = await signInAs(app, db, { role: 'store-staff' });
    const setUrl = await statusUrlOf('CH-ORDCON-1', finance.headers);

    expect((await fetch(consoleUrl)).status).toBe(401);
    expect((await fetch(consoleUrl, { method: 'HEAD' })).status).toBe(401);
    expect((await fetch(consoleUrl, { headers: store.headers })).status).toBe(403);
    expect((await post(setUrl, { status: 'Refunded' })).status).toBe(401);
    expect((await post(setUrl, { status: 'Refunded' }, store.headers)).status).toBe(403);
    expect(
      (await post(setUrl, { status: 'Refunded' }, { ...finance.headers, 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await gateway.fetchStatus('CH-ORDCON-1'))?.status).toBe('Successful');

    const page = await fetch(consoleUrl, { headers: admin.headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('CH-ORDCON-1');
    expect(html).toContain('Set status');
    for (const word of LATER_STATUSES) expect(html).toContain(`<option value="${word}">`);
    expect(html).not.toMatch(/<script|\son\w+=/);
  });

  it('sets a later status, which the status API then answers: Auto-Reversed is reversed', async () => {
    await pay('CH-ORDCON-2', 'success');
    await pay('CH-ORDCON-3', 'success');
    const finance = await signInAs(app, db, { role: 'finance' });
    const page = await (await fetch(consoleUrl, { headers: finance.headers })).text();
    // Newest first.
    expect(page.indexOf('CH-ORDCON-3')).toBeLessThan(page.indexOf('CH-ORDCON-2'));
    const setUrl = await statusUrlOf('CH-ORDCON-2', finance.headers);
    const set = await post(
      setUrl,
      { status: 'Auto-Reversed', word: '' },
      { ...finance.headers, 'sec-fetch-site': 'same-origin' },
    );
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe(LOCAL_GATEWAY.consolePath);
    expect(await gateway.fetchStatus('CH-ORDCON-2')).toMatchObject({
      outcome: 'reversed',
      status: 'Auto-Reversed',
    });

    // A word typed wins over the list, and an unknown one is answered as it is.
    expect((await post(setUrl, { status: 'Refunded', word: 'On hold' }, finance.headers)).status).toBe(303);
    expect(await gateway.fetchStatus('CH-ORDCON-2')).toMatchObject({ outcome: 'unknown', status: 'On hold' });
    expect((await post(setUrl, { status: 'Shipped' }, finance.headers)).status).toBe(303);
    expect(await gateway.fetchStatus('CH-ORDCON-2')).toMatchObject({ status: 'Shipped', confirmed: true });
    expect((await post(setUrl, { word: '<b>' }, finance.headers)).status).toBe(400);
    expect(
      (await post(`${consoleUrl}/transactions/999999/status`, { status: 'Fraud' }, finance.headers)).status,
    ).toBe(400);
  });
});

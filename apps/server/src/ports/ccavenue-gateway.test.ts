import { describe, expect, it } from 'vitest';
import { decryptCcavenue, encryptCcavenue } from './ccavenue-cipher.ts';
import {
  ccavenueOutcome,
  createCcavenueGateway,
  decodeCcavenueRequest,
  fitBillingName,
  formatCcavenueFields,
  parseCcavenueFields,
} from './ccavenue-gateway.ts';
import { type GatewayOrder, GatewayRefusedError, type PaymentOutcome } from './payment-gateway.ts';

/**
 * The adapter against CCAvenue's writing as its kits read it, with the API's answers given by hand:
 * what the real gateway sends that the local stand-in never would (a flat status answer, an
 * upper-cased word, a float amount, an unregistered IP).
 */
const workingKey = 'ABCDEF0123456789ABCDEF0123456789';

/** Every documented word, and what it means (payment-gateway.ts's PaymentOutcome). */
const WORDS: Array<[string, PaymentOutcome]> = [
  ['Success', 'success'],
  ['Successful', 'success'],
  ['Shipped', 'success'],
  ['Awaited', 'awaited'],
  ['Initiated', 'awaited'],
  ['Failure', 'failure'],
  ['Unsuccessful', 'failure'],
  ['Timeout', 'failure'],
  ['Aborted', 'aborted'],
  ['Cancelled', 'aborted'],
  ['Auto-Cancelled', 'aborted'],
  ['Invalid', 'invalid'],
  ['Auto-Reversed', 'reversed'],
  ['Fraud', 'reversed'],
  ['Chargeback', 'reversed'],
  ['System refund', 'reversed'],
  ['Systemrefund', 'reversed'],
  ['Refunded', 'refunded'],
  ['Hold', 'unknown'],
  ['', 'unknown'],
];

interface Sent {
  fields: Record<string, string>;
  request: Record<string, unknown>;
}

/** A gateway whose API answers `reply(what was sent)`; `sent` keeps each call, decrypted. */
function gatewayAnswering(reply: (sent: Sent) => string) {
  const sent: Sent[] = [];
  const gateway = createCcavenueGateway({
    provider: 'ccavenue',
    merchantId: '123456',
    accessCode: 'AVXX00KA00XX00XXAA',
    workingKey,
    transactionUrl: 'https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
    statusUrl: 'https://apitest.ccavenue.com/apis/servlet/DoWebTrans',
    fetch: async (_url, init) => {
      const fields = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
      const call = {
        fields,
        request: JSON.parse(decryptCcavenue(fields.enc_request ?? '', workingKey)) as Record<string, unknown>,
      };
      sent.push(call);
      return new Response(reply(call), { status: 200 });
    },
  });
  return { gateway, sent };
}

const answer = (json: object) =>
  `status=0&enc_response=${encryptCcavenue(JSON.stringify(json), workingKey)}\r\n`;
const { gateway } = gatewayAnswering(() => answer({}));
const callback = (plain: string) => gateway.readCallback(encryptCcavenue(plain, workingKey));

const order = (billing: Partial<GatewayOrder['billing']> = {}): GatewayOrder => ({
  gatewayOrderId: 'CH-ORDMEE41-1',
  amountPaise: 1250_50,
  redirectUrl: 'https://shop.kadai.in/api/payments/ccavenue/return',
  cancelUrl: 'https://shop.kadai.in/api/payments/ccavenue/cancel',
  billing: { name: 'Meena Sundaram', email: 'meena@example.in', phone: '9840012345', ...billing },
  merchantParam1: 'mac-of-the-attempt',
});

function sentRequest(form: { fields: Record<string, string> }) {
  return decryptCcavenue(form.fields.encRequest ?? '', workingKey);
}

describe('parseCcavenueFields', () => {
  it('keeps values raw: a + is a plus, a % is a percent, an = after the first belongs to the value', () => {
    const { fields, repeated } = parseCcavenueFields(
      'billing_name=Meena+Ravi 100%&billing_notes=a=b=c&failure_message=%41&empty=&=nokey&novalue',
    );
    expect(fields).toEqual({
      billing_name: 'Meena+Ravi 100%',
      billing_notes: 'a=b=c',
      failure_message: '%41',
      empty: '',
    });
    expect(repeated).toEqual([]);
  });

  it('lets the first occurrence of a key win, names the repeated ones, and treats __proto__ as a field', () => {
    const { fields, repeated } = parseCcavenueFields(
      'order_status=Failure&billing_name=x&order_status=Success&__proto__=y&billing_name=z',
    );
    expect(fields.order_status).toBe('Failure');
    expect(fields.billing_name).toBe('x');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(repeated.sort()).toEqual(['billing_name', 'order_status']);
  });

  it('reads back what formatCcavenueFields writes, when no value holds an &', () => {
    const fields = { order_id: 'CH-1', billing_name: 'A+B = 100%', amount: '1.00' };
    expect(parseCcavenueFields(formatCcavenueFields(fields)).fields).toEqual(fields);
  });
});

describe('readCallback', () => {
  const base = (status: string, more = '') =>
    `order_id=CH-ORDMEE41-1&tracking_id=113401671456&bank_ref_no=104375822658&order_status=${status}` +
    `&failure_message=&payment_mode=Credit Card&currency=INR&amount=1250.50&billing_name=Meena+Ravi 100%` +
    `&merchant_param1=mac-of-the-attempt&merchant_param2=&mer_amount=1250.00${more}`;

  it.each(WORDS)('reads the word %j as %s', (word, outcome) => {
    const answer = callback(base(word));
    expect(answer.outcome).toBe(outcome);
    expect(answer.status).toBe(word);
    expect(answer.confirmed).toBe(word === 'Shipped');
  });

  it('reads every field raw, amounts exactly, and the merchant amount apart from the amount', () => {
    expect(callback(base('Success'))).toEqual({
      gatewayOrderId: 'CH-ORDMEE41-1',
      outcome: 'success',
      status: 'Success',
      confirmed: false,
      amountPaise: 1250_50,
      merchantAmountPaise: 1250_00,
      currency: 'INR',
      trackingId: '113401671456',
      merchantParam1: 'mac-of-the-attempt',
      raw: expect.objectContaining({ billing_name: 'Meena+Ravi 100%', payment_mode: 'Credit Card' }),
    });
  });

  it('trims the word, and reads another case of a documented word as that word', () => {
    expect(callback(base(' Success\r\n'))).toMatchObject({ outcome: 'success', status: 'Success' });
    expect(callback(base('SUCCESS')).outcome).toBe('success');
    expect(callback(base('auto-reversed')).outcome).toBe('reversed');
    expect(callback(base('SHIPPED')).confirmed).toBe(true);
    expect(callback(base('Success!')).outcome).toBe('unknown');
  });

  it('refuses a callback whose billing name carried pairs of its own, whatever they say', () => {
    // CCAvenue writes the name raw: a customer typing this turns it into three pairs.
    const injected = base('Failure').replace(
      'billing_name=Meena+Ravi 100%',
      'billing_name=x&order_status=Success&amount=1.00',
    );
    expect(() => callback(injected)).toThrow(/order_status, amount more than once/);
    for (const key of ['order_id', 'mer_amount', 'currency', 'tracking_id', 'merchant_param1']) {
      expect(() => callback(base('Failure', `&${key}=again`))).toThrow(key);
    }
  });

  it('lets the first occurrence win for a key the decision does not read', () => {
    const answer = callback(base('Failure', '&billing_name=Someone Else&payment_mode=x'));
    expect(answer.raw.billing_name).toBe('Meena+Ravi 100%');
    expect(answer.outcome).toBe('failure');
  });

  it('reads an amount that is not rupees to the paisa as no amount, and throws on what does not decrypt', () => {
    for (const amount of ['1250.505', '1,250.50', '₹1250', '-1.00', '1e3', '']) {
      expect(callback(base('Success').replace('amount=1250.50', `amount=${amount}`)).amountPaise).toBeNull();
    }
    expect(callback(base('Success').replace('amount=1250.50', 'amount=1250.5')).amountPaise).toBe(1250_50);
    expect(() => gateway.readCallback('00'.repeat(16))).toThrow(/bad decrypt/);
    expect(() => gateway.readCallback('not hex')).toThrow(/not a CCAvenue cipher text/);
  });
});

describe('outcomes', () => {
  it('are the same table for the callback and the status API', () => {
    for (const [word, outcome] of WORDS) expect(ccavenueOutcome(word)).toBe(outcome);
  });
});

describe('paymentForm', () => {
  it('URL-encodes each value of the request, as the kits do, so a value cannot add a pair', () => {
    const form = gatewayAnswering(() => '').gateway.paymentForm(
      order({ name: 'x&order_status=Success+100%' }),
    );
    const plain = sentRequest(form);
    expect(plain).toContain('billing_name=x%26order_status%3DSuccess%2B100%25');
    expect(decodeCcavenueRequest(plain)).toMatchObject({
      merchant_id: '123456',
      order_id: 'CH-ORDMEE41-1',
      amount: '1250.50',
      currency: 'INR',
      billing_name: 'x&order_status=Success+100%',
      billing_email: 'meena@example.in',
      merchant_param1: 'mac-of-the-attempt',
    });
    expect(form.fields.access_code).toBe('AVXX00KA00XX00XXAA');
  });

  it('cuts the billing name to 60 code points without splitting a letter, and leaves out a longer e-mail', () => {
    const sent = (billing: Partial<GatewayOrder['billing']>) =>
      decodeCcavenueRequest(sentRequest(gateway.paymentForm(order(billing))));
    // 59 letters and an emoji: 61 UTF-16 units, 60 code points, kept whole.
    const emoji = `${'a'.repeat(59)}😀`;
    expect(sent({ name: emoji }).billing_name).toBe(emoji);
    // 60 letters then an emoji: the emoji goes, never half of it.
    expect(sent({ name: `${'a'.repeat(60)}😀` }).billing_name).toBe('a'.repeat(60));
    // A Tamil letter and its vowel sign are two code points: both go together.
    expect(fitBillingName(`${'a'.repeat(59)}மீ`)).toBe('a'.repeat(59));
    expect([...fitBillingName('மீனா '.repeat(20))].length).toBeLessThanOrEqual(60);

    const seventy = `${'m'.repeat(59)}@example.in`;
    expect(seventy).toHaveLength(70);
    expect(sent({ email: seventy }).billing_email).toBe(seventy);
    expect(sent({ email: `m${seventy}` })).not.toHaveProperty('billing_email');
  });
});

describe('fetchStatus', () => {
  const found = {
    status: 0,
    order_no: 'CH-ORDMEE41-1',
    reference_no: 113401671456,
    order_status: 'Successful',
    order_amt: 1250.5,
    order_currncy: 'INR',
    param_value1: 'mac-of-the-attempt',
    error_desc: '',
    error_code: '',
  };

  it('sends orderStatusTracker version 1.2 and reads the answer wrapped in Order_Status_Result or flat', async () => {
    for (const json of [{ Order_Status_Result: found }, found]) {
      const { gateway, sent } = gatewayAnswering(() => answer(json));
      expect(await gateway.fetchStatus('CH-ORDMEE41-1')).toEqual({
        gatewayOrderId: 'CH-ORDMEE41-1',
        outcome: 'success',
        status: 'Successful',
        confirmed: false,
        amountPaise: 1250_50,
        merchantAmountPaise: null,
        currency: 'INR',
        trackingId: '113401671456',
        merchantParam1: 'mac-of-the-attempt',
        raw: expect.objectContaining({ order_amt: '1250.5', param_value1: 'mac-of-the-attempt' }),
      });
      expect(sent[0]?.fields).toMatchObject({
        access_code: 'AVXX00KA00XX00XXAA',
        command: 'orderStatusTracker',
        request_type: 'JSON',
        response_type: 'JSON',
        version: '1.2',
      });
      expect(sent[0]?.request).toEqual({ order_no: 'CH-ORDMEE41-1', reference_no: '' });
    }
  });

  it.each(WORDS)('reads the status word %j as %s', async (word, outcome) => {
    const { gateway } = gatewayAnswering(() =>
      answer({ Order_Status_Result: { ...found, order_status: word } }),
    );
    expect(await gateway.fetchStatus('CH-ORDMEE41-1')).toMatchObject({
      outcome,
      status: word,
      confirmed: word === 'Shipped',
    });
  });

  it('reads the MAC from param_value1, else merchant_param1; amounts as text or exact numbers only', async () => {
    const read = async (fields: object) =>
      gatewayAnswering(() => answer({ ...found, param_value1: undefined, ...fields })).gateway.fetchStatus(
        'x',
      );
    expect((await read({ merchant_param1: 'older-name' }))?.merchantParam1).toBe('older-name');
    expect((await read({ param_value1: 'new', merchant_param1: 'old' }))?.merchantParam1).toBe('new');
    expect((await read({}))?.merchantParam1).toBeNull();
    expect((await read({ order_amt: '1250.50', mer_amount: '1200.00' }))?.amountPaise).toBe(1250_50);
    expect((await read({ mer_amount: 1200 }))?.merchantAmountPaise).toBe(1200_00);
    expect((await read({ order_amt: 0.1 + 0.2 }))?.amountPaise).toBeNull();
    expect((await read({ order_amt: 1e21 }))?.amountPaise).toBeNull();
    expect((await read({ order_amt: null }))?.amountPaise).toBeNull();
  });

  it('is null when the gateway has no record of the order (51313, or its wording)', async () => {
    for (const json of [
      { Order_Status_Result: { status: 1, error_desc: 'No records found', error_code: '51313' } },
      { status: '1', error_desc: '', error_code: 51313 },
      { status: 1, error_desc: 'No record found for the order', error_code: '' },
    ]) {
      expect(await gatewayAnswering(() => answer(json)).gateway.fetchStatus('x')).toBeNull();
    }
  });

  it('throws GatewayRefusedError for any other refusal, inside the JSON or outside it', async () => {
    const refusal = async (reply: string) => {
      const error = await gatewayAnswering(() => reply)
        .gateway.fetchStatus('x')
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(GatewayRefusedError);
      return error as GatewayRefusedError;
    };
    expect(
      await refusal(
        answer({ Order_Status_Result: { status: 1, error_desc: 'Invalid order no', error_code: '51419' } }),
      ),
    ).toMatchObject({ message: 'Invalid order no', errorCode: '51419' });
    expect(
      await refusal(answer({ status: 1, error_desc: 'Providing Reference_No/Order No is mandatory' })),
    ).toMatchObject({
      errorCode: '',
    });
    expect(
      await refusal('status=1&enc_response=IP not registered: 203.0.113.9&enc_error_code=51410'),
    ).toMatchObject({
      message: 'IP not registered: 203.0.113.9',
      errorCode: '51410',
    });
    expect(await refusal('')).toMatchObject({ message: expect.stringContaining('status missing') });
  });

  it('throws a plain error when the API is not reached or says nothing that decrypts', async () => {
    const failing = createCcavenueGateway({
      provider: 'ccavenue',
      merchantId: '1',
      accessCode: 'A',
      workingKey,
      transactionUrl: 'https://x',
      statusUrl: 'https://x',
      fetch: async () => new Response('busy', { status: 503 }),
    });
    await expect(failing.fetchStatus('x')).rejects.toThrow('HTTP 503');
    await expect(failing.fetchStatus('x')).rejects.not.toBeInstanceOf(GatewayRefusedError);
    await expect(gatewayAnswering(() => 'status=0&enc_response=zz').gateway.fetchStatus('x')).rejects.toThrow(
      /not a CCAvenue cipher text/,
    );
  });
});

describe('confirmOrder and refundOrder', () => {
  it('confirm sends order_List with the tracking id and rupees, and reads Order_Result either way', async () => {
    const { gateway, sent } = gatewayAnswering(() =>
      answer({ Order_Result: { success_count: 1, failed_List: { failed_order: [] } } }),
    );
    expect(await gateway.confirmOrder({ trackingId: '113401671456', amountPaise: 1250_50 })).toMatchObject({
      ok: true,
      reason: '',
      errorCode: '',
    });
    expect(sent[0]?.fields).toMatchObject({ command: 'confirmOrder', version: '1.2', request_type: 'JSON' });
    expect(sent[0]?.request).toEqual({ order_List: [{ reference_no: '113401671456', amount: '1250.50' }] });

    for (const failedList of [
      { failed_order: { reference_no: '1', reason: 'Order already confirmed', error_code: '51317' } },
      { failed_order: [{ reference_no: '1', reason: 'Order already confirmed', error_code: '51317' }] },
      [{ reference_no: '1', reason: 'Order already confirmed', error_code: '51317' }],
    ]) {
      const { gateway } = gatewayAnswering(() => answer({ success_count: 0, failed_List: failedList }));
      expect(await gateway.confirmOrder({ trackingId: '1', amountPaise: 100 })).toMatchObject({
        ok: false,
        reason: 'Order already confirmed',
        errorCode: '51317',
      });
    }
  });

  it('refund sends reference_no, refund_amount and refund_ref_no, and reads Refund_Order_Result either way', async () => {
    const { gateway, sent } = gatewayAnswering(() => answer({ Refund_Order_Result: { refund_status: 0 } }));
    expect(
      await gateway.refundOrder({
        trackingId: '113401671456',
        amountPaise: 500_00,
        refundRef: 'RF-ORDMEE41-1',
      }),
    ).toMatchObject({ ok: true, reason: '' });
    expect(sent[0]?.fields).toMatchObject({ command: 'refundOrder', version: '1.2' });
    expect(sent[0]?.request).toEqual({
      reference_no: '113401671456',
      refund_amount: '500.00',
      refund_ref_no: 'RF-ORDMEE41-1',
    });
    const refused = gatewayAnswering(() =>
      answer({ refund_status: '1', reason: 'Refund amount exceeds', error_code: '51321' }),
    ).gateway;
    expect(await refused.refundOrder({ trackingId: '1', amountPaise: 1, refundRef: 'r' })).toMatchObject({
      ok: false,
      reason: 'Refund amount exceeds',
      errorCode: '51321',
      raw: { refund_status: '1' },
    });
  });

  it('reads a refusal of the call itself as not done, with its reason', async () => {
    const { gateway } = gatewayAnswering(
      () => 'status=1&enc_response=Access_code: Invalid Parameter&enc_error_code=51407',
    );
    for (const result of [
      await gateway.confirmOrder({ trackingId: '1', amountPaise: 100 }),
      await gateway.refundOrder({ trackingId: '1', amountPaise: 100, refundRef: 'r' }),
    ]) {
      expect(result).toEqual({
        ok: false,
        reason: 'Access_code: Invalid Parameter',
        errorCode: '51407',
        raw: {},
      });
    }
  });
});

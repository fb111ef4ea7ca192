import { beforeAll, describe, expect, it } from 'vitest';
import { stockTestBench } from '../../../test/kits/stock-test-kit.ts';

const bench = await stockTestBench();
const { inject, produced, onHand, sentDispatch, inTransit } = bench;

type Headers = Record<string, string>;
let warehouse: Headers;
let shop: Headers;
let outlet = '';
let otherOutlet = '';

beforeAll(() => {
  ({ warehouse, shop, outlet, otherOutlet } = bench.who);
});

describe('receipt', () => {
  it('confirmed twice at once receives once; the second is told who received it', async () => {
    const product = await produced(5);
    const dispatch = await sentDispatch(product.id, 5);
    const body = { outletId: outlet, lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 5 }] };
    const both = await Promise.all([
      inject('POST', '/api/stock/receipts', shop, body),
      inject('POST', '/api/stock/receipts', shop, body),
    ]);
    const answers = both.map((res) => res.json()).sort((a, b) => b.received - a.received);
    expect(answers[0]).toMatchObject({ received: 1, alreadyReceived: [] });
    expect(answers[1]).toMatchObject({ received: 0, alreadyReceived: [{ lineId: dispatch.lines[0].id }] });
    expect(await onHand(outlet, product.id)).toBe(5);
    expect(await inTransit(product.id)).toBe(0);
    const dispatches = (await inject('GET', '/api/stock/dispatches?teamId=kitchen', warehouse)).json();
    expect(dispatches.find((d: { id: number }) => d.id === dispatch.id).state).toBe('received');
    const still = (await inject('GET', `/api/stock/receipts?outletId=${outlet}`, shop)).json();
    expect(still.some((l: { lineId: number }) => l.lineId === dispatch.lines[0].id)).toBe(false);
  });

  it('a resend with the same Idempotency-Key gets the first answer; another key is told who received it', async () => {
    const product = await produced(4);
    const dispatch = await sentDispatch(product.id, 4);
    const body = {
      outletId: outlet,
      lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 3, reason: 'short' }],
    };
    const first = await inject(
      'POST',
      '/api/stock/receipts',
      { ...shop, 'idempotency-key': 'phone-key-0001' },
      body,
    );
    const resent = await inject(
      'POST',
      '/api/stock/receipts',
      { ...shop, 'idempotency-key': 'phone-key-0001' },
      body,
    );
    expect(first.json()).toEqual({ received: 1, disputes: 1, alreadyReceived: [] });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(first.json());
    const other = await inject(
      'POST',
      '/api/stock/receipts',
      { ...shop, 'idempotency-key': 'phone-key-0002' },
      body,
    );
    expect(other.json()).toMatchObject({
      received: 0,
      disputes: 0,
      alreadyReceived: [{ lineId: dispatch.lines[0].id }],
    });
    expect(await onHand(outlet, product.id)).toBe(3);
    const changed = await inject(
      'POST',
      '/api/stock/receipts',
      { ...shop, 'idempotency-key': 'phone-key-0001' },
      {
        ...body,
        lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 4 }],
      },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('idempotency_mismatch');
  });

  it('refuses a line bound for another outlet, naming it', async () => {
    const product = await produced(2);
    const dispatch = await sentDispatch(product.id, 2, otherOutlet);
    const res = await inject('POST', '/api/stock/receipts', warehouse, {
      outletId: outlet,
      lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 2 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].path).toBe('lines.0.lineId');
  });
});

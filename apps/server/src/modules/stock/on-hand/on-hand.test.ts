import { onHandSchema } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockTestBench } from '../../../test/kits/stock-test-kit.ts';

const bench = await stockTestBench();
const { inject, produced, sentDispatch } = bench;

type Headers = Record<string, string>;
let shop: Headers;
let outlet = '';
let otherOutlet = '';

beforeAll(() => {
  ({ shop, outlet, otherOutlet } = bench.who);
});

describe('on-hand', () => {
  it('the same stock asked again is a 304 with no body; a receipt makes a fresh answer', async () => {
    const url = `/api/stock/on-hand?outletId=${outlet}`;
    const first = await inject('GET', url, shop);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(onHandSchema.parse(first.json()).outletId).toBe(outlet);

    const again = await inject('GET', url, { ...shop, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await inject('GET', url, { ...shop, 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
      304,
    );

    const product = await produced(4);
    const dispatch = await sentDispatch(product.id, 3);
    const received = await inject('POST', '/api/stock/receipts', shop, {
      outletId: outlet,
      lines: [{ lineId: dispatch.lines[0].id, quantityReceived: 3 }],
    });
    expect(received.statusCode).toBe(200);

    const fresh = await inject('GET', url, { ...shop, 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    const rows = onHandSchema.parse(fresh.json()).rows;
    expect(rows.find((row) => row.productId === product.id)?.quantity).toBe(3);
  });

  it("another outlet's stock stays refused, whatever tag is sent", async () => {
    const res = await inject('GET', `/api/stock/on-hand?outletId=${otherOutlet}`, {
      ...shop,
      'if-none-match': '*',
    });
    expect(res.statusCode).toBe(403);
  });
});

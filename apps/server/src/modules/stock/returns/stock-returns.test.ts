import { STOCK_MESSAGES, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockTestBench } from '../../../test/kits/stock-test-kit.ts';
import { checkStockBalances } from '../on-hand/check-stock-balances.ts';

const bench = await stockTestBench();
const { db, inject, booking, ids, produced, onHand, sentDispatch, inTransit, expectTripsMatchLedger } = bench;

type Headers = Record<string, string>;
let warehouse: Headers;
let shop: Headers;
let shopName = '';
let outlet = '';

beforeAll(() => {
  ({ warehouse, shop, shopName, outlet } = bench.who);
});

describe('store returns', () => {
  it('a store sends stock back with a driver and a van; the warehouse receives it like a delivery', async () => {
    const product = await produced(10);
    const dispatch = await sentDispatch(product.id, 5);
    const lineId = dispatch.lines[0].id;
    expect(
      (
        await inject('POST', '/api/stock/receipts', shop, {
          outletId: outlet,
          lines: [{ lineId, quantityReceived: 5 }],
        })
      ).statusCode,
    ).toBe(200);
    const van = ids(await booking());
    const send = (body: object) => inject('POST', '/api/stock/returns', shop, body);
    const base = { outletId: outlet, reason: 'unsold', lines: [{ productId: product.id, quantity: 2 }] };

    const noDriver = await send(base);
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().error.fields).toEqual([
      { path: 'driverId', message: STOCK_MESSAGES.chooseDriver },
    ]);
    const tooMuch = await send({ ...base, ...van, lines: [{ productId: product.id, quantity: 6 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.fields[0]).toMatchObject({ path: 'lines.0.quantity' });
    expect(tooMuch.json().error.message).toContain(`${shopName} holds 5`);

    const sent = await send({ ...base, ...van });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      label: 'R1',
      fromOutletId: outlet,
      reason: 'unsold',
      state: 'dispatched',
      lines: [{ productId: product.id, quantitySent: 2, quantityReceived: null }],
    });
    expect(await onHand(outlet, product.id)).toBe(3);
    expect(await inTransit(product.id)).toBe(2);

    // The warehouse's Stock Received lists it, from the store; the store cannot receive it itself.
    expect(
      (await inject('GET', `/api/stock/receipts?outletId=${WAREHOUSE_OUTLET_ID}`, shop)).statusCode,
    ).toBe(403);
    const lines = (
      await inject('GET', `/api/stock/receipts?outletId=${WAREHOUSE_OUTLET_ID}`, warehouse)
    ).json();
    const line = lines.find((l: { productId: string }) => l.productId === product.id);
    expect(line).toMatchObject({ dispatchLabel: 'R1', from: shopName, quantitySent: 2 });
    const received = await inject('POST', '/api/stock/receipts', warehouse, {
      outletId: WAREHOUSE_OUTLET_ID,
      lines: [{ lineId: line.lineId, quantityReceived: 1, reason: 'damaged' }],
    });
    expect(received.json()).toMatchObject({ received: 1, disputes: 1 });
    expect(await onHand(WAREHOUSE_OUTLET_ID, product.id)).toBe(6);
    const listed = (await inject('GET', '/api/stock/returns', shop)).json();
    expect(listed.find((r: { id: number }) => r.id === sent.json().id)).toMatchObject({
      state: 'received',
      lines: [{ quantitySent: 2, quantityReceived: 1 }],
    });
    const dispute = (await inject('GET', '/api/stock/disputes', warehouse))
      .json()
      .find(
        (d: { productId: string; toOutletId: string }) =>
          d.productId === product.id && d.toOutletId === WAREHOUSE_OUTLET_ID,
      );
    expect(dispute).toMatchObject({ from: shopName, reason: 'damaged', mismatch: 1 });
    await expectTripsMatchLedger();
    expect(await checkStockBalances(db)).toEqual([]);
  });
});

import { RECEIPT_MESSAGES } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../test/kits/order-test-kit.ts';
import { receivablesTestKit } from '../../../test/kits/receivables-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';

const { db, app, inject, finance, admin, itemIds, aCustomer, receive } = await receivablesTestKit();

describe('receipts from paid orders', () => {
  it('credits a known customer (same mobile) when their order is paid, once, and nobody for an unknown one', async () => {
    const customer = await aCustomer({ name: 'Order Payer', mobile: '9840077777' });
    const known = await placeTestOrder(app, db, { itemIds, phone: '+91 98400 77777' });
    const stranger = await placeTestOrder(app, db, { itemIds, phone: '9840088888' });
    const pay = (orderId: string) =>
      inject('POST', '/api/admin/payments/manual-confirmation', admin, {
        orderId,
        method: 'UPI',
        reference: '431200000001',
        amountPaise: 250_00,
      });
    expect((await pay(known)).statusCode).toBe(200);
    expect((await pay(known)).json().alreadyPaid).toBe(true);
    expect((await pay(stranger)).statusCode).toBe(200);
    const ledger = await inject('GET', `/api/receivables/customers/${customer}`, finance);
    expect(ledger.json().entries).toEqual([
      expect.objectContaining({
        kind: 'receipt',
        amountPaise: 250_00,
        orderId: known,
        reference: 'UPI 431200000001',
      }),
    ]);
    const strangers = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from customer_ledger_entries e join orders o on o.id = e.order_id
      where o.order_id = ${stranger}`);
    expect(strangers.rows[0]?.n).toBe(0);
  });

  it('records a payment by hand and refuses one without the reference its method needs', async () => {
    const customer = await aCustomer();
    const missing = await inject('POST', `/api/receivables/customers/${customer}/receipts`, finance, {
      method: 'UPI',
      amountPaise: 100,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toContainEqual({
      path: 'reference',
      message: RECEIPT_MESSAGES.reference,
    });
    const entry = await receive(customer, 123_45, '2026-10-01');
    expect(entry).toMatchObject({
      kind: 'receipt',
      amountPaise: 123_45,
      balanceEffectPaise: 123_45,
      createdBy: 'Revathi',
    });
  });

  it('keeps receivables to finance and admins', async () => {
    const outlet = await signInAs(app, db, { role: 'warehouse' });
    expect((await inject('GET', '/api/receivables', outlet.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/receivables', admin)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/receivables' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminOrderListQuerySchema,
  formatOrderTime,
  makePaymentLink,
  ORDER_ADMIN_MESSAGES,
  ORDER_ADMIN_PAGE_SIZE,
  updateOrderRequestSchema,
} from './order-admin.ts';

function messages(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) {
  const result = schema.safeParse(v);
  if (result.success) return {};
  const { issues } = result.error as { issues: { path: PropertyKey[]; message: string }[] };
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

describe('makePaymentLink', () => {
  it('builds /payment?orderid=…&amount=… on the given origin, with two decimals', () => {
    const customerKey = 'k3y-_Z';
    expect(
      makePaymentLink('https://shop.example.in', {
        orderId: 'ORDMEE0012',
        amountPaise: 1250_50,
        customerKey,
      }),
    ).toBe('https://shop.example.in/payment?orderid=ORDMEE0012&amount=1250.50&key=k3y-_Z');
    expect(
      makePaymentLink('http://127.0.0.1:3000/', { orderId: 'ORDARU0001', amountPaise: 0, customerKey }),
    ).toBe('http://127.0.0.1:3000/payment?orderid=ORDARU0001&amount=0.00&key=k3y-_Z');
  });

  it('encodes the order id and gives no link before an amount is set', () => {
    expect(
      makePaymentLink('https://x.in', { orderId: 'A&B C', amountPaise: 10_00, customerKey: 'a+b' }),
    ).toBe('https://x.in/payment?orderid=A%26B+C&amount=10.00&key=a%2Bb');
    expect(
      makePaymentLink('https://x.in', { orderId: 'ORDMEE0012', amountPaise: null, customerKey: 'k' }),
    ).toBeNull();
  });
});

describe('updateOrderRequestSchema', () => {
  it.each([[0], [1250_00], [1250_50], [29], [99_99]])('accepts the amount of %s paise', (amountPaise) => {
    expect(updateOrderRequestSchema.safeParse({ version: 1, amountPaise }).success).toBe(true);
  });

  it.each([[-1], [10.5], [0.005], ['12'], [Number.NaN]])(
    'refuses the amount %s, naming the field',
    (amountPaise) => {
      expect(messages(updateOrderRequestSchema, { version: 1, amountPaise })).toEqual({
        amountPaise: ORDER_ADMIN_MESSAGES.amount,
      });
    },
  );

  it('accepts only the three admin statuses', () => {
    expect(updateOrderRequestSchema.safeParse({ version: 1, status: 'In Delivery' }).success).toBe(true);
    expect(messages(updateOrderRequestSchema, { version: 1, status: 'Order Placed' })).toEqual({
      status: 'Status: choose In Packing, In Delivery or Delivered',
    });
  });

  it('needs something to change, the version it was made on, and refuses unknown fields', () => {
    expect(messages(updateOrderRequestSchema, { version: 1 })).toEqual({
      '': ORDER_ADMIN_MESSAGES.nothingToChange,
    });
    expect(messages(updateOrderRequestSchema, { amountPaise: 1 })).toEqual({
      version: ORDER_ADMIN_MESSAGES.version,
    });
    expect(updateOrderRequestSchema.safeParse({ version: 1, amountPaise: 1, paymentStatus: 1 }).success).toBe(
      false,
    );
  });
});

describe('adminOrderListQuerySchema', () => {
  it('defaults to the first page of 1000 and reads numbers from the query string', () => {
    expect(adminOrderListQuerySchema.parse({})).toEqual({ page: 1, pageSize: ORDER_ADMIN_PAGE_SIZE });
    expect(adminOrderListQuerySchema.parse({ page: '3', pageSize: '50' })).toMatchObject({
      page: 3,
      pageSize: 50,
    });
  });

  it('refuses a page size over 1000, a bad date and a range that ends before it starts', () => {
    expect(messages(adminOrderListQuerySchema, { pageSize: '1001' })).toEqual({
      pageSize: ORDER_ADMIN_MESSAGES.pageSize,
    });
    expect(messages(adminOrderListQuerySchema, { from: '22-11-2026' })).toEqual({
      from: ORDER_ADMIN_MESSAGES.from,
    });
    expect(messages(adminOrderListQuerySchema, { from: '2026-11-22', to: '2026-11-21' })).toEqual({
      to: ORDER_ADMIN_MESSAGES.range,
    });
  });
});

describe('formatOrderTime', () => {
  it('shows the time in Asia/Kolkata', () => {
    // 18:35 UTC is 00:05 the next day in Kolkata.
    expect(formatOrderTime('2026-11-21T18:35:00.000Z')).toMatch(/^22 Nov 2026, 12:05\sam$/);
  });
});

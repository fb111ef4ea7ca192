import { INVOICE_DRAFT_MESSAGES, type InvoiceDraft, lineTotalPaise, sumPaise } from '@kadai/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeOrderBody, seedItems } from '../../../test/kits/order-test-kit.ts';
import { injectAs, signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let finance: Headers;
let itemIds: number[] = [];
type Item = { id: number; name: string; u: string; mrpPaise: number };
let catalogue = new Map<number, Item>();

beforeAll(async () => {
  itemIds = await seedItems(db, 3);
  const rows = await db
    .select({ id: items.id, name: items.name, u: items.u, mrpPaise: items.mrpPaise })
    .from(items)
    .where(inArray(items.id, itemIds));
  catalogue = new Map(rows.map((row) => [row.id, row]));
  finance = (await signInAs(app, db, { role: 'finance', displayName: 'Revathi' })).headers;
});

/**
 * Places an order as a customer does, then moves it to `at` (an instant with its offset, so the
 * business day is explicit); quantities are 1, 2, 3 … in the order of `lineItems`.
 */
async function placeOrder(options: {
  phone: string;
  email?: string;
  lineItems: number[];
  at: string;
  status?: string;
}): Promise<string> {
  const body = placeOrderBody(options.lineItems, { phone: options.phone });
  if (options.email) body.customer.email = options.email;
  const res = await app.inject({ method: 'POST', url: '/api/orders', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const orderId: string = res.json().orderId;
  await db
    .update(orders)
    .set({ createdAt: new Date(options.at), ...(options.status && { status: options.status }) })
    .where(eq(orders.orderId, orderId));
  return orderId;
}

async function aCustomer(details: Record<string, unknown>): Promise<number> {
  const res = await inject('POST', '/api/receivables/customers', finance, {
    name: 'Draft customer',
    ...details,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function draft(customerId: number, start: string, end: string): Promise<InvoiceDraft> {
  const res = await inject(
    'GET',
    `/api/receivables/customers/${customerId}/invoice-draft?${new URLSearchParams({ start, end })}`,
    finance,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const item = (index: number): Item => {
  const found = catalogue.get(itemIds[index] ?? -1);
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

describe('a custom invoice drafted from the customer’s orders', () => {
  it('takes the orders of the business days start..end, by phone or e-mail, and adds up each item', async () => {
    const customerId = await aCustomer({
      name: 'Period Caterers',
      mobile: '9840070001',
      email: 'period@caterers.example',
    });
    const [a, b] = [itemIds[0] ?? 0, itemIds[1] ?? 0];
    // 00:10 on the first day in Chennai is still the day before in UTC: inside.
    const first = await placeOrder({
      phone: '98400 70001',
      lineItems: [a, b],
      at: '2026-03-01T00:10:00+05:30',
    });
    // Placed with the customer's e-mail (written another way) and another phone, at 23:50 on the last day.
    const second = await placeOrder({
      phone: '9840070099',
      email: 'Period@Caterers.Example',
      lineItems: [a],
      at: '2026-03-31T23:50:00+05:30',
    });
    // Outside the period by minutes, on either side.
    await placeOrder({ phone: '9840070001', lineItems: [a], at: '2026-02-28T23:55:00+05:30' });
    await placeOrder({ phone: '9840070001', lineItems: [b], at: '2026-04-01T00:05:00+05:30' });
    // Someone else's, inside the period.
    await placeOrder({ phone: '9840070002', lineItems: [a, b], at: '2026-03-10T12:00:00+05:30' });
    // The customer's own, inside, but cancelled.
    await placeOrder({
      phone: '9840070001',
      lineItems: [b],
      at: '2026-03-15T12:00:00+05:30',
      status: 'Cancelled',
    });

    const answer = await draft(customerId, '2026-03-01', '2026-03-31');
    expect(answer.orders).toEqual([
      { orderId: first, businessDate: '2026-03-01', status: 'Order Placed' },
      { orderId: second, businessDate: '2026-03-31', status: 'Order Placed' },
    ]);
    // Item a: 1 on each order; item b: 2 on the first.
    expect(answer.lines).toEqual([
      {
        item: item(0).name,
        hsn: null,
        quantity: 2,
        unit: item(0).u,
        pricePaise: item(0).mrpPaise,
        taxSlabBasisPoints: 0,
        transportPaise: 0,
      },
      {
        item: item(1).name,
        hsn: null,
        quantity: 2,
        unit: item(1).u,
        pricePaise: item(1).mrpPaise,
        taxSlabBasisPoints: 0,
        transportPaise: 0,
      },
    ]);

    // One day: the first of the month alone.
    const oneDay = await draft(customerId, '2026-03-01', '2026-03-01');
    expect(oneDay.orders.map((o) => o.orderId)).toEqual([first]);
    expect(oneDay.lines.map((l) => l.quantity)).toEqual([1, 2]);

    // The lines issue as they are: the invoice is what was ordered, to the paisa.
    const issued = await inject('POST', `/api/receivables/customers/${customerId}/invoices`, finance, {
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines: answer.lines,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().totals.totalPaise).toBe(
      sumPaise(answer.lines.map((l) => lineTotalPaise({ pricePaise: l.pricePaise, quantity: l.quantity }))),
    );
  });

  it('finds nothing for a customer with no orders, or with neither phone nor e-mail', async () => {
    const quiet = await aCustomer({ name: 'Quiet Mess', mobile: '9840070003' });
    expect(await draft(quiet, '2026-01-01', '2026-12-31')).toMatchObject({ orders: [], lines: [] });
    const unknown = await aCustomer({ name: 'No Contact Hotel' });
    await placeOrder({ phone: '9840070004', lineItems: [itemIds[0] ?? 0], at: '2026-05-05T10:00:00+05:30' });
    expect(await draft(unknown, '2026-05-01', '2026-05-31')).toMatchObject({ orders: [], lines: [] });
  });

  it('refuses a period that ends before it starts or runs over a year, and an unknown customer', async () => {
    const customerId = await aCustomer({ name: 'Period Checks', mobile: '9840070005' });
    const url = (start: string, end: string, id = customerId) =>
      `/api/receivables/customers/${id}/invoice-draft?${new URLSearchParams({ start, end })}`;
    const backwards = await inject('GET', url('2026-03-31', '2026-03-01'), finance);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toContainEqual({
      path: 'end',
      message: INVOICE_DRAFT_MESSAGES.periodOrder,
    });
    const tooLong = await inject('GET', url('2025-01-01', '2026-01-02'), finance);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toContainEqual({
      path: 'end',
      message: INVOICE_DRAFT_MESSAGES.periodLength,
    });
    // 366 days, both ends counted, is the most: a whole leap year.
    expect((await inject('GET', url('2028-01-01', '2028-12-31'), finance)).statusCode).toBe(200);
    const missing = await inject('GET', url('2026-03-01', '2026-03-31', 999_999), finance);
    expect(missing.statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { items, orders } from '../../db/schema/index.ts';
import { seedDatabase } from '../../seed/seed-database.ts';

/** Test-only: the demo catalogue, and the ids of a few live items to order. */
export async function seedItems(db: Database, count = 5): Promise<number[]> {
  await seedDatabase(db, { catalogue: 'demo' });
  const rows = await db.select({ id: items.id }).from(items).where(eq(items.live, 1)).limit(count);
  return rows.map((r) => r.id);
}

export interface TestOrder {
  firstName?: string;
  lastName?: string;
  phone?: string;
  orderType?: string;
  itemIds: number[];
  others?: string;
  /** Moves the order to this moment, for date filters. */
  createdAt?: string;
}

/** Test-only: a customer's details as the order forms send them. */
export function testCustomer(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: 'customer@example.in',
    phone: '98400 12345',
    address1: '4 Venus Colony 2nd St',
    address2: 'Alwarpet',
    address3: '',
    city: 'Chennai',
    pincode: '600018',
    ...overrides,
  };
}

/** Test-only: POSTs an order form's body to its route, with an Idempotency-Key when one is given. */
export function postOrder(
  app: App,
  options: { url: string; body: unknown; key?: string | undefined; remoteAddress?: string },
) {
  return app.inject({
    method: 'POST',
    url: options.url,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    payload: options.body as object,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

/** Test-only: an order form's body with one of the customer's details left out. */
export function withoutCustomerField<Body extends { customer: object }>(body: Body, field: string): Body {
  const customer: Record<string, unknown> = { ...body.customer };
  delete customer[field];
  return { ...body, customer };
}

/** Test-only: the answer is a 400 naming that one field with that message, which is also its message. */
export function expectOnlyFieldRefused(
  res: { statusCode: number; json: () => { error: unknown } },
  path: string,
  message: string,
): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: [{ path, message }] });
}

/** Test-only: the body of POST /api/orders, as the order form sends it. */
export function placeOrderBody(itemIds: number[], order: Partial<TestOrder> = {}) {
  return {
    customer: testCustomer({
      firstName: order.firstName ?? 'Meena',
      lastName: order.lastName ?? 'Sundaram',
      phone: order.phone ?? '98400 12345',
    }),
    orderType: order.orderType ?? 'Door Delivery',
    items: itemIds.map((itemId, i) => ({ itemId, quantity: i + 1 })),
    others: order.others ?? '',
  };
}

/** Test-only: places an order the way a customer does (POST /api/orders) and returns its order id. */
export async function placeTestOrder(app: App, db: Database, order: TestOrder): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: placeOrderBody(order.itemIds, order),
  });
  if (res.statusCode !== 201) throw new Error(`placing the order failed: ${res.statusCode} ${res.body}`);
  const orderId: string = res.json().orderId;
  if (order.createdAt) {
    await db
      .update(orders)
      .set({ createdAt: new Date(order.createdAt) })
      .where(eq(orders.orderId, orderId));
  }
  return orderId;
}

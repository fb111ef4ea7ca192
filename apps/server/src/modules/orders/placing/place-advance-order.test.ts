import {
  ADVANCE_ORDER_MESSAGES,
  ORDER_ADMIN_MESSAGES,
  ORDER_FORM_MESSAGES,
  ORDER_PLACED,
} from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderLines, orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  expectOnlyFieldRefused,
  placeTestOrder,
  postOrder,
  seedItems,
  testCustomer,
  withoutCustomerField,
} from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { exportOrders } from '../order-admin/export-orders.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
// Two anonymous writes a minute: the third advance order from one address is refused.
const limited = await buildTestApp(db, { publicWritesPerMinute: 2 });

let admin: { headers: { authorization: string } };
let itemIds: number[] = [];

beforeAll(async () => {
  itemIds = await seedItems(db, 2);
  admin = await signInAs(app, db, { role: 'admin' });
});

function anAdvanceOrder(overrides: Record<string, unknown> = {}) {
  return {
    // The advance form may leave city and pincode out.
    customer: testCustomer({ email: 'Meena@Example.in', phone: '+91 98400 12345', city: '', pincode: '' }),
    orderType: 'Door Delivery',
    vegetablesList: 'Drumstick 1 kg\nYam 2 kg',
    groceriesList: 'Toor dal 2 kg',
    ...overrides,
  };
}

function post(body: unknown, key?: string) {
  return postOrder(app, { url: '/api/advance-orders', body, key });
}

async function countOrders() {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}

function adminList(query: string) {
  return app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin.headers });
}

describe('POST /api/advance-orders', () => {
  it('stores an order of kind advance with its lists, no lines and its first status', async () => {
    const res = await post(anAdvanceOrder());
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      orderId: expect.stringMatching(/^ORDMEE\d{4,}$/),
      status: ORDER_PLACED,
      orderType: 'Door Delivery',
      customerName: 'Meena Sundaram',
      kind: 'advance',
      lines: [],
      others: '',
      vegetablesList: 'Drumstick 1 kg\nYam 2 kg',
      groceriesList: 'Toor dal 2 kg',
      amountPaise: null,
    });
    expect(receipt.stores.length).toBeGreaterThan(0);

    const [row] = await db.select().from(orders).where(eq(orders.orderId, receipt.orderId));
    expect(row).toMatchObject({
      kind: 'advance',
      vegetablesList: 'Drumstick 1 kg\nYam 2 kg',
      groceriesList: 'Toor dal 2 kg',
      email: 'meena@example.in',
      phone: '9840012345',
      city: '',
      pincode: '',
    });
    const id = row?.id ?? -1;
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, id))).toEqual([]);
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toMatchObject([
      { field: 'status', toValue: ORDER_PLACED, changedBy: 'customer' },
    ]);

    // The customer's receipt link reads it back, lists and all.
    const again = await app.inject(`/api/orders/${receipt.orderId}/receipt?key=${receipt.receiptKey}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(receipt);
  });

  it('stores an empty list as none, and takes a Tamil name and list as they are', async () => {
    const res = await post(
      anAdvanceOrder({
        customer: { ...anAdvanceOrder().customer, firstName: 'முருகன்', lastName: 'செல்வம்' },
        vegetablesList: 'வாழைக்காய் 4, முருங்கைக்காய் 1 kg',
        groceriesList: '',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // Only Latin letters count in an order id (docs/decisions/002-order-id.md).
    expect(res.json()).toMatchObject({
      orderId: expect.stringMatching(/^ORDXXX\d{4,}$/),
      customerName: 'முருகன் செல்வம்',
      vegetablesList: 'வாழைக்காய் 4, முருங்கைக்காய் 1 kg',
      groceriesList: '',
    });
    const [row] = await db.select().from(orders).where(eq(orders.orderId, res.json().orderId));
    expect(row?.groceriesList).toBeNull();
  });

  it.each([
    ['firstName', ORDER_FORM_MESSAGES.firstName],
    ['lastName', ORDER_FORM_MESSAGES.lastName],
    ['email', ORDER_FORM_MESSAGES.email],
    ['phone', ORDER_FORM_MESSAGES.phone],
    ['address1', ORDER_FORM_MESSAGES.address1],
    ['address2', ORDER_FORM_MESSAGES.address2],
  ])(
    'answers 400 naming customer.%s with its message when it is missing, and stores nothing',
    async (field, message) => {
      const before = await countOrders();
      const res = await post(withoutCustomerField(anAdvanceOrder(), field));
      expectOnlyFieldRefused(res, `customer.${field}`, message);
      expect(await countOrders()).toBe(before);
    },
  );

  it.each([
    ['orderType', ORDER_FORM_MESSAGES.orderType, { orderType: undefined }],
    // The advance form offers Door Delivery or Pickup only.
    ['orderType', ORDER_FORM_MESSAGES.orderType, { orderType: 'Adyar Store Pickup' }],
    ['vegetablesList', ADVANCE_ORDER_MESSAGES.nothingListed, { vegetablesList: '', groceriesList: ' ' }],
    ['groceriesList', 'Please keep this under 4000 characters', { groceriesList: 'x'.repeat(4001) }],
    [
      'vegetablesList',
      'vegetablesList: control characters (such as NUL) are not allowed',
      { vegetablesList: 'Beans\u0000' },
    ],
    ['items', 'Unknown field "items"', { items: [] }],
  ])('answers 400 at %s: "%s"', async (path, message, overrides) => {
    const res = await post(anAdvanceOrder(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(res.json().error.fields).toContainEqual({ path, message });
  });

  it('places one order for 20 concurrent retries with one Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const body = anAdvanceOrder({ customer: { ...anAdvanceOrder().customer, firstName: 'Retry' } });
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body, key)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.firstName, 'Retry'))).toHaveLength(1);
    // A replay answers with the order as stored, lists included.
    expect(results.find((r) => r.statusCode === 200)?.json()).toMatchObject({
      kind: 'advance',
      groceriesList: 'Toor dal 2 kg',
    });

    const changed = await post({ ...body, groceriesList: 'Something else' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('idempotency_mismatch');
  });

  it('is limited per address like the main form', async () => {
    // An address of its own: the count is kept in the database, shared with the other tests' server.
    const send = () =>
      postOrder(limited, { url: '/api/advance-orders', body: anAdvanceOrder(), remoteAddress: '10.9.0.1' });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('an advance order in the admin lists', () => {
  let advanceId = '';
  let pickupId = '';
  let wishlistId = '';

  beforeAll(async () => {
    const placed = await post(
      anAdvanceOrder({
        customer: { ...anAdvanceOrder().customer, firstName: 'Listed', lastName: 'Advance' },
      }),
    );
    advanceId = placed.json().orderId;
    const pickup = await post(
      anAdvanceOrder({
        customer: { ...anAdvanceOrder().customer, firstName: 'Listed', lastName: 'Pickup' },
        orderType: 'Pickup',
      }),
    );
    pickupId = pickup.json().orderId;
    wishlistId = await placeTestOrder(app, db, { firstName: 'Listed', lastName: 'Wishlist', itemIds });
  });

  it('is listed with the others, marked advance, and kind=advance narrows the list to advance orders', async () => {
    const all = await adminList('search=Listed');
    expect(all.statusCode).toBe(200);
    expect(all.json().orders.map((o: { orderId: string; kind: string }) => [o.orderId, o.kind])).toEqual([
      [wishlistId, 'wishlist'],
      [pickupId, 'advance'],
      [advanceId, 'advance'],
    ]);
    const advance = await adminList('search=Listed&kind=advance');
    expect(advance.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([pickupId, advanceId]);
    expect(advance.json().orders[1]).toMatchObject({
      estimatedTotalPaise: 0,
      customerName: 'Listed Advance',
    });
    const wishlist = await adminList('search=Listed&kind=wishlist');
    expect(wishlist.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([wishlistId]);
    // With the order type as well.
    const pickups = await adminList('search=Listed&kind=advance&orderType=Pickup');
    expect(pickups.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([pickupId]);
    expect(pickups.json().total).toBe(1);
  });

  it('refuses an unknown kind with the field named', async () => {
    const res = await adminList('kind=festival');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ path: 'kind', message: ORDER_ADMIN_MESSAGES.kind }]);
  });

  it('shows its lists in the order detail, in the PDF, and its kind in the export', async () => {
    const detail = await app.inject({ url: `/api/admin/orders/${advanceId}`, headers: admin.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      kind: 'advance',
      lines: [],
      vegetablesList: 'Drumstick 1 kg\nYam 2 kg',
      groceriesList: 'Toor dal 2 kg',
      address2: 'Alwarpet',
    });
    const wishlist = await app.inject({ url: `/api/admin/orders/${wishlistId}`, headers: admin.headers });
    expect(wishlist.json()).toMatchObject({ kind: 'wishlist', vegetablesList: '', groceriesList: '' });

    const pdf = await app.inject({ url: `/api/admin/orders/${advanceId}/pdf`, headers: admin.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { xlsx } = await exportOrders(db, { filters: { kind: 'advance', search: 'Listed' } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const kind = rows[0]?.indexOf('Kind') ?? -1;
    expect(kind).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => [r[0], r[kind]])).toEqual([
      [pickupId, 'Advance'],
      [advanceId, 'Advance'],
    ]);
  });
});

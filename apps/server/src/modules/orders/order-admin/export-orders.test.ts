import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { exportOrders } from './export-orders.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let finance: Session;
const ids = { meena: '', arun: '', kavya: '' };

beforeAll(async () => {
  const itemIds = await seedItems(db, 3);
  admin = await signInAs(app, db, { role: 'admin' });
  finance = await signInAs(app, db, { role: 'finance' });
  ids.meena = await placeTestOrder(app, db, {
    firstName: 'Meena',
    lastName: 'Sundaram',
    itemIds,
    createdAt: '2026-11-20T06:00:00.000Z',
  });
  ids.arun = await placeTestOrder(app, db, {
    firstName: 'Arun',
    lastName: 'Kumar',
    phone: '98765 43210',
    orderType: 'Pickup',
    itemIds,
    createdAt: '2026-11-21T18:35:00.000Z',
  });
  ids.kavya = await placeTestOrder(app, db, {
    firstName: 'Kavya',
    lastName: 'Iyer',
    itemIds,
    createdAt: '2026-11-22T04:00:00.000Z',
  });
  await app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${ids.arun}`,
    headers: admin.headers,
    payload: { version: 1, amountPaise: 1250_50, status: 'In Packing' },
  });
  await app.inject({
    method: 'POST',
    url: '/api/admin/payments/manual-confirmation',
    headers: admin.headers,
    payload: { orderId: ids.meena, method: 'Cash', amountPaise: 100_00 },
  });
});

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { sheet, rows };
}

function download(query: string, session: { headers: object } = finance) {
  return app.inject({
    method: 'GET',
    url: `/api/admin/orders/export.xlsx${query}`,
    headers: session.headers as Record<string, string>,
  });
}

describe('GET /api/admin/orders/export.xlsx', () => {
  it('exports every order newest first, with a header, set widths and a dated file name', async () => {
    const res = await download('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );

    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Orders');
    expect(rows[0]).toEqual([
      'Order ID',
      'Date',
      'Customer',
      'Phone',
      'Email',
      'Order Type',
      'Kind',
      'Amount',
      'Status',
      'Payment Status',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.kavya, ids.arun, ids.meena]);
    expect(rows[2]).toEqual([
      ids.arun,
      expect.stringMatching(/^22 Nov 2026, 12:05\sam$/),
      'Arun Kumar',
      '9876543210',
      'customer@example.in',
      'Pickup',
      'Wish list',
      1250.5,
      'In Packing',
      'Unpaid',
    ]);
    expect(rows[3]?.[9]).toBe('Paid');
    // exceljs reads an empty cell back as a hole in the row.
    expect(rows[1]?.[7]).toBeUndefined();
    for (let column = 1; column <= 10; column += 1) expect(sheet.getColumn(column).width).toBeGreaterThan(8);
  });

  it('applies the list filters; the unpaid export has no payment column', async () => {
    const res = await download('?unpaid=true&from=2026-11-22&to=2026-11-22');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="unpaid-orders-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Unpaid orders');
    expect(rows[0]).not.toContain('Payment Status');
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.kavya, ids.arun]);

    const searched = await readSheet((await download('?search=sundaram')).rawPayload);
    expect(searched.rows.slice(1).map((r) => r[0])).toEqual([ids.meena]);
  });

  it('names the file by the business day in Asia/Kolkata', async () => {
    const evening = await exportOrders(db, { filters: {}, now: new Date('2026-11-21T18:45:00.000Z') });
    expect(evening.fileName).toBe('orders-2026-11-22.xlsx');
    const unpaid = await exportOrders(db, {
      filters: { unpaid: 'true' },
      now: new Date('2026-11-21T18:00:00.000Z'),
    });
    expect(unpaid.fileName).toBe('unpaid-orders-2026-11-21.xlsx');
  });

  it('refuses bad filters with the field named, and anyone without a session', async () => {
    const bad = await download('?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'from', message: 'From: a date as YYYY-MM-DD' }]);
    const paged = await download('?page=2');
    expect(paged.statusCode).toBe(400);
    const anonymous = await download('', { headers: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

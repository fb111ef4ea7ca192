import type { AdminOrderDetail } from '@kadai/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../../test/kits/order-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { renderOrderPdf } from './render-order-pdf.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

const order: AdminOrderDetail = {
  orderId: 'ORDMEE0042',
  customerName: 'Meena Sundaram',
  firstName: 'Meena',
  lastName: 'Sundaram',
  phone: '9840012345',
  email: 'meena@example.in',
  orderType: 'Door Delivery',
  kind: 'wishlist',
  amountPaise: 1250_50,
  status: 'In Delivery',
  paymentStatus: 1,
  createdAt: '2026-11-21T18:35:00.000Z',
  address1: '4 Venus Colony 2nd St',
  address2: 'Alwarpet',
  address3: '',
  city: 'Chennai',
  pincode: '600018',
  others: 'Ring the bell twice',
  paidAt: '2026-11-22T10:00:00.000Z',
  paidBy: 'Administrator',
  lines: [
    { itemId: 1, name: 'Ghee Mysore Pak', pack: '250 g', mrpPaise: 240_00, quantity: 2 },
    { itemId: 2, name: 'Kaju Katli', pack: '500 g', mrpPaise: 1234_50, quantity: 1.5 },
  ],
  vegetablesList: '',
  groceriesList: '',
  history: [],
  version: 1,
  customerKey: 'test-key',
  verificationKey: 'verify-key',
  verified: false,
  overallComment: null,
  estimatedTotalPaise: 0,
};

/** Reads the PDF back the way a viewer would: the text of each page. */
async function readPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

describe('renderOrderPdf', () => {
  it('shows the order id, date, customer, lines, instructions, amount in rupees and both statuses', async () => {
    const pdf = await renderOrderPdf(order);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await readPages(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    for (const expected of [
      'Order ORDMEE0042',
      // Business time: 18:35 UTC is 00:05 the next day in Kolkata.
      '22 Nov 2026',
      'Meena Sundaram',
      '4 Venus Colony 2nd St',
      'Chennai 600018',
      '9840012345',
      'meena@example.in',
      'Door Delivery',
      'Ghee Mysore Pak',
      '250 g',
      'Kaju Katli',
      '1.5',
      '₹1,234.50',
      'Ring the bell twice',
      '₹1,250.50',
      'In Delivery',
      'Paid (confirmed by Administrator',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    // Subset-embedded DejaVu, which has the ₹ sign.
    expect(pdf.toString('latin1')).toMatch(/DejaVuSans/);
  });

  it('says when the amount is not set, and carries a long order over pages with numbered footers', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      itemId: i + 1,
      name: `Item number ${i + 1}`,
      pack: '1 pc',
      mrpPaise: 10_00,
      quantity: 1,
    }));
    const pages = await readPages(
      await renderOrderPdf({
        ...order,
        amountPaise: null,
        paymentStatus: 0,
        paidAt: null,
        paidBy: null,
        lines,
      }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Not set yet');
    expect(pages[0]).toContain('Unpaid');
    expect(pages.join(' ')).toContain('Item number 120');
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });
});

describe('renderOrderPdf of an advance order', () => {
  it('prints its two lists where the items would be, and says it is an advance order', async () => {
    const pages = await readPages(
      await renderOrderPdf({
        ...order,
        kind: 'advance',
        others: '',
        lines: [],
        vegetablesList: 'Drumstick 1 kg\nYam 2 kg',
        groceriesList: 'Toor dal 2 kg',
      }),
    );
    const text = pages.join(' ');
    for (const expected of [
      'Advance order',
      'Vegetables list',
      'Drumstick 1 kg',
      'Yam 2 kg',
      'Groceries list',
      'Toor dal 2 kg',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Items (');
    expect(text).not.toContain('No items');
  });
});

describe('GET /api/admin/orders/:orderId/pdf', () => {
  let itemIds: number[] = [];
  beforeAll(async () => {
    itemIds = await seedItems(db, 2);
  });

  it('serves the PDF of a real order to finance, and 404 for an unknown one', async () => {
    const orderId = await placeTestOrder(app, db, { firstName: 'Kavya', lastName: 'Iyer', itemIds });
    const finance = await signInAs(app, db, { role: 'finance' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/pdf`,
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${orderId}.pdf"`);
    const text = (await readPages(res.rawPayload)).join(' ');
    expect(text).toContain(`Order ${orderId}`);
    expect(text).toContain('Kavya Iyer');

    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/ORDNOPE9999/pdf',
      headers: finance.headers,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminOrderDetail } from '@kadai/contract';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { FONTS } from '../../../lib/pdf.ts';
import { renderOrderPdf } from './render-order-pdf.ts';

/**
 * Tamil in the order PDF, looked at as a person would: the page rendered to PNG by poppler
 * (pdftoppm, an independent renderer) and compared with a reference image checked by eye. Text
 * extraction cannot tell letters from empty boxes; a picture can. Set UPDATE_PDF_REFERENCES=1 to
 * write the reference again (then look at it before committing).
 */
const REFERENCE = path.join(import.meta.dirname, 'fixtures', 'tamil-order.png');
const work = mkdtempSync(path.join(tmpdir(), 'kadai-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const order: AdminOrderDetail = {
  orderId: 'ORDXXX0043',
  customerName: 'மீனா சுந்தரம்',
  firstName: 'மீனா',
  lastName: 'சுந்தரம்',
  phone: '9840012345',
  email: 'meena@example.in',
  orderType: 'Door Delivery',
  kind: 'wishlist',
  amountPaise: 640_00,
  status: 'Order Placed',
  paymentStatus: 0,
  createdAt: '2026-11-21T18:35:00.000Z',
  address1: '12, கோயில் தெரு, மயிலாப்பூர்',
  address2: '',
  address3: '',
  city: 'சென்னை',
  pincode: '600004',
  others: 'வாசலில் மணி அடிக்கவும் — ring twice, ₹50 change please',
  paidAt: null,
  paidBy: null,
  lines: [{ itemId: 1, name: 'மைசூர் பாக் (Mysore Pak)', pack: '250 g', mrpPaise: 320_00, quantity: 2 }],
  vegetablesList: '',
  groceriesList: '',
  history: [],
  version: 1,
  customerKey: 'k',
  verificationKey: 'v',
  verified: false,
  overallComment: null,
  estimatedTotalPaise: 640_00,
};

/** The first page as a 72 dpi PNG, drawn by poppler. */
function renderPage(pdf: Buffer, name: string): PNG {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '72',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(work, name),
    ]);
  } catch (error) {
    throw new Error(`pdftoppm failed (install Debian's poppler-utils): ${String(error)}`);
  }
  return PNG.sync.read(readFileSync(path.join(work, `${name}.png`)));
}

/** The share of pixels whose grey differs by more than a quarter: anti-aliasing differs by less. */
function differingShare(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const grey = (data: Buffer) => ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
    if (Math.abs(grey(a.data) - grey(b.data)) > 64) differing += 1;
  }
  return differing / (a.width * a.height);
}

describe('an order PDF with Tamil in it', () => {
  it('prints the Tamil name, address, item and instructions as letters, matching the reference image', async () => {
    const page = renderPage(await renderOrderPdf(order), 'tamil');
    if (process.env.UPDATE_PDF_REFERENCES === '1' || !existsSync(REFERENCE)) {
      writeFileSync(REFERENCE, PNG.sync.write(page));
      if (process.env.UPDATE_PDF_REFERENCES !== '1') throw new Error(`no reference yet: wrote ${REFERENCE}`);
    }
    const reference = PNG.sync.read(readFileSync(REFERENCE));
    expect(differingShare(page, reference)).toBeLessThan(0.001);
  });

  it('differs from the reference when the Tamil font is missing (the empty boxes of before)', async () => {
    const tamil = { regular: FONTS.tamil, bold: FONTS.tamilBold };
    FONTS.tamil = FONTS.regular;
    FONTS.tamilBold = FONTS.bold;
    try {
      const page = renderPage(await renderOrderPdf(order), 'no-tamil-font');
      expect(differingShare(page, PNG.sync.read(readFileSync(REFERENCE)))).toBeGreaterThan(0.002);
    } finally {
      FONTS.tamil = tamil.regular;
      FONTS.tamilBold = tamil.bold;
    }
  });
});

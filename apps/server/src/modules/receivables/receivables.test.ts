import {
  AGEING_BUCKETS,
  CUSTOMER_MESSAGES,
  INVOICE_LINE_MESSAGES,
  invoiceTotals,
  RECEIVABLES_LIMIT,
  type ReceivableRow,
  receivableQueryRowSchema,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { placeTestOrder, seedItems } from '../orders/order-test-helpers.ts';
import { dispositionFileName, readSheet } from '../production/production-test-helpers.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let finance: Headers;
let admin: Headers;
let itemIds: number[] = [];

beforeAll(async () => {
  itemIds = await seedItems(db); // the demo catalogue, with its stores
  finance = (await signInAs(app, db, { role: 'finance', displayName: 'Revathi' })).headers;
  admin = (await signInAs(app, db, { role: 'admin', displayName: 'Head Admin' })).headers;
});

let mobileCounter = 0;
/** A new customer with a mobile of its own; answers its id. */
async function aCustomer(details: Record<string, unknown> = {}): Promise<number> {
  mobileCounter += 1;
  const res = await inject('POST', '/api/receivables/customers', finance, {
    name: `Customer ${mobileCounter}`,
    mobile: `97000${String(mobileCounter).padStart(5, '0')}`,
    ...details,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** 2 kg at ₹100 with 5% GST: base 20000, tax 1000, total 21000 paise. */
const SAMBAR = { item: 'Sambar', quantity: 2, unit: 'kg', pricePaise: 100_00, taxSlabBasisPoints: 500 };

function issue(customerId: number, body: object, headers: Headers = finance) {
  return inject('POST', `/api/receivables/customers/${customerId}/invoices`, headers, body);
}
async function issued(customerId: number, issueDate: string, lines: object[] = [SAMBAR]) {
  const res = await issue(customerId, { issueDate, lines });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function receive(customerId: number, amountPaise: number, date: string) {
  const res = await inject('POST', `/api/receivables/customers/${customerId}/receipts`, finance, {
    method: 'Cash',
    amountPaise,
    date,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function rowOf(customerId: number, asOf?: string): Promise<ReceivableRow> {
  const customer = await inject('GET', `/api/receivables/customers/${customerId}`, finance);
  const name = customer.json().customer.name;
  const query = new URLSearchParams({ search: name, ...(asOf && { asOf }) });
  const res = await inject('GET', `/api/receivables?${query}`, finance);
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json().rows.find((r: ReceivableRow) => r.customerId === customerId);
  if (!row) throw new Error(`no row for ${customerId}`);
  return row;
}
const bucketSum = (row: ReceivableRow) => AGEING_BUCKETS.reduce((sum, bucket) => sum + row.ageing[bucket], 0);

describe('customers', () => {
  it('adds a customer with the mobile as ten digits, the e-mail in lower case and the GSTIN’s state', async () => {
    const res = await inject('POST', '/api/receivables/customers', finance, {
      name: '  Annapoorna Caterers ',
      storeId: 'adyar',
      mobile: '+91 98400 55501',
      email: 'Accounts@Annapoorna.Example',
      gstin: '29aaccb5678k1z4',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Annapoorna Caterers',
      storeId: 'adyar',
      storeName: 'Adyar',
      groupName: 'All Customers',
      mobile: '9840055501',
      email: 'accounts@annapoorna.example',
      gstin: '29AACCB5678K1Z4',
      stateCode: '29',
    });
  });

  it('refuses bad details with a 400 naming each field', async () => {
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', CUSTOMER_MESSAGES.name],
      [{ name: 'X', mobile: '12345' }, 'mobile', CUSTOMER_MESSAGES.mobile],
      // A GSTIN whose check character is wrong.
      [{ name: 'X', gstin: '29AACCB5678K1Z5' }, 'gstin', CUSTOMER_MESSAGES.gstin],
      [
        { name: 'X', gstin: '29AACCB5678K1Z4', stateCode: '33' },
        'stateCode',
        CUSTOMER_MESSAGES.stateMismatch,
      ],
      [{ name: 'X', stateCode: '45' }, 'stateCode', CUSTOMER_MESSAGES.stateCode],
      [{ name: 'X', storeId: 'nowhere' }, 'storeId', 'Store: no store "nowhere"'],
      [{ name: 'X', colour: 'red' }, 'colour', 'Unknown field "colour"'],
    ];
    for (const [body, path, message] of cases) {
      const res = await inject('POST', '/api/receivables/customers', finance, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toContainEqual({ path, message });
    }
  });

  it('keeps a mobile and an e-mail to one customer (409 naming the field), on adding and on editing', async () => {
    await aCustomer({ mobile: '9840055502', email: 'one@example.in' });
    const twin = await inject('POST', '/api/receivables/customers', finance, {
      name: 'Twin',
      mobile: '09840055502',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields).toEqual([
      { path: 'mobile', message: CUSTOMER_MESSAGES.duplicateMobile },
    ]);

    const other = await aCustomer();
    const edit = await inject('PUT', `/api/receivables/customers/${other}`, finance, {
      name: 'Renamed',
      email: 'ONE@example.in',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.fields[0].path).toBe('email');
    const fine = await inject('PUT', `/api/receivables/customers/${other}`, finance, {
      name: 'Renamed',
      groupName: 'Corporate',
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toMatchObject({ name: 'Renamed', groupName: 'Corporate', mobile: null });
    expect(
      (await inject('PUT', '/api/receivables/customers/999999', finance, { name: 'N' })).statusCode,
    ).toBe(404);
  });
});

describe('issuing invoices', () => {
  it('skips blank editor lines, totals with the contract, numbers the invoice and writes its ledger entry', async () => {
    const customer = await aCustomer();
    const blank = {
      item: '',
      hsn: '',
      quantity: null,
      unit: ' ',
      pricePaise: null,
      taxSlabBasisPoints: null,
    };
    const lines = [SAMBAR, blank, { ...SAMBAR, item: 'Rasam', quantity: 1.5, transportPaise: 50_00 }, blank];
    const res = await issue(customer, { issueDate: '2026-11-02', lines });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    const expected = invoiceTotals(
      [
        { quantity: 2, pricePaise: 100_00, taxSlabBasisPoints: 500, transportPaise: 0 },
        { quantity: 1.5, pricePaise: 100_00, taxSlabBasisPoints: 500, transportPaise: 50_00 },
      ],
      { intraState: true },
    );
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^KD\/2026-27\/\d{5}$/),
      kind: 'invoice',
      financialYear: '2026-27',
      intraState: true,
      issueDate: '2026-11-02',
      totals: { totalPaise: expected.totalPaise, cgstPaise: expected.cgstPaise, igstPaise: 0 },
      amountInWords: 'Rupees Four Hundred Seventeen and Fifty Paise Only',
    });
  });
});

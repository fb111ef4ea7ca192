import {
  AGEING_BUCKETS,
  CUSTOMER_MESSAGES,
  INVOICE_MESSAGES,
  invoiceTotals,
  RECEIPT_MESSAGES,
  RECEIVABLES_LIMIT,
  type ReceivableRow,
  receivableQueryRowSchema,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../test/kits/order-test-kit.ts';
import { dispositionFileName, readSheet } from '../../test/kits/production-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

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

describe('invoice numbers, tax and corrections', () => {
  it('numbers invoices issued at once consecutively, without a duplicate or a gap', async () => {
    const customer = await aCustomer();
    const issuedAtOnce = await Promise.all(
      Array.from({ length: 6 }, () => issue(customer, { issueDate: '2026-11-03', lines: [SAMBAR] })),
    );
    const sequences = issuedAtOnce.map((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return Number(res.json().number.split('/')[2]);
    });
    sequences.sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => first + i));
  });

  it('gives a number back when the issuing transaction rolls back, and starts again at 1 on 1 April', async () => {
    const customer = await aCustomer();
    const before = (await issued(customer, '2026-11-04')).number;
    // A transaction that took the next number and then failed: the number is not lost.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into invoice_number_counters (series, financial_year, last_sequence) values ('invoice', '2026-27', 1)
          on conflict (series, financial_year) do update set last_sequence = invoice_number_counters.last_sequence + 1`);
        throw new Error('printer on fire');
      }),
    ).rejects.toThrow('printer on fire');
    const after = (await issued(customer, '2026-11-04')).number;
    expect(Number(after.split('/')[2])).toBe(Number(before.split('/')[2]) + 1);

    const march = await issued(customer, '2026-03-31');
    const april = await issued(customer, '2026-04-01');
    expect(march.number).toMatch(/^KD\/2025-26\/\d{5}$/);
    expect(april.financialYear).toBe('2026-27');
    const firstOfLastYear = await db.execute<{ n: number }>(
      sql`select min(sequence) as n from invoices where financial_year = '2025-26' and kind = 'invoice'`,
    );
    expect(firstOfLastYear.rows[0]?.n).toBe(1);
  });

  it('bills IGST to a customer in another state and CGST + SGST at home, the odd paisa to CGST', async () => {
    const bangalore = await aCustomer({ gstin: '29AACCB5678K1Z4' });
    // 1 × ₹10.10 at 5%: tax 50.5 paise → 51 (half up), split 26 + 25 at home.
    const odd = { item: 'Murukku', quantity: 1, unit: 'pack', pricePaise: 10_10, taxSlabBasisPoints: 500 };
    const igst = await issued(bangalore, '2026-11-05', [odd]);
    expect(igst.intraState).toBe(false);
    expect(igst.totals).toMatchObject({
      taxPaise: 51,
      igstPaise: 51,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 10_61,
    });
    const chennai = await aCustomer();
    const home = await issued(chennai, '2026-11-05', [odd]);
    expect(home.intraState).toBe(true);
    expect(home.totals).toMatchObject({ taxPaise: 51, cgstPaise: 26, sgstPaise: 25, igstPaise: 0 });
    expect(home.lines[0]).toMatchObject({ taxPaise: 51, totalPaise: 10_61 });
  });

  it('never edits an issued invoice or a ledger entry: the database refuses', async () => {
    const customer = await aCustomer();
    const invoice = await issued(customer, '2026-11-06');
    // drizzle wraps the database's error: the reason is the cause's message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update invoices set note = 'changed' where id = ${invoice.id}`)).toMatch(
      /cannot be changed/,
    );
    expect(await refusal(sql`delete from invoice_lines where invoice_id = ${invoice.id}`)).toMatch(
      /cannot be changed/,
    );
    expect(
      await refusal(
        sql`update customer_ledger_entries set amount_paise = 1 where invoice_id = ${invoice.id}`,
      ),
    ).toMatch(/append-only/);
  });

  it('corrects an invoice with a credit note, never beyond its total, never a credit note of a credit note', async () => {
    const customer = await aCustomer();
    const invoice = await issued(customer, '2026-11-07'); // ₹210.00
    const half = { ...SAMBAR, quantity: 1 }; // ₹105.00
    const credit = await inject('POST', `/api/receivables/invoices/${invoice.id}/credit-notes`, finance, {
      issueDate: '2026-11-08',
      reason: 'One kilo spilt',
      lines: [half],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^CN\/2026-27\/\d{5}$/),
      corrects: { id: invoice.id, number: invoice.number },
      totals: { totalPaise: 105_00 },
    });
    const tooMuch = await inject('POST', `/api/receivables/invoices/${invoice.id}/credit-notes`, finance, {
      reason: 'Again',
      lines: [SAMBAR],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toContain(INVOICE_MESSAGES.creditTooLarge);
    const ofCredit = await inject(
      'POST',
      `/api/receivables/invoices/${credit.json().id}/credit-notes`,
      finance,
      {
        reason: 'Nested',
        lines: [half],
      },
    );
    expect(ofCredit.statusCode).toBe(409);
    expect(ofCredit.json().error.message).toBe(INVOICE_MESSAGES.notAnInvoice);
    const row = await rowOf(customer, '2026-11-08');
    expect(row).toMatchObject({ balancePaise: -105_00, saleBalancePaise: 105_00, status: 'OK' });
  });

  it('issues once for a retried request with the same Idempotency-Key', async () => {
    const customer = await aCustomer();
    const headers = { ...finance, 'idempotency-key': `invoice-retry-${customer}` };
    const body = { issueDate: '2026-11-09', lines: [SAMBAR] };
    const first = await issue(customer, body, headers);
    const again = await issue(customer, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(first.json().number);
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where customer_id = ${customer}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses an issue date after today and an invoice with no line, naming the field', async () => {
    const customer = await aCustomer();
    const future = await issue(customer, { issueDate: '2999-01-01', lines: [SAMBAR] });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields[0].path).toBe('issueDate');
    const empty = await issue(customer, {
      lines: [{ item: '', quantity: null, unit: '', pricePaise: null }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0].path).toMatch(/^lines/);
    expect((await issue(999_999, { lines: [SAMBAR] })).statusCode).toBe(404);
  });
});

describe('balances, status and ageing as of a day', () => {
  it('pays the oldest invoices first and ages what is left by days since each invoice', async () => {
    const customer = await aCustomer();
    await issued(customer, '2026-06-01'); // 210.00, 150 days before 29 Oct
    await issued(customer, '2026-08-15'); // 210.00, 75 days
    await issued(customer, '2026-09-20'); // 210.00, 39 days
    await issued(customer, '2026-10-20'); // 210.00, 9 days
    await receive(customer, 300_00, '2026-10-25'); // pays the first whole and 90.00 of the second
    const row = await rowOf(customer, '2026-10-29');
    expect(row).toMatchObject({
      balancePaise: -540_00,
      saleBalancePaise: 540_00,
      status: 'OK',
      ageing: { over90: 0, days61to90: 120_00, days31to60: 210_00, days0to30: 210_00 },
    });
    expect(bucketSum(row)).toBe(row.saleBalancePaise);
    // As of an earlier day, the later invoices and the payment are not there yet.
    const earlier = await rowOf(customer, '2026-09-01');
    expect(earlier).toMatchObject({
      balancePaise: -420_00,
      ageing: { over90: 210_00, days61to90: 0, days31to60: 0, days0to30: 210_00 },
      lastEntryDate: '2026-08-15',
    });
  });

  it('says NOT OK when more was paid than invoiced (credit in advance), and OK when settled to the paisa', async () => {
    const customer = await aCustomer();
    await issued(customer, '2026-10-01');
    await receive(customer, 210_00, '2026-10-02');
    expect(await rowOf(customer, '2026-10-03')).toMatchObject({
      balancePaise: 0,
      saleBalancePaise: 0,
      status: 'OK',
    });
    await receive(customer, 1, '2026-10-04');
    expect(await rowOf(customer, '2026-10-05')).toMatchObject({
      balancePaise: 1,
      saleBalancePaise: 0,
      status: 'NOT OK',
    });
  });

  it('searches by name, e-mail or a mobile typed any way, filters by group, and says when the limit cut the list', async () => {
    const customer = await aCustomer({
      name: 'முருகன் ஸ்டோர்ஸ்',
      mobile: '9445012345',
      groupName: 'Temple Trust',
    });
    const byMobile = await inject(
      'GET',
      `/api/receivables?search=${encodeURIComponent('+91 94450 12345')}`,
      finance,
    );
    expect(byMobile.json().rows.map((r: ReceivableRow) => r.customerId)).toEqual([customer]);
    const byName = await inject('GET', `/api/receivables?search=${encodeURIComponent('முருகன்')}`, finance);
    expect(byName.json().rows[0]).toMatchObject({ customerId: customer, groupLabel: 'Temple Trust' });
    const group = await inject('GET', '/api/receivables?groupName=Temple%20Trust', finance);
    expect(group.json().rows.map((r: ReceivableRow) => r.customerId)).toEqual([customer]);
    const cut = await inject('GET', '/api/receivables?limit=1', finance);
    expect(cut.json()).toMatchObject({ truncated: true, rows: [expect.anything()] });
    const tooMany = await inject('GET', `/api/receivables?limit=${RECEIVABLES_LIMIT + 1}`, finance);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields[0].path).toBe('limit');
    const defaultGroup = await inject(
      'GET',
      `/api/receivables?search=Customer%20${mobileCounter - 1}`,
      finance,
    );
    expect(defaultGroup.json().rows[0]?.groupLabel).toBe('Bill to Bill Customers');
  });

  it('exports the same figures, exact to the paisa, with the filters of the screen', async () => {
    const customer = await aCustomer({ name: 'Export Test Mess' });
    await issued(customer, '2026-10-10', [{ ...SAMBAR, pricePaise: 100_33 }]);
    const row = await rowOf(customer, '2026-10-20');
    const res = await inject(
      'GET',
      '/api/receivables/export.xlsx?search=Export%20Test&asOf=2026-10-20',
      finance,
    );
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe('Receivables_2026-10-20.xlsx');
    const { rows: sheet } = await readSheet(res.rawPayload);
    const header = sheet.find((r) => r[0] === 'Sl');
    expect(header).toContain('Balance (₹)');
    const line = sheet.find((r) => r[1] === 'Export Test Mess');
    expect(line?.[6]).toBe(row.balancePaise / 100);
    expect(line?.[7]).toBe(row.saleBalancePaise / 100);
    expect(line?.[8]).toBe('OK');
  });

  it('answers the older client’s receivables query in rupees, status decided on the paise', async () => {
    const customer = await aCustomer({ name: 'Query Row Caterers' });
    await issued(customer, '2026-10-11', [{ ...SAMBAR, pricePaise: 99_99 }]);
    const res = await inject('POST', '/dataapi/api/common/approved-queries/receivables', finance, {
      limit: 1000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().find((r: { id: number }) => r.id === customer);
    expect(receivableQueryRowSchema.parse(mine)).toMatchObject({
      balance: mine.balancePaise / 100,
      saleBalance: mine.saleBalancePaise / 100,
      status: 'OK',
      groupName: 'All Customers',
    });
    expect(mine.balancePaise).toBeLessThan(0);
  });
});

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

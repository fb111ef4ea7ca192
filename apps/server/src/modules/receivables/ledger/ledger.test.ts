import {
  AGEING_BUCKETS,
  RECEIVABLES_LIMIT,
  type ReceivableRow,
  receivableQueryRowSchema,
} from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { dispositionFileName, readSheet } from '../../../test/kits/production-test-kit.ts';
import { receivablesTestKit, SAMBAR } from '../../../test/kits/receivables-test-kit.ts';

const { inject, finance, customersAdded, aCustomer, issued, receive, rowOf } = await receivablesTestKit();

const bucketSum = (row: ReceivableRow) => AGEING_BUCKETS.reduce((sum, bucket) => sum + row.ageing[bucket], 0);

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
      `/api/receivables?search=Customer%20${customersAdded() - 1}`,
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

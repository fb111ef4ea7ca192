import type { ReceivableRow } from '@kadai/contract';
import { beforeAll, expect } from 'vitest';
import { buildTestApp } from '../build-test-app.ts';
import { injectAs, signInAs } from '../staff-session.ts';
import { useTestDatabase } from '../test-database.ts';
import { seedItems } from './order-test-kit.ts';

type Headers = Record<string, string>;

/** 2 kg at ₹100 with 5% GST: base 20000, tax 1000, total 21000 paise. */
export const SAMBAR = {
  item: 'Sambar',
  quantity: 2,
  unit: 'kg',
  pricePaise: 100_00,
  taxSlabBasisPoints: 500,
};

/**
 * A database and app of the test file's own for the receivables flows' tests, with the demo
 * catalogue (and its stores) seeded and finance and an admin signed in before the tests; and the
 * steps those tests repeat through the API: a customer, an invoice, a receipt, a row of the list.
 * `finance`, `admin` and `itemIds` are filled in by the kit's beforeAll.
 */
export async function receivablesTestKit() {
  const { db } = await useTestDatabase();
  const app = await buildTestApp(db);
  await app.ready();
  const inject = injectAs(app);
  const finance: Headers = {};
  const admin: Headers = {};
  const itemIds: number[] = [];

  beforeAll(async () => {
    itemIds.push(...(await seedItems(db))); // the demo catalogue, with its stores
    Object.assign(finance, (await signInAs(app, db, { role: 'finance', displayName: 'Revathi' })).headers);
    Object.assign(admin, (await signInAs(app, db, { role: 'admin', displayName: 'Head Admin' })).headers);
  });

  let mobileCounter = 0;
  /** A new customer with a mobile of its own (and the name Customer n); answers its id. */
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

  return {
    db,
    app,
    inject,
    finance,
    admin,
    itemIds,
    /** How many customers aCustomer has added so far (the last is Customer n). */
    customersAdded: () => mobileCounter,
    aCustomer,
    issue,
    issued,
    receive,
    rowOf,
  };
}

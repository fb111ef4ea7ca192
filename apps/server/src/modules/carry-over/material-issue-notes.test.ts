import {
  addMonths,
  businessDay,
  financialYear,
  firstDayOfMonth,
  formatIssueNoteNumber,
  lastDayOfMonth,
  materialIssueNoteSchema,
  monthOfDay,
  type SignedUser,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSupplierWithProducts, warehouseMoves } from '../../test/kits/carry-over-test-kit.ts';
import { readSheet } from '../../test/kits/production-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
let warehouse: Headers;
let otherWarehouse: Headers;
let finance: Headers;
let warehouseUser: SignedUser;
let flour = '';
let sugar = '';

const today = businessDay();
const issue = (body: Record<string, unknown>, headers = warehouse) =>
  inject('POST', '/api/carry-over/issue-notes', headers, {
    section: 'BAKERY',
    issueDay: today,
    receivedBy: 'Selvi',
    lines: [{ productId: flour, quantity: 1.5, unit: 'kg' }],
    ...body,
  });
const sequenceOf = (number: string) => Number(number.split('/')[2]);

beforeAll(async () => {
  const signed = await signInAs(app, db, { role: 'warehouse' });
  warehouse = signed.headers;
  warehouseUser = signed.user;
  otherWarehouse = (await signInAs(app, db, { role: 'warehouse' })).headers;
  finance = (await signInAs(app, db, { role: 'finance' })).headers;
  const { products } = await createSupplierWithProducts(db, { count: 2 });
  [flour, sugar] = products.map((p) => p.id) as [string, string];
  await warehouseMoves(db, { day: today, user: warehouseUser }, [
    { productId: flour, quantity: 100 },
    { productId: sugar, quantity: 50 },
  ]);
});

describe('material issue notes', () => {
  it('issues a numbered note and moves the materials out of the warehouse in the same transaction', async () => {
    const res = await issue({
      section: 'KITCHEN',
      lines: [
        { productId: flour, quantity: 12.25, unit: 'kg' },
        { productId: sugar, quantity: 3, unit: 'kg' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const note = materialIssueNoteSchema.parse(res.json());
    expect(note.number).toBe(formatIssueNoteNumber({ financialYear: financialYear(today), sequence: 1 }));
    expect(note.number).toMatch(/^MIN\/\d{4}-\d{2}\/00001$/);
    expect(note).toMatchObject({
      section: 'KITCHEN',
      receivedBy: 'Selvi',
      issuedByName: warehouseUser.displayName,
    });
    const moves = await db.execute<{
      product_id: string;
      quantity: string;
      reason: string;
      note: string;
    }>(sql`
      select product_id, quantity::text, reason, note from stock_moves
      where reason = 'issued' order by product_id`);
    expect(moves.rows).toEqual([
      { product_id: flour, quantity: '12.250', reason: 'issued', note: `${note.number} to KITCHEN` },
      { product_id: sugar, quantity: '3.000', reason: 'issued', note: `${note.number} to KITCHEN` },
    ]);
    const onHand = await inject('GET', '/api/stock/on-hand?outletId=terraWarehouse', warehouse);
    const held = (id: string) =>
      onHand.json().rows.find((row: { productId: string }) => row.productId === id)?.quantity;
    expect(held(flour)).toBe(87.75);
    expect(held(sugar)).toBe(47);
  });

  it('numbers consecutively with two issuers at once: no twins, no gaps', async () => {
    const before = await db.execute<{ n: string }>(sql`select count(*)::text as n from material_issue_notes`);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => issue({}, index % 2 === 0 ? warehouse : otherWarehouse)),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const sequences = results.map((res) => sequenceOf(res.json().number)).sort((a, b) => a - b);
    const first = Number(before.rows[0]?.n) + 1;
    expect(sequences).toEqual(Array.from({ length: 10 }, (_, index) => first + index));
  });

  it('gives the number back when an issue fails after taking it (a day in a closed month)', async () => {
    // A closed month whose financial year has a later open day to issue on (not March).
    let closed = addMonths(monthOfDay(today), -2);
    if (closed.endsWith('-03')) closed = addMonths(closed, -1);
    const reopenDay = firstDayOfMonth(addMonths(closed, 1));
    const close = await inject('POST', `/dataapi/api/inventory/bulk/monthly?month=${closed}`, warehouse, [
      {
        product_id: sugar,
        supplier_id: 'terra-own',
        quantity: 1,
        unit: 'kg',
        section: 'GODOWN',
        name: 'Sugar',
      },
    ]);
    expect(close.statusCode).toBe(201);

    const ok = await issue({ issueDay: reopenDay });
    expect(ok.statusCode).toBe(201);
    const failed = await issue({ issueDay: lastDayOfMonth(closed) });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.message).toContain('closed');
    const next = await issue({ issueDay: reopenDay });
    expect(next.statusCode).toBe(201);
    expect(financialYear(lastDayOfMonth(closed))).toBe(financialYear(reopenDay));
    expect(sequenceOf(next.json().number)).toBe(sequenceOf(ok.json().number) + 1);
    const notes = await db.execute<{ n: string }>(sql`
      select count(*)::text as n from material_issue_notes where issue_day = ${lastDayOfMonth(closed)}::date`);
    expect(notes.rows[0]?.n).toBe('0');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ section: 'GODOWN' }, 'section'],
      [{ issueDay: '2026-02-30' }, 'issueDay'],
      [{ receivedBy: ' ' }, 'receivedBy'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ productId: flour, quantity: 0, unit: 'kg' }] }, 'lines.0.quantity'],
      [{ lines: [{ productId: flour, quantity: 1.5, unit: 'pcs' }] }, 'lines.0.quantity'],
      [{ lines: [{ productId: 'nothing', quantity: 1, unit: 'kg' }] }, 'lines.0.productId'],
      [
        {
          lines: [
            { productId: flour, quantity: 1, unit: 'kg' },
            { productId: flour, quantity: 2, unit: 'kg' },
          ],
        },
        'lines.1.productId',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await issue(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await issue({ issueDay: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields[0].path).toBe('issueDay');
  });

  it('lists and searches the notes, exports them as xlsx and prints one as a PDF', async () => {
    const special = await issue({ receivedBy: 'Muthulakshmi', section: 'PACKING' });
    const number = special.json().number as string;
    const search = async (q: string) =>
      (
        await inject('GET', `/api/carry-over/issue-notes?search=${encodeURIComponent(q)}`, finance)
      ).json() as {
        number: string;
      }[];
    expect((await search('muthu')).map((n) => n.number)).toEqual([number]);
    expect((await search(number)).map((n) => n.number)).toEqual([number]);
    expect((await search(sugar)).length).toBe(1);
    const packing = await inject('GET', '/api/carry-over/issue-notes?section=PACKING', finance);
    expect(packing.json().map((n: { number: string }) => n.number)).toEqual([number]);

    const xlsx = await inject('GET', `/api/carry-over/issue-notes/export.xlsx?search=${number}`, finance);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.rows[0]?.[0]).toBe('Sl');
    expect(sheet.rows[1]?.slice(0, 4)).toEqual([1, number, today.split('-').reverse().join('-'), 'PACKING']);

    const pdf = await inject('GET', `/api/carry-over/issue-notes/${special.json().id}/note.pdf`, finance);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await inject('GET', '/api/carry-over/issue-notes/99999/note.pdf', finance)).statusCode).toBe(404);
  });

  it('lets the warehouse issue; finance reads but may not issue', async () => {
    expect((await issue({}, finance)).statusCode).toBe(403);
    const products = await inject(
      'GET',
      `/api/carry-over/issue-products?search=${encodeURIComponent('Material')}`,
      warehouse,
    );
    expect(products.statusCode).toBe(200);
    expect(products.json().map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([flour, sugar]));
  });
});

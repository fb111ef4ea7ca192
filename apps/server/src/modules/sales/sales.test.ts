import { businessDay, SALES_FILE_COLUMNS, SALES_FILE_MAX_BYTES, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestProducts, readSheet } from '../../test/kits/production-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { listOutlets } from '../organisation/list-outlets.ts';
import { postStockMoves } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { checkStockBalances } from '../stock/on-hand/check-stock-balances.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
type Product = { id: string; name: string; variantName: string };
let shop: Headers; // outlet staff of `outlet`
let otherShop: Headers;
let warehouse: Headers;
let outlet = '';
let otherOutlet = '';
let ladoo: Product;
let murukku: Product;
const today = businessDay();

beforeAll(async () => {
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  outlet = outlets[0]?.id ?? '';
  otherOutlet = outlets[1]?.id ?? '';
  shop = (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers;
  otherShop = (await signInAs(app, db, { role: 'outlet', outletId: otherOutlet })).headers;
  const signed = await signInAs(app, db, { role: 'warehouse' });
  warehouse = signed.headers;
  const made = await createTestProducts(db, { teamId: 'kitchen', count: 2 });
  if (!made[0] || !made[1]) throw new Error('no products');
  [ladoo, murukku] = [made[0], made[1]];
  // Opening stock at the outlet: 100 of one, 50 of the other.
  await db.transaction(async (tx) => {
    const place = await outletPlace(tx, outlet);
    await postStockMoves(
      tx,
      [
        { productId: ladoo.id, quantity: 100, from: null, to: place, reason: 'opening' },
        { productId: murukku.id, quantity: 50, from: null, to: place, reason: 'opening' },
      ],
      { user: signed.user },
    );
  });
});

/** A till's export as xlsx, the header first: the rows as Excel shows them from row 2. */
async function xlsxFile(rows: (string | number | null)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow([...SALES_FILE_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function upload(
  body: { fileName: string; content: string; dryRun?: boolean; day?: string },
  as = shop,
) {
  return inject('POST', '/api/sales/upload', as, {
    outletId: outlet,
    day: body.day ?? today,
    fileName: body.fileName,
    content: body.content,
    dryRun: body.dryRun ?? false,
  });
}

async function onHand(productId: string): Promise<number> {
  const res = await inject('GET', `/api/stock/on-hand?outletId=${outlet}`, warehouse);
  return res.json().rows.find((row: { productId: string }) => row.productId === productId)?.quantity ?? 0;
}

async function soldMoves(): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from stock_moves where reason = 'sold'`,
  );
  return result.rows[0]?.n ?? 0;
}

async function salesRows(): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from store_sales`);
  return result.rows[0]?.n ?? 0;
}

describe('a sales upload', () => {
  it('refuses a file with a bad row, naming the row and the column, and writes nothing', async () => {
    const content = await xlsxFile([
      [ladoo.name, ladoo.variantName, 4, '120.00'],
      [murukku.name, '', 'two', null],
      ['Mysore Pak', '', 3, null],
    ]);
    const res = await upload({ fileName: 'till.xlsx', content });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Row 3, Quantity: must be a number above 0');
    expect(res.json().error.fields).toEqual([
      { path: 'rows.3.quantity', message: 'Row 3, Quantity: must be a number above 0' },
      { path: 'rows.4.product', message: 'Row 4, Product: no product "Mysore Pak" among our own products' },
    ]);
    expect(await salesRows()).toBe(0);
    expect(await soldMoves()).toBe(0);
    expect(await onHand(ladoo.id)).toBe(100);
  });

  it("refuses a quantity above the limit, on one row or summed over a product's rows", async () => {
    const content = await xlsxFile([
      [ladoo.name, ladoo.variantName, 2_000_000, null],
      [murukku.name, murukku.variantName, 600_000, null],
      [murukku.name, murukku.variantName, 600_000, null],
    ]);
    const res = await upload({ fileName: 'till.xlsx', content, dryRun: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'rows.2.quantity', message: 'Row 2, Quantity: at most 1000000' },
      {
        path: 'rows.4.quantity',
        message: `Row 4, Quantity: "${murukku.name}" adds up to more than 1000000 over its rows`,
      },
    ]);
  });

  it('previews a valid file without writing, then saves it: sold moves post and the stock falls', async () => {
    const content = await xlsxFile([
      [ladoo.name, ladoo.variantName, 4, '1250.05'],
      [murukku.name, null, 2.5, 99.99],
      // The same product on a second bill: one line, summed.
      [ladoo.name, ladoo.variantName, 1, '0.10'],
    ]);
    const preview = await upload({ fileName: 'till.xlsx', content, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().saved).toBe(false);
    expect(preview.json().lines).toHaveLength(2);
    expect(await salesRows()).toBe(0);
    expect(await onHand(ladoo.id)).toBe(100);

    const res = await upload({ fileName: 'till.xlsx', content });
    expect(res.statusCode).toBe(200);
    expect(res.json().saved).toBe(true);
    expect(await onHand(ladoo.id)).toBe(95);
    expect(await onHand(murukku.id)).toBe(47.5);
    const day = await inject('GET', `/api/sales/day?outletId=${outlet}&day=${today}`, shop);
    expect(day.statusCode).toBe(200);
    const lines = day.json().lines as { productId: string; quantity: number; amountPaise: number | null }[];
    // The till's rupees kept to the paisa.
    expect(lines.find((l) => l.productId === ladoo.id)).toMatchObject({ quantity: 5, amountPaise: 125015 });
    expect(lines.find((l) => l.productId === murukku.id)).toMatchObject({ quantity: 2.5, amountPaise: 9999 });
    expect(day.json().saved).toMatchObject({ source: 'upload', fileName: 'till.xlsx' });
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it('replaces the day on a re-upload (a csv), twice, with the balances right each time', async () => {
    const csv = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf8').toString('base64');
    const first = await upload({
      fileName: 'till.csv',
      content: csv(
        `Product,Variant,Quantity,Sale value (₹)\r\n"${ladoo.name}",${ladoo.variantName},2,"1,000.50"\r\n`,
      ),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().replaces).toBe(2);
    // Ladoo 5 sold became 2: 3 come back; murukku's 2.5 are no longer sold.
    expect(await onHand(ladoo.id)).toBe(98);
    expect(await onHand(murukku.id)).toBe(50);
    expect(await salesRows()).toBe(1);

    const again = await upload({
      fileName: 'till.csv',
      content: csv(`Product,Variant,Quantity,Sale value (₹)\n${ladoo.name},,7,\n${murukku.name},,1,\n`),
    });
    expect(again.statusCode).toBe(200);
    expect(await onHand(ladoo.id)).toBe(93);
    expect(await onHand(murukku.id)).toBe(49);
    const net = await db.execute<{ product_id: string; sold: string }>(sql`
      select product_id, sum(case when to_place_id is null then quantity else -quantity end)::text as sold
      from stock_moves where reason = 'sold' group by product_id order by product_id`);
    expect(Object.fromEntries(net.rows.map((r) => [r.product_id, Number(r.sold)]))).toEqual({
      [ladoo.id]: 7,
      [murukku.id]: 1,
    });
    // The same file again changes nothing on the ledger.
    const moves = await soldMoves();
    const same = await upload({
      fileName: 'till.csv',
      content: csv(`Product,Variant,Quantity,Sale value (₹)\n${ladoo.name},,7,\n${murukku.name},,1,\n`),
    });
    expect(same.statusCode).toBe(200);
    expect(await soldMoves()).toBe(moves);
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it('saves the grid the same way, replacing the day', async () => {
    const res = await inject('PUT', '/api/sales/day', shop, {
      outletId: outlet,
      day: today,
      lines: [{ productId: ladoo.id, quantity: 10, amountPaise: 300000 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toEqual([
      expect.objectContaining({ productId: ladoo.id, quantity: 10, amountPaise: 300000 }),
    ]);
    expect(res.json().saved).toMatchObject({ source: 'grid', fileName: null });
    expect(await onHand(ladoo.id)).toBe(90);
    expect(await onHand(murukku.id)).toBe(50);
  });

  it('refuses part of a piece product on the grid too, naming the line, and writes nothing', async () => {
    const [sweet] = await createTestProducts(db, { teamId: 'kitchen', count: 1, variantName: '6 pcs' });
    if (!sweet) throw new Error('no product');
    const rowsBefore = await salesRows();
    const movesBefore = await soldMoves();
    const res = await inject('PUT', '/api/sales/day', shop, {
      outletId: outlet,
      day: today,
      lines: [
        { productId: ladoo.id, quantity: 10, amountPaise: 300000 },
        { productId: sweet.id, quantity: 2.5, amountPaise: null },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'lines.1.quantity', message: 'Quantity: a whole number of pieces' },
    ]);
    expect(await salesRows()).toBe(rowsBefore);
    expect(await soldMoves()).toBe(movesBefore);
  });

  it("keeps a closed month's sales as they are, even a re-save that moves no stock", async () => {
    const day = '2024-01-15';
    const lines = [{ productId: murukku.id, quantity: 1, amountPaise: 5000 }];
    const saved = await inject('PUT', '/api/sales/day', shop, { outletId: outlet, day, lines });
    expect(saved.statusCode).toBe(200);
    // Closed for good (closed_months is write-once); only January 2024 is, far before the other tests' days.
    await db.execute(sql`insert into closed_months (month, closed_by_name) values ('2024-01-01', 'Test')`);
    const again = await inject('PUT', '/api/sales/day', shop, {
      outletId: outlet,
      day,
      lines: [{ ...lines[0], amountPaise: 9900 }],
    });
    expect(again.statusCode).toBe(409);
    const kept = await db.execute<{ amount_paise: string }>(sql`
      select amount_paise::text from store_sales where outlet_id = ${outlet} and business_day = ${day}::date`);
    expect(kept.rows).toEqual([{ amount_paise: '5000' }]);
  });

  it('refuses what is not a till export: another type, an unreadable file, one too large', async () => {
    const pdf = await upload({ fileName: 'till.pdf', content: Buffer.from('x').toString('base64') });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('File: an .xlsx or .csv file, please');
    const broken = await upload({
      fileName: 'till.xlsx',
      content: Buffer.from('not a zip').toString('base64'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^File: could not be read/);
    const big = Buffer.alloc(SALES_FILE_MAX_BYTES + 10, 'a').toString('base64');
    const large = await upload({ fileName: 'till.csv', content: big });
    expect(large.statusCode).toBe(400);
    expect(large.json().error.message).toMatch(/^File: larger than 1 MB/);
    const headerless = await upload({
      fileName: 'till.csv',
      content: Buffer.from('Product,Count\nLadoo,2\n').toString('base64'),
    });
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json().error.message).toMatch(/^File: no "Quantity" column/);
  });

  it('keeps each outlet to its own sales, the warehouse to none, and the days to today or before', async () => {
    const content = await xlsxFile([[ladoo.name, '', 1, null]]);
    const other = await upload({ fileName: 'till.xlsx', content }, otherShop);
    expect(other.statusCode).toBe(403);
    const read = await inject('GET', `/api/sales/day?outletId=${outlet}&day=${today}`, otherShop);
    expect(read.statusCode).toBe(403);
    const warehouseTill = await inject('PUT', '/api/sales/day', warehouse, {
      outletId: WAREHOUSE_OUTLET_ID,
      day: today,
      lines: [],
    });
    expect(warehouseTill.statusCode).toBe(400);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const future = await upload({ fileName: 'till.xlsx', content, day: businessDay(tomorrow) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toMatch(/^Day: not after today/);
    // The warehouse keeps every outlet's books.
    const byWarehouse = await upload({ fileName: 'till.xlsx', content }, warehouse);
    expect(byWarehouse.statusCode).toBe(200);
    expect(await onHand(ladoo.id)).toBe(99);
  });

  it('exports the saved day in the upload columns, and the export uploads back unchanged', async () => {
    const res = await inject('GET', `/api/sales/day/export.xlsx?outletId=${outlet}&day=${today}`, shop);
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows).toEqual([[...SALES_FILE_COLUMNS], [ladoo.name, ladoo.variantName, 1]]);
    const moves = await soldMoves();
    const again = await upload({ fileName: 'export.xlsx', content: res.rawPayload.toString('base64') });
    expect(again.statusCode).toBe(200);
    expect(await soldMoves()).toBe(moves);
  });

  it('offers a template with the columns an upload reads', async () => {
    const res = await inject('GET', '/api/sales/template.xlsx', shop);
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows[0]).toEqual([...SALES_FILE_COLUMNS]);
    expect(sheet.rows.some((row) => row[0] === ladoo.name)).toBe(true);
  });
});

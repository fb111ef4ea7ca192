import { addMonths, businessDay, formatMonth, lastDayOfMonth, monthOfDay } from '@kadai/contract';
import { expect, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { withDatabase } from './src/database.ts';
import { createStaffUser, signIn } from './src/staff.ts';
import { readSheet } from './src/xlsx.ts';

// The month before this one: ended, and no other spec dates a move into it.
const MONTH = addMonths(monthOfDay(businessDay()), -1);

/** A supplier of its own with three products, and what the ledger held of them in MONTH. */
async function seedSupplier(suffix: string) {
  const supplierId = `e2e-mill-${suffix}`;
  const supplierName = `E2E Mill ${suffix}`;
  const products = [1, 2, 3].map((n) => ({ id: `${supplierId}-${n}`, name: `E2E Material ${suffix} ${n}` }));
  await withDatabase(async (db) => {
    await db.query(`insert into suppliers (id, name, source) values ($1, $2, 'purchase')`, [
      supplierId,
      supplierName,
    ]);
    for (const product of products) {
      await db.query(
        `insert into products (id, name, variant_name, product_type, source) values ($1, $2, '1 kg', 'Grocery', 'purchase')`,
        [product.id, product.name],
      );
      await db.query('insert into product_suppliers (product_id, supplier_id) values ($1, $2)', [
        product.id,
        supplierId,
      ]);
    }
    // Received during the month, one dated on its last day; the ledger's trigger keeps the balances.
    const moves: [string, string, string][] = [
      [products[0]?.id ?? '', '12.5', `${MONTH}-03`],
      [products[1]?.id ?? '', '4', `${MONTH}-10`],
      [products[2]?.id ?? '', '9', lastDayOfMonth(MONTH)],
    ];
    for (const [productId, quantity, day] of moves) {
      await db.query(
        `insert into stock_moves (product_id, quantity, to_place_id, reason, created_by_name, business_day)
         select $1, $2::numeric, id, 'opening', 'e2e', $3::date from stock_places where outlet_id = 'terraWarehouse'`,
        [productId, quantity, day],
      );
    }
  });
  return { supplierId, supplierName, products };
}

test('the warehouse carries a month over on a phone: prefilled from the ledger, a zero skipped, the month closed', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const suffix = Date.now().toString(36);
  const { supplierName, products } = await seedSupplier(suffix);
  const [flour, sugar, salt] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
  const user = await createStaffUser(request, { role: 'warehouse' });
  await signIn(page, user);

  await page.goto('/customers-outstanding?page=inventory-monthly-carry-over');
  await expect(page.getByRole('heading', { name: 'Monthly Carry-over' })).toBeVisible({ timeout: 30_000 });
  await chooseOption(page, page.getByRole('combobox', { name: 'Month' }), formatMonth(MONTH));
  await chooseOption(page, page.getByRole('combobox', { name: 'Supplier' }), supplierName);

  const quantity = (name: string) => page.getByRole('spinbutton', { name: `${name} 1 kg GODOWN quantity` });
  await expect(quantity(flour.name)).toHaveValue('12.5');
  await expect(quantity(sugar.name)).toHaveValue('4');
  await expect(quantity(salt.name)).toHaveValue('9');

  await quantity(sugar.name).fill('0');
  await quantity(flour.name).fill('11');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Close the month?');
  await expect(dialog).toContainText(`closes ${formatMonth(MONTH)}`);
  await dialog.getByRole('button', { name: 'Save and close the month' }).click();

  // The page reloads: the month is closed, read-only, with who closed it.
  await expect(page.getByText(`${formatMonth(MONTH)} is closed`)).toBeVisible();
  await expect(page.getByText(`Closed by ${user.displayName}`)).toBeVisible();
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const table = page.locator('.ant-table');
  await expect(table).toContainText(flour.name);
  await expect(table).toContainText(salt.name);
  await expect(table).not.toContainText(sugar.name);

  // The books agree: the month's closing is what was counted, the zero row included as 0.
  const closing = await withDatabase(async (db) => {
    const rows = await db.query<{ product_id: string; quantity: string }>(
      `select m.product_id, sum(case when m.to_place_id = p.id then m.quantity else -m.quantity end)::float8::text as quantity
       from stock_moves m join stock_places p on p.outlet_id = 'terraWarehouse'
         and (m.to_place_id = p.id or m.from_place_id = p.id)
       where m.product_id = any($1) and m.business_day <= $2::date group by m.product_id order by m.product_id`,
      [products.map((p) => p.id), lastDayOfMonth(MONTH)],
    );
    return rows.rows;
  });
  expect(closing).toEqual([
    { product_id: flour.id, quantity: '11' },
    { product_id: sugar.id, quantity: '0' },
    { product_id: salt.id, quantity: '9' },
  ]);
});

test('the warehouse issues materials to the kitchen: a numbered note, listed, exported and printable', async ({
  page,
  request,
}) => {
  const suffix = `${Date.now().toString(36)}n`;
  const { products } = await seedSupplier(suffix);
  const [flour] = products as [(typeof products)[0]];
  const user = await createStaffUser(request, { role: 'warehouse' });
  await signIn(page, user);
  await page.goto('/customers-outstanding?page=material-issue-note');
  // The first visit loads the page's code: slow on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Material Issue Note' })).toBeVisible({ timeout: 30_000 });

  await chooseOption(page, page.getByRole('combobox', { name: 'Section', exact: true }), 'KITCHEN');
  await page.getByLabel('Received by').fill(`Selvi ${suffix}`);
  const picker = page.getByRole('combobox', { name: 'Line 1 product' });
  await picker.click();
  await picker.fill(flour.name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: flour.name }).click();
  await page.getByRole('spinbutton', { name: 'Line 1 quantity' }).fill('2.5');
  await page.getByRole('button', { name: 'Save note' }).click();
  const saved = page.getByText(/^MIN\/\d{4}-\d{2}\/\d{5} saved$/);
  await expect(saved).toBeVisible();
  const number = ((await saved.textContent()) ?? '').replace(' saved', '');

  await page.getByRole('searchbox', { name: 'Search notes' }).fill(`Selvi ${suffix}`);
  const row = page.getByRole('row', { name: new RegExp(number.replaceAll('/', '\\/')) });
  await expect(row).toContainText('KITCHEN');
  await expect(row).toContainText(`${flour.name} 1 kg 2.5 packs`);
  await expect(page.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const sheet = await readSheet(await (await download).path());
  expect(sheet.header.slice(0, 4)).toEqual(['Sl', 'Note', 'Date', 'Section']);
  expect(sheet.body).toHaveLength(1);
  expect(sheet.body[0]?.slice(1, 2)).toEqual([number]);

  const pdfHref = await row.getByRole('link', { name: `Print ${number}` }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

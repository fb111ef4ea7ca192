import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { businessDay, formatBusinessDay, SALES_FILE_COLUMNS } from '@kadai/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type TeamProduct, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, receiveInFull, sendToOutlet } from './src/stock.ts';

// Snacks at T.Nagar: no other spec sells or sends there.
const OUTLET = { id: 't-nagar', name: 'T.Nagar' };
const TEAM = 'snacks';

// At the counter, on a phone: the narrowest screen the product serves.
const PHONE_WIDTH = 360;
/** The smallest tap target the page promises. */
const TAP = 44;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true });

/** The height a thumb has to hit: the antd control around an input (its wrapper), or the element. */
async function expectTapTarget(target: Locator) {
  const height = await target.evaluate(
    (el) =>
      (
        el.closest('.ant-select, .ant-input-number, .ant-input-affix-wrapper, .ant-btn') ?? el
      ).getBoundingClientRect().height,
  );
  expect(height).toBeGreaterThanOrEqual(TAP);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'kadai-sales-'));
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The till's export as a real .xlsx file, written by exceljs: the header, then the rows from row 2. */
async function tillExport(name: string, rows: (string | number | null)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow([...SALES_FILE_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  const file = path.join(folder, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

const label = (p: TeamProduct) => `${p.name} ${p.variant}`.trim();

test("an outlet uploads the till's export: a bad row is refused and named, the fixed file is saved and the stock falls; a day chosen stays on reload", async ({
  page,
  request,
}) => {
  const [vadai, murukku] = await untouchedTeamProducts(TEAM);
  if (!vadai || !murukku) throw new Error('need two untouched snacks products');
  const token = await apiToken(request);
  const sent = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: OUTLET.id,
    products: [vadai, murukku],
    sent: [10, 10],
    produce: 20,
  });
  await receiveInFull(request, token, OUTLET.id, sent.lines);
  const held = async (p: TeamProduct) => onHand(request, token, OUTLET.id, p.id);
  const start = { vadai: await held(vadai), murukku: await held(murukku) };

  const seller = await createStaffUser(request, { role: 'outlet', outletId: OUTLET.id });
  await signIn(page, seller);
  await page.goto('/store-terra-product-sales');
  await expect(page).toHaveURL(/outletId=t-nagar/);
  await expect(page.getByRole('heading', { name: 'Store Sales' })).toBeVisible();
  await expect(page.getByText(`${OUTLET.name} ·`)).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${label(vadai)}`)).toBeVisible();
  for (const control of [
    page.getByLabel('Day'),
    page.getByRole('button', { name: 'Choose .xlsx or .csv' }),
    page.getByRole('link', { name: 'Template' }),
    page.getByLabel('Search Item'),
    page.getByLabel(`Quantity of ${label(vadai)}`),
    page.getByLabel(`Sale value of ${label(vadai)}`),
    page.getByRole('button', { name: 'Save sales' }),
  ])
    await expectTapTarget(control);
  await expectNoSidewaysScroll(page);

  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles(
    await tillExport('till-bad.xlsx', [
      [vadai.name, vadai.variant, 3, '150.50'],
      [murukku.name, murukku.variant, 'two', null],
    ]),
  );
  const refusal = page.getByRole('alert').filter({ hasText: 'The file was not saved' });
  await expect(refusal).toContainText('Row 3, Quantity: must be a number above 0');
  await expect(page.getByRole('button', { name: 'Save these sales' })).toHaveCount(0);
  expect(await held(vadai)).toBe(start.vadai);

  await fileInput.setInputFiles(
    await tillExport('till.xlsx', [
      [vadai.name, vadai.variant, 3, '150.50'],
      [murukku.name, murukku.variant, 2, null],
    ]),
  );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('till.xlsx: 2 products');
  await expect(preview).toContainText('₹150.50');
  await expect(refusal).toHaveCount(0);
  await expectTapTarget(preview.getByRole('button', { name: 'Save these sales' }));
  await expectNoSidewaysScroll(page);
  // Nothing is written by the preview.
  expect(await held(vadai)).toBe(start.vadai);
  await preview.getByRole('button', { name: 'Save these sales' }).click();
  await expect(page.getByText('Sales saved!')).toBeVisible();
  await expect(page.getByText(/from till\.xlsx\.$/)).toBeVisible();
  await page.getByLabel('Search Item').fill(vadai.name);
  await expect(page.getByLabel(`Quantity of ${label(vadai)}`)).toHaveValue('3');
  await expect(page.getByLabel(`Sale value of ${label(vadai)}`)).toHaveValue('150.50');

  await expect.poll(() => held(vadai)).toBe(start.vadai - 3);
  expect(await held(murukku)).toBe(start.murukku - 2);

  // Another day is kept in the address: a reload opens that day again, not today.
  const yesterday = businessDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
  await page.getByLabel('Day').fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`[?&]day=${yesterday}`));
  await expect(page.getByText(`${OUTLET.name} · ${formatBusinessDay(yesterday)}`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Day')).toHaveValue(yesterday);
  await expect(page.getByText(`${OUTLET.name} · ${formatBusinessDay(yesterday)}`)).toBeVisible();
  await expect(page).toHaveURL(/outletId=t-nagar/);
});

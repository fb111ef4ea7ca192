import { PLANNING_ABBREVIATIONS } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withDatabase } from './src/database.ts';
import {
  businessDateLabel,
  businessDayToday,
  clickRow,
  expectSelectedCount,
  findPlanningRow,
  openPlanning,
  openPlanningConfirm,
  type PlanningProduct,
  planningRow,
  rowTotal,
  searchItem,
  selectRows,
  setReq,
} from './src/planning.ts';
import { createStaffUser, signIn } from './src/staff.ts';

// This spec plans for the Baking team only: the full-day spec works with Kitchen, and planned
// products leave a team's planning table for the rest of the day, for every spec.
const BAKING = { teamId: 'baking', teamName: 'Baking' };

// Seed figures (apps/server/src/seed/demo-operations.ts); stock never changes with planning.
// Chocolate Muffin 6 pcs: S 24/18/6/13, default Req 0/0/7/6, total 13.
const MUFFIN: PlanningProduct = {
  productId: 'baking-chocolate-muffin-6-pcs',
  search: 'Chocolate Muffin 6 pcs',
};
// Focaccia 1 pc: default Req 0/0/1/9, total 10.
const FOCACCIA: PlanningProduct = { productId: 'baking-focaccia-1-pc', search: 'Focaccia' };
// Dilpasand 4 pcs: default Req only at Adyar (1); set to 0 it has nothing to send.
const DILPASAND: PlanningProduct = { productId: 'baking-dilpasand-4-pcs', search: 'Dilpasand' };
// Banana Bread 500 g: S 14/18/3/7, default Req 0/0/1/1, total 2.
const BANANA_BREAD: PlanningProduct = { productId: 'baking-banana-bread-500-g', search: 'Banana Bread' };
// Blueberry Muffin 6 pcs is short at Adyar (0 in hand, minimum 8): urgent.
const BLUEBERRY_MUFFIN: PlanningProduct = { productId: 'baking-blueberry-muffin-6-pcs', search: 'Blueberry' };

const OUTLET_HEADERS = ['Abhiramapuram', 'Adyar', 'Neelankarai', 'T.Nagar'].flatMap((name) => [
  `${name} S`,
  `${name} Req`,
]);

async function signInAsBaker(page: Page, request: Parameters<typeof createStaffUser>[0]) {
  const baker = await createStaffUser(request, { role: 'production', teamId: 'baking' });
  await signIn(page, baker);
  return baker;
}

/** Products of the team already planned today (they are left out of its planning). */
async function plannedToday(teamId: string): Promise<Set<string>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ product_id: string }>(
      `SELECT DISTINCT product_id FROM product_movements
        WHERE team_id = $1 AND folder_id = 'ready-for-planning' AND business_day = $2::date`,
      [teamId, businessDayToday()],
    );
    return new Set(rows.map((row) => row.product_id));
  });
}

/** The summary's product count ('38 products'). */
async function productCount(page: Page): Promise<number> {
  const text = await page.getByRole('status', { name: 'Planning summary' }).innerText();
  const count = /(\d+) products/.exec(text)?.[1];
  if (!count) throw new Error(`no product count in "${text}"`);
  return Number(count);
}

/** Downloads the sheet of Export as XLS and reads it back: its file name, header and rows by product. */
async function exportSheet(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as XLS' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const values = (rowNumber: number) =>
    Array.from(
      { length: sheet.getRow(rowNumber).cellCount },
      (_, i) => sheet.getRow(rowNumber).getCell(i + 1).value,
    );
  let headerRow = 0;
  sheet.eachRow((row, rowNumber) => {
    if (!headerRow && row.getCell(1).value === 'Sl') headerRow = rowNumber;
  });
  expect(headerRow, 'a header row starting with Sl').toBeGreaterThan(0);
  const header = values(headerRow);
  const rows: Record<string, unknown>[] = [];
  for (let n = headerRow + 1; n <= sheet.rowCount; n += 1) {
    const cells = values(n);
    if (cells.every((cell) => cell === null || cell === undefined)) continue;
    rows.push(Object.fromEntries(header.map((name, i) => [String(name), cells[i] ?? null])));
  }
  return { fileName: file.suggestedFilename(), header, rows };
}

test('a baker plans: search, edit Req, the §5 selection rule, a retried submit that is not doubled', async ({
  page,
  request,
}) => {
  const baker = await signInAsBaker(page, request);
  const batchOrderBefore = await withDatabase(async (db) => {
    const { rows } = await db.query<{ max: number }>(
      `SELECT COALESCE(MAX(batch_order), 0)::int AS max FROM product_movements
        WHERE team_id = 'baking' AND folder_id = 'ready-for-planning' AND business_day = $1::date`,
      [businessDayToday()],
    );
    return rows[0]?.max ?? 0;
  });

  await openPlanning(page, BAKING);
  await expect(page.getByText(`Baking · ${businessDateLabel()}`)).toBeVisible();
  for (const header of ['Product', 'Variant', 'Abhiramapuram', 'T.Nagar', 'Total Req']) {
    await expect(page.locator('.planning-table thead').getByText(header, { exact: true })).toBeVisible();
  }
  // S and Req explained beside the table, the letters kept as the spec writes them.
  await expect(page.getByTestId('planning-legend')).toContainText(`S: ${PLANNING_ABBREVIATIONS.S}`);
  await expect(page.getByTestId('planning-legend')).toContainText(`Req: ${PLANNING_ABBREVIATIONS.Req}`);
  await expect(
    page.locator(`.planning-table thead abbr[title="${PLANNING_ABBREVIATIONS.S}"]`).first(),
  ).toHaveText('S');

  // Search narrows the table by name, variant or type.
  await searchItem(page, 'Muffin');
  await expect(planningRow(page, MUFFIN.productId)).toBeVisible();
  await expect(planningRow(page, BLUEBERRY_MUFFIN.productId)).toBeVisible();
  await expect(planningRow(page, BANANA_BREAD.productId)).toHaveCount(0);

  // Default Req = acceptable − in hand, floored at 0; Total Req follows an edit.
  const muffin = await findPlanningRow(page, MUFFIN);
  await expect(muffin.getByLabel('Neelankarai Req', { exact: true })).toHaveValue('7');
  await expect(muffin.getByLabel('Abhiramapuram Req', { exact: true })).toHaveValue('0');
  await expect(rowTotal(muffin)).toHaveText('13');
  await setReq(page, { ...MUFFIN, outletName: 'Abhiramapuram', value: 5 });
  await expect(rowTotal(muffin)).toHaveText('18');
  await setReq(page, { ...DILPASAND, outletName: 'Adyar', value: 0 });
  await expect(rowTotal(planningRow(page, DILPASAND.productId))).toHaveText('0');

  // Two rows selected with their checkboxes; a row click toggles; clicking the only selected row
  // again clears the selection (operations.md §5).
  await selectRows(page, [MUFFIN, FOCACCIA]);
  await expectSelectedCount(page, 2);
  await clickRow(page, FOCACCIA);
  await expectSelectedCount(page, 1);
  await clickRow(page, MUFFIN);
  await expectSelectedCount(page, 0);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  // The typed plan survived the searches.
  await expect(rowTotal(await findPlanningRow(page, MUFFIN))).toHaveText('18');

  await clickRow(page, MUFFIN);
  await selectRows(page, [FOCACCIA, DILPASAND]);
  await expectSelectedCount(page, 3);

  const dialog = await openPlanningConfirm(page);
  await expect(dialog.getByText('1 selected item has a total of 0 and will not be sent.')).toBeVisible();
  const listed = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0).locator('td')).toHaveText(['1', 'Chocolate Muffin', '6 pcs', '18']);
  await expect(listed.nth(1).locator('td')).toHaveText(['2', 'Focaccia', '1 pc', '10']);

  // The server writes the plan but its answer is lost: the planner sees the failure, keeps the
  // dialog and the typed plans, and the retry carries the same Idempotency-Key.
  let firstKey: string | undefined;
  await page.route(
    '**/dataapi/api/inventory/product-movement/batch/add',
    async (route) => {
      firstKey = route.request().headers()['idempotency-key'];
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Something went wrong!')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(listed.nth(0).locator('td')).toHaveText(['1', 'Chocolate Muffin', '6 pcs', '18']);
  expect(firstKey).toBeTruthy();

  const retried = page.waitForRequest((req) => req.url().includes('product-movement/batch/add'));
  const answer = page.waitForResponse((res) => res.url().includes('product-movement/batch/add'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await retried).headers()['idempotency-key']).toBe(firstKey);
  expect((await (await answer).json()).replayed).toBe(true);
  await expect(page.getByText('Planning Submitted!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The planned products leave the table; the one with nothing to send stays.
  await searchItem(page, MUFFIN.search);
  await expect(page.getByText('No item matches the search')).toBeVisible();
  await expect(planningRow(page, MUFFIN.productId)).toHaveCount(0);
  await searchItem(page, FOCACCIA.search);
  await expect(planningRow(page, FOCACCIA.productId)).toHaveCount(0);
  await findPlanningRow(page, DILPASAND);
  await expectSelectedCount(page, 0);

  // One batch: warehouse totals in ready-for-planning, per-outlet plans in ready-for-transport.
  const written = await withDatabase(async (db) => {
    const { rows } = await db.query<{
      product_id: string;
      folder_id: string;
      sender_outlet_id: string;
      receiver_outlet_id: string;
      quantity: number;
      batch_id: string;
      batch_order: number;
      created_by_name: string;
    }>(
      `SELECT product_id, folder_id, sender_outlet_id, receiver_outlet_id, quantity_sent::float8 AS quantity,
              batch_id, batch_order, created_by_name
         FROM product_movements
        WHERE team_id = 'baking' AND business_day = $1::date AND product_id = ANY($2)
        ORDER BY id`,
      [businessDayToday(), [MUFFIN.productId, FOCACCIA.productId, DILPASAND.productId]],
    );
    return rows;
  });
  expect(
    written.map((r) => `${r.product_id} ${r.folder_id} ${r.receiver_outlet_id} ${r.quantity}`).sort(),
  ).toEqual(
    [
      `${MUFFIN.productId} ready-for-planning terraWarehouse 18`,
      `${FOCACCIA.productId} ready-for-planning terraWarehouse 10`,
      `${MUFFIN.productId} ready-for-transport abhiramapuram 5`,
      `${MUFFIN.productId} ready-for-transport neelankarai 7`,
      `${MUFFIN.productId} ready-for-transport t-nagar 6`,
      `${FOCACCIA.productId} ready-for-transport neelankarai 1`,
      `${FOCACCIA.productId} ready-for-transport t-nagar 9`,
    ].sort(),
  );
  for (const row of written) {
    expect(row.sender_outlet_id).toBe('terraWarehouse');
    expect(row.batch_id).toBe(`${businessDateLabel()}_Baking_planning`);
    expect(row.batch_order).toBe(batchOrderBefore + 1);
    expect(row.created_by_name).toBe(baker.displayName);
  }
});

test('Export as XLS gives every row of the table with the typed plans, named by date and team', async ({
  page,
  request,
}) => {
  await signInAsBaker(page, request);
  await openPlanning(page, BAKING);
  const shown = await productCount(page);
  await setReq(page, { ...BANANA_BREAD, outletName: 'Abhiramapuram', value: 3 });
  await expect(rowTotal(planningRow(page, BANANA_BREAD.productId))).toHaveText('5');

  // The search narrows the screen, not the sheet.
  const sheet = await exportSheet(page);
  expect(sheet.fileName).toBe(`Planning_${businessDateLabel()}_Baking.xlsx`);
  expect(sheet.header).toEqual(['Sl', 'Product', 'Variant', 'Type', ...OUTLET_HEADERS, 'Total Req']);
  expect(sheet.rows).toHaveLength(shown);
  const bread = sheet.rows.find((row) => row.Product === 'Banana Bread' && row.Variant === '500 g');
  expect(bread).toMatchObject({
    Type: 'Bread',
    'Abhiramapuram S': 14,
    'Abhiramapuram Req': 3,
    'Adyar S': 18,
    'Adyar Req': 0,
    'Neelankarai S': 3,
    'Neelankarai Req': 1,
    'T.Nagar S': 7,
    'T.Nagar Req': 1,
    'Total Req': 5,
  });
  // Products planned today are in neither the table nor the sheet.
  const planned = await plannedToday('baking');
  const names = await withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string; variant_name: string }>(
      'SELECT name, variant_name FROM products WHERE id = ANY($1)',
      [[...planned]],
    );
    return rows.map((row) => `${row.name} ${row.variant_name}`);
  });
  const exported = new Set(sheet.rows.map((row) => `${row.Product} ${row.Variant}`));
  for (const name of names) expect(exported.has(name), `${name} was planned today`).toBe(false);
});

test('urgent planning lists exactly the items an outlet holds less of than its minimum', async ({
  page,
  request,
}) => {
  await signInAsBaker(page, request);
  await openPlanning(page, { ...BAKING, urgent: true });
  await expect(page.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(
    page.getByText('lists the items an outlet holds less of than its minimum stock'),
  ).toBeVisible();

  // What the database says is short today (an outlet with a minimum set, non-zero, above its stock),
  // less the products already planned.
  const planned = await plannedToday('baking');
  const short = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; name: string; variant_name: string }>(
      `SELECT DISTINCT p.id, p.name, p.variant_name
         FROM products p
         JOIN product_suppliers ps ON ps.product_id = p.id AND ps.supplier_id = 'terra-own'
         JOIN inventories i ON i.product_id = p.id
         JOIN outlets o ON o.id = i.outlet_id AND o.type = 'outlet'
        WHERE p.team_id = 'baking' AND i.min_stock > 0 AND i.opening_stock < i.min_stock`,
    );
    return rows.filter((row) => !planned.has(row.id));
  });
  expect(short.length).toBeGreaterThan(0);
  expect(await productCount(page)).toBe(short.length);

  // Every visible row is one of them …
  const shortIds = new Set(short.map((row) => row.id));
  const visibleKeys = await page
    .locator('.planning-table [data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
  expect(visibleKeys.length).toBeGreaterThan(0);
  for (const key of visibleKeys) expect(shortIds.has(key ?? ''), `${key} is short`).toBe(true);
  // … and the sheet, which has every row, lists exactly them.
  const sheet = await exportSheet(page);
  expect(sheet.fileName).toBe(`Urgent_Planning_${businessDateLabel()}_Baking.xlsx`);
  expect(sheet.rows.map((row) => `${row.Product} ${row.Variant}`).sort()).toEqual(
    short.map((row) => `${row.name} ${row.variant_name}`).sort(),
  );

  await findPlanningRow(page, BLUEBERRY_MUFFIN);
  await searchItem(page, BANANA_BREAD.search);
  await expect(page.getByText('No item matches the search')).toBeVisible();
});

test('planning is for production staff, each for their own team', async ({ page, request }) => {
  const finance = await createStaffUser(request, { role: 'finance' });
  await signIn(page, finance);
  await page.goto('/planning?teamId=baking&teamName=Baking');
  await expect(page.getByText('Not for your role')).toBeVisible();

  const cook = await createStaffUser(request, { role: 'production', teamId: 'kitchen' });
  await page.context().clearCookies();
  await signIn(page, cook);
  await page.goto('/planning?teamId=baking&teamName=Baking');
  // Said plainly, with the way to the cook's own team (no raw error and a Try again that cannot help).
  await expect(page.getByText('This page belongs to the Baking team.')).toBeVisible();
  await page.getByRole('link', { name: 'Open it for Kitchen' }).click();
  await expect(page).toHaveURL(/\/planning\?teamId=kitchen&teamName=Kitchen$/);
  await expect(page.getByText('Could not load the planning list')).toHaveCount(0);

  // The heading is the team's own name, whatever name the address carries.
  await page.goto('/planning?teamId=kitchen&teamName=Baking');
  await expect(page).toHaveURL(/teamName=Kitchen$/);
  await expect(page.getByText(/^Kitchen · /)).toBeVisible();
  await expect(page.getByText(/^Baking · /)).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the product stays in view while a cook types the last outlet’s Req', async ({ page }) => {
    await signIn(page);
    await openPlanning(page, BAKING);
    // On a phone each product is a card: its name heads the outlets' Req boxes.
    const row = page.locator('.planning-table .row-card').first();
    await expect(row).toBeVisible();
    const name = row.locator('strong').first();
    const lastReq = row.locator('input[aria-label$=" Req"]').last();
    await lastReq.scrollIntoViewIfNeeded();
    await lastReq.fill('3');
    await expect(lastReq).toBeInViewport();
    // The product's name is still on screen beside the last box, and nothing scrolled sideways.
    await expect(name).toBeInViewport({ ratio: 0.9 });
    const box = await name.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  });
});

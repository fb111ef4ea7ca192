import { ORDER_STEP_MEANINGS } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import { openOrderForm, quantityBox } from './src/order-form.ts';
import { apiToken, signIn } from './src/staff.ts';

// This spec's own shelf, last in the catalogue, so no other spec picks (or misses) its items.
const stamp = Date.now().toString(36);
const shelf = {
  category: { id: `e2e-admin-shelf-${stamp}`, n: `Zqxv Admin Shelf ${stamp}`, order: 900_000 },
  subcategory: { id: `e2e-admin-rack-${stamp}`, n: `Zqxv Rack ${stamp}`, column: 'threecolumns' },
};
const item = (name: string) => ({
  name: `Zqxv ${name} ${stamp}`,
  categoryId: shelf.category.id,
  subcategoryId: shelf.subcategory.id,
  pu: 1,
  u: 'pc',
  mrpPaise: 120_00,
});
const toHide = item('Lantern');
const toPrice = item('Kettle');
const toCopy = item('Basket');

test.beforeAll(async ({ request }) => {
  const headers = { authorization: await apiToken(request) };
  const post = async (path: string, data: object) => {
    const res = await request.post(`/api/admin/catalogue/${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
  };
  await post('categories', shelf.category);
  await post('subcategories', { ...shelf.subcategory, categoryId: shelf.category.id });
  for (const [index, body] of [toHide, toPrice, toCopy].entries()) {
    await post('items', { ...body, order: (index + 1) * 11 });
  }
});

// Off the customer's form when done: other specs count and pick what the form shows.
test.afterAll(async ({ request }) => {
  const res = await request.patch(`/api/admin/catalogue/categories/${shelf.category.id}`, {
    headers: { authorization: await apiToken(request) },
    data: { live: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
});

/** The row of an item on /sort, found through the search box. */
async function findRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search items by name' }).fill(name);
  return page.getByRole('row').filter({ hasText: name });
}

/** The quantity box the customer's form shows for one of this spec's items (the label needs no id). */
function quantityOf(page: Page, shown: { name: string; pu: number; u: string; mrpPaise: number }) {
  return quantityBox(page, { id: 0, ...shown });
}

/** The customer's form at / with the search box showing what matches `name`. */
async function searchOrderForm(page: Page, name: string) {
  await openOrderForm(page);
  await page.getByRole('searchbox', { name: 'Search items' }).fill(name);
}

test('hiding an item in /sort takes it off the customer’s order form', async ({ page }) => {
  await searchOrderForm(page, toHide.name);
  await expect(quantityOf(page, toHide)).toBeVisible();

  await signIn(page);
  await page.goto('/sort');
  // What +11 and −11 do, said on the page and not only in a hover tooltip (a phone has none).
  await expect(page.getByTestId('order-step-legend')).toContainText(`+11: ${ORDER_STEP_MEANINGS.raise}`);
  await expect(page.getByTestId('order-step-legend')).toContainText(`−11: ${ORDER_STEP_MEANINGS.lower}`);
  // Through the collapsible panels: the category, then its subcategory.
  await page.getByRole('button', { name: new RegExp(`^${shelf.category.n}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${shelf.subcategory.n}`) }).click();
  const row = page.getByRole('row').filter({ hasText: toHide.name });
  const show = row.getByRole('textbox', { name: `Show of ${toHide.name}` });
  await expect(show).toHaveValue('1');
  await show.fill('0');
  await show.press('Enter');
  await expect(row.getByText('Saved')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  await expect(async () => {
    await searchOrderForm(page, toHide.name);
    await expect(page.getByText(/No items match/)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(quantityOf(page, toHide)).toHaveCount(0);
});

test('an MRP typed in its row is saved on Enter and still there after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/sort');
  let row = await findRow(page, toPrice.name);
  const mrp = row.getByRole('textbox', { name: `MRP of ${toPrice.name}` });
  await expect(mrp).toHaveValue('120.00');

  // A refused value stays as typed, with the reason.
  await mrp.fill('cheap');
  await mrp.press('Enter');
  await expect(row.getByText('MRP: rupees, 0 or more, at most 2 decimals')).toBeVisible();
  await expect(mrp).toHaveValue('cheap');

  await mrp.fill('249.5');
  await mrp.press('Enter');
  await expect(row.getByText('Saved')).toBeVisible();
  await expect(row.getByText('MRP: a number, 0 or more')).toHaveCount(0);

  await page.reload();
  row = await findRow(page, toPrice.name);
  await expect(row.getByRole('textbox', { name: `MRP of ${toPrice.name}` })).toHaveValue('249.50');
  const stored = await withDatabase((db) =>
    db.query<{ mrp_paise: string }>('select mrp_paise from items where name = $1', [toPrice.name]),
  );
  expect(stored.rows.map((r) => Number(r.mrp_paise))).toEqual([249_50]);
});

test('Copy opens a drawer titled New that creates the duplicate', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/sort');
  const row = await findRow(page, toCopy.name);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Copy link of ${toCopy.name}` }).click();
  await expect(page.getByText(`URL copied ${baseURL}/`, { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Copy ${toCopy.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'New' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Name')).toHaveValue(toCopy.name);
  await expect(drawer.getByLabel('MRP')).toHaveValue('120.00');
  const copy = { ...toCopy, name: `${toCopy.name} Large`, pu: 2 };
  await drawer.getByLabel('Name').fill(copy.name);
  await drawer.getByLabel('Pack quantity (pu)').fill('2');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  // Both rows are listed without a reload: the search for the original name finds the copy too.
  await expect(page.getByRole('row').filter({ hasText: toCopy.name })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: copy.name })).toHaveCount(1);

  await expect(async () => {
    await searchOrderForm(page, copy.name);
    await expect(quantityOf(page, copy)).toBeVisible({ timeout: 1000 });
  }).toPass();
});

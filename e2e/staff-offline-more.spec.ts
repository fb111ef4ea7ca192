import { businessDay } from '@kadai/contract';
import { expect, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import {
  addToLog,
  GROCERIES,
  openLog,
  producedBox,
  producedLine,
  submitLog,
  type TeamProduct,
  untouchedTeamProducts,
} from './src/production.ts';
import { listRow } from './src/rows.ts';
import { createStaffUser, signIn } from './src/staff.ts';

// Recount and production log typed in a dead zone (staff-offline.spec.ts has Stock Received).
// Neelankarai has no other recount; Groceries' products are taken from the middle of the untouched.
const OUTLET = { id: 'neelankarai', name: 'Neelankarai' };
const SAVED_ON_PHONE = 'Saved on this phone, will be sent when the network is back';

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;

/** What this counter's open count holds of the product: one row per line written. */
async function countLines(productId: string, countedBy: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ counted: string | null }>(
      `select counted::text as counted from stock_count_lines
        where product_id = $1 and counted_by_name = $2`,
      [productId, countedBy],
    );
    return rows.map((row) => Number(row.counted));
  });
}

/** Today's production entries of the product: one per write. */
async function productionEntries(productId: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ quantity: number }>(
      `select quantity::float as quantity from production_entries
        where product_id = $1 and business_day = $2 and folder_id = 'produced'`,
      [productId, businessDay()],
    );
    return rows.map((row) => row.quantity);
  });
}

test('a recount line typed offline is sent on return, once', async ({ browser, request }) => {
  const [product] = (await untouchedTeamProducts('snacks')).slice(-7, -6);
  if (!product) throw new Error('need an untouched snacks product');
  const counter = await createStaffUser(request, {
    role: 'outlet',
    outletId: OUTLET.id,
    displayName: `Offline counter ${Date.now().toString(36)}`,
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, counter);
  await page.goto(`/stock-recount?outletId=${OUTLET.id}`);
  await expect(page.getByRole('heading', { name: `Stock Recounts for ${OUTLET.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Start count' }).click();
  await expect(page.getByText(`Count begun by ${counter.displayName}`)).toBeVisible();
  await page.getByLabel('Search Item').fill(product.name);
  const box = page.getByLabel(`Actual for ${label(product)}`);

  await context.setOffline(true);
  await box.fill('7');
  await box.press('Enter');
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'waiting for network (1)' })).toBeVisible();
  await expect(box).toHaveValue('7');
  expect(await countLines(product.id, counter.displayName)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting for network/ })).toHaveCount(0);
  await expect(page.getByText(SAVED_ON_PHONE)).toHaveCount(0);
  await expect(box).toHaveValue('7');
  await expect(listRow(page, new RegExp(label(product)))).toContainText(/[+−±]\d/);
  expect(await countLines(product.id, counter.displayName)).toEqual([7]);

  // Leave no open count behind for other specs.
  await page.getByRole('button', { name: 'Discard count' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText('No count is open')).toBeVisible();
  await context.close();
});

test('a production log entry made offline is sent on return, once', async ({ browser, request }) => {
  const [product] = (await untouchedTeamProducts(GROCERIES.teamId)).slice(-6, -5);
  if (!product) throw new Error('need an untouched groceries product');
  const cook = await createStaffUser(request, { role: 'production', teamId: GROCERIES.teamId });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, cook);
  await openLog(page, GROCERIES);
  await addToLog(page, [product]);

  await context.setOffline(true);
  await submitLog(page, [{ product, produced: 4 }]);
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'waiting for network (1)' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(producedBox(page, product)).toHaveValue('4');
  expect(await productionEntries(product.id)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting for network/ })).toHaveCount(0);
  await expect(page.getByText('Production Logged!')).toBeVisible();
  await expect(producedBox(page, product)).toHaveCount(0);
  await expect(producedLine(page, product)).toContainText('4');
  expect(await productionEntries(product.id)).toEqual([4]);
  await context.close();
});

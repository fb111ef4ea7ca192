import { businessDay, recountStockChangedMessage } from '@kadai/contract';
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
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, receiveInFull, sendToOutlet } from './src/stock.ts';

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

test('a recount line typed offline is sent on return, once; one whose stock a delivery moved meanwhile is refused', async ({
  browser,
  request,
}) => {
  const [moved, product] = (await untouchedTeamProducts('snacks')).slice(-8, -6);
  if (!moved || !product) throw new Error('need two untouched snacks products');
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

  // Counted offline against the Stock on screen; a delivery is received before the phone is back.
  const token = await apiToken(request);
  const before = await onHand(request, token, OUTLET.id, moved.id);
  await page.getByLabel('Search Item').fill(moved.name);
  const movedBox = page.getByLabel(`Actual for ${label(moved)}`);
  await context.setOffline(true);
  await movedBox.fill('3');
  await movedBox.press('Enter');
  await expect(page.getByRole('button', { name: 'waiting for network (1)' })).toBeVisible();
  const delivery = await sendToOutlet(request, token, {
    teamId: 'snacks',
    outletId: OUTLET.id,
    products: [moved],
    sent: [4],
  });
  await receiveInFull(request, token, OUTLET.id, delivery.lines);

  await context.setOffline(false);
  const refusal = recountStockChangedMessage(label(moved));
  const notSent = page.getByRole('button', { name: 'not sent (1)' });
  await expect(notSent).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: refusal })).toBeVisible();
  // The refused figure leaves its box, so leaving the box does not send it against the new stock.
  await expect(movedBox).toHaveValue('');
  await notSent.click();
  const panel = page.getByRole('dialog', { name: 'Saves on this phone' });
  const entry = panel.getByTestId('staff-save');
  await expect(entry).toContainText(`Recount — ${label(moved)} at ${OUTLET.name}`);
  await expect(entry).toContainText('Not sent');
  await expect(entry).toContainText(refusal);
  await expect(entry).toContainText(new RegExp(`${label(moved)}: 3 \\w+`));
  // Nothing of it reached the count, and the delivery stands.
  expect(await countLines(moved.id, counter.displayName)).toEqual([]);
  expect(await onHand(request, token, OUTLET.id, moved.id)).toBe(before + 4);
  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByTestId('staff-save')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /not sent/ })).toHaveCount(0);
  expect(await countLines(moved.id, counter.displayName)).toEqual([]);
  // Counted again against the stock the delivery made: taken.
  await expect(listRow(page, new RegExp(label(moved)))).toContainText(String(before + 4));
  await movedBox.fill(String(before + 3));
  await movedBox.press('Enter');
  await expect(listRow(page, new RegExp(label(moved)))).toContainText(/−1 \w+/);
  expect(await countLines(moved.id, counter.displayName)).toEqual([before + 3]);

  // Leave no open count behind for other specs.
  await page.getByRole('button', { name: 'Discard count' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText('No count is open')).toBeVisible();
  expect(await onHand(request, token, OUTLET.id, moved.id)).toBe(before + 4);
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

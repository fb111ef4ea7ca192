import { recountFileName } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { findPlanningRow, openPlanning } from './src/planning.ts';
import { type TeamProduct, untouchedTeamProducts } from './src/production.ts';
import { listRow } from './src/rows.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, receiveInFull, sendToOutlet } from './src/stock.ts';
import { readSheet } from './src/xlsx.ts';

// Baking's products at Abhiramapuram: stock-dispatch.spec.ts sends Kitchen's there, no other spec Baking's.
const OUTLET = { id: 'abhiramapuram', name: 'Abhiramapuram' };
const TEAM = 'baking';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
const row = (page: Page, p: TeamProduct) => listRow(page, new RegExp(label(p)));

/** Types a shelf's count and leaves the box: the figure is saved on the server there and then. */
async function count(page: Page, p: TeamProduct, counted: number) {
  const box = page.getByLabel(`Actual for ${label(p)}`);
  await box.fill(String(counted));
  await box.press('Enter');
  await expect(row(page, p)).not.toContainText('Saving…');
}

test('an outlet recounts on a phone while a delivery is received; what moved is kept, a big gap waits for an admin', async ({
  browser,
  request,
}) => {
  const [kept, topped, missing] = (await untouchedTeamProducts(TEAM)).slice(-3);
  if (!kept || !topped || !missing) throw new Error('need three untouched baking products');
  const token = await apiToken(request);
  const held = async (p: TeamProduct) => onHand(request, token, OUTLET.id, p.id);
  // What the shelves start with (the demo's opening stock and anything before), then a delivery.
  const first = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: OUTLET.id,
    products: [kept, topped],
    sent: [6, 4],
    produce: 20,
  });
  await receiveInFull(request, token, OUTLET.id, first.lines);
  const start = { kept: await held(kept), topped: await held(topped), missing: await held(missing) };

  const counter = await createStaffUser(request, {
    role: 'outlet',
    outletId: OUTLET.id,
    displayName: `செல்வி ${Date.now().toString(36)}`,
  });
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signIn(page, counter);
  await page.goto('/stock-movements-management?page=location-specific&outletId=abhiramapuram');
  await page.getByRole('link', { name: /Stock Recount/ }).click();
  await expect(page).toHaveURL(/\/stock-recount\?outletId=abhiramapuram$/);
  await expect(page.getByRole('heading', { name: 'Stock Recounts for Abhiramapuram' })).toBeVisible();
  await page.getByLabel('Search Item').fill(kept.name);
  await expect(row(page, kept)).toContainText(String(start.kept));
  await expect(page.getByLabel(`Actual for ${label(kept)}`)).toBeDisabled();
  await page.getByLabel('Search Item').fill('');
  await page.getByRole('button', { name: 'Start count' }).click();
  await expect(page.getByText(`Count begun by ${counter.displayName}`)).toBeVisible();

  // A delivery lands after the count began and before the shelf is counted: the counter sees it.
  const second = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: OUTLET.id,
    products: [kept],
    sent: [3],
    produce: 0,
  });
  await receiveInFull(request, token, OUTLET.id, second.lines);
  await page.reload();
  await page.getByLabel('Search Item').fill(kept.name);
  await expect(row(page, kept)).toContainText(String(start.kept + 3));
  // One is missing from the shelf.
  await count(page, kept, start.kept + 2);
  await expect(row(page, kept)).toContainText(/−1 (pc|pack)/);

  await page.getByLabel('Search Item').fill(topped.name);
  await count(page, topped, start.topped);
  await expect(row(page, topped)).toContainText(/±0 (pc|packs)/);
  // A delivery after the shelf was counted: not in the count, and it must stay.
  const third = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: OUTLET.id,
    products: [topped],
    sent: [2],
    produce: 0,
  });
  await receiveInFull(request, token, OUTLET.id, third.lines);

  // Fifteen found where the books hold none: above the threshold of 10.
  await page.getByLabel('Search Item').fill(missing.name);
  await count(page, missing, start.missing + 15);
  await expect(row(page, missing)).toContainText('needs approval');

  // Nothing of it lives in the browser: cleared storage, a reload, and every figure is there.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  await page.getByLabel('Search Item').fill(kept.name);
  await expect(page.getByLabel(`Actual for ${label(kept)}`)).toHaveValue(String(start.kept + 2));
  await page.getByLabel('Search Item').fill('');

  // The list as a sheet, '{outlet}_Recount', read back from the file the browser saved.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(recountFileName(OUTLET.name));
  const sheet = await readSheet(await download.path());
  expect(sheet.header).toEqual(['Sl', 'Product', 'Variant', 'Product Type', 'Stock', 'Actual', 'Unit']);
  const exported = sheet.body.find((r) => r[1] === kept.name && r[2] === kept.variant);
  expect(exported?.slice(4, 6)).toEqual([start.kept + 3, start.kept + 2]);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the count for Abhiramapuram?' });
  await expect(dialog).toContainText('3 products counted');
  await expect(dialog).toContainText("1 above 10 will wait for an admin's approval");
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Recount Submitted!')).toBeVisible();
  await expect(
    page.getByText("1 difference posted to the stock. 1 matched the books. 1 waits for an admin's approval."),
  ).toBeVisible();
  await expect(page.getByText('No count is open')).toBeVisible();
  expect(await held(kept)).toBe(start.kept + 2);
  expect(await held(topped)).toBe(start.topped + 2);
  expect(await held(missing)).toBe(start.missing);
  await expect(page.getByRole('heading', { name: 'Awaiting approval' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${label(missing)}` })).toHaveCount(0);
  await page.context().close();

  // An admin approves the big one from the same page, at a desk.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(admin);
  await admin.goto('/stock-recount?outletId=abhiramapuram');
  const waiting = row(admin, missing).filter({ hasText: counter.displayName });
  await expect(waiting).toContainText(/\+15 (pc|packs)/);
  await waiting.getByRole('button', { name: `Approve ${label(missing)}` }).click();
  await expect(waiting).toHaveCount(0);
  expect(await held(missing)).toBe(start.missing + 15);

  // Planning starts from the stock as it now stands: the S column reads the same ledger.
  await openPlanning(admin, { teamId: TEAM, teamName: 'Baking' });
  const planned = await findPlanningRow(admin, { productId: missing.id, search: label(missing) });
  // The table is virtual (its cells are not td): S is the cell just before the outlet's Req.
  const reqCell = planned.locator('.ant-table-cell', {
    has: admin.getByLabel(`${OUTLET.name} Req`, { exact: true }),
  });
  await expect(reqCell.locator('xpath=preceding-sibling::*[1]')).toHaveText(String(start.missing + 15));
  await admin.context().close();
});

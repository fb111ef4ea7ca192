import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { findPlanningRow, openPlanning, selectRows, setReq, submitPlanning } from './src/planning.ts';
import {
  logProduction,
  type ProductionTeam,
  type TeamProduct,
  teamPath,
  untouchedTeamProducts,
} from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, receiveInFull, sendToOutlet } from './src/stock.ts';

// One day of Baking across roles, in the browser: plan, produce, dispatch to Adyar and T.Nagar,
// receive with a shortfall, settle the dispute, recount while a delivery lands. Other specs plan
// Baking too (planning.spec.ts, stock-recount.spec.ts): their dispatch cells are set to 0 here.
const BAKING: ProductionTeam = { teamId: 'baking', teamName: 'Baking' };
const ADYAR = { id: 'adyar', name: 'Adyar' };
const T_NAGAR = { id: 't-nagar', name: 'T.Nagar' };

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
const row = (page: Page, p: TeamProduct) => page.getByRole('row', { name: new RegExp(label(p)) });
const newPage = async (page: Page) =>
  (await page.context().browser()?.newContext())?.newPage() as Promise<Page>;

/** Confirms a saved dispatch on Daily Dispatch Confirm with a driver and a van added from the dialog. */
async function confirmWith(page: Page, outletName: string, driver: string, van: string) {
  const block: Locator = page.locator('.ant-card', {
    has: page.getByText(new RegExp(`^D\\d+ Dispatch for ${outletName.replace('.', '\\.')}$`)),
  });
  await block.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^D\\d+ Dispatch for ${outletName.replace('.', '\\.')}$`),
  });
  await dialog.getByRole('button', { name: 'Add a driver' }).click();
  await dialog.getByLabel("New driver's name").fill(driver);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add a vehicle' }).click();
  await dialog.getByLabel('New vehicle number').fill(van);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatch Submitted!').first()).toBeVisible();
  await expect(block).toContainText(driver);
}

test('a day of stock across roles: plan, produce, dispatch, receive short, settle, recount', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [bread, buns] = (await untouchedTeamProducts(BAKING.teamId)).slice(-6, -4);
  if (!bread || !buns) throw new Error('need two untouched baking products');
  const token = await apiToken(request);
  const suffix = Date.now().toString(36);
  const start = {
    bread: await onHand(request, token, ADYAR.id, bread.id),
    buns: await onHand(request, token, ADYAR.id, buns.id),
  };

  // 1. The planner plans Adyar and T.Nagar, and logs what the bakery made.
  await signIn(page, await createStaffUser(request, { role: 'production', teamId: BAKING.teamId }));
  await openPlanning(page, BAKING);
  const breadRow = { productId: bread.id, search: label(bread) };
  const bunsRow = { productId: buns.id, search: label(buns) };
  // Only this spec's outlets: every other Req box of these two rows goes to 0 first.
  for (const product of [breadRow, bunsRow]) {
    const planned = await findPlanningRow(page, product);
    for (const box of await planned.locator('input[aria-label$=" Req"]').all()) await box.fill('0');
  }
  await setReq(page, { ...breadRow, outletName: ADYAR.name, value: 4 });
  await setReq(page, { ...breadRow, outletName: T_NAGAR.name, value: 2 });
  await setReq(page, { ...bunsRow, outletName: ADYAR.name, value: 3 });
  await selectRows(page, [breadRow, bunsRow]);
  await submitPlanning(page);
  await logProduction(page, BAKING, [
    { product: bread, produced: 10 },
    { product: buns, produced: 5 },
  ]);

  // Browser storage cleared midway: everything so far is on the server.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // 2. The warehouse dispatches both outlets from the grid, each with its own driver and van.
  const keeper = await newPage(page);
  await signIn(keeper, await createStaffUser(request, { role: 'warehouse' }));
  await keeper.goto(`${teamPath('/daily-dispatch', BAKING)}&view=all`);
  const cellOf = (outletName: string, p: TeamProduct) =>
    keeper.getByLabel(`${outletName} Total Sent for ${label(p)}`, { exact: true });
  await expect(cellOf(ADYAR.name, bread)).toHaveValue('4');
  await expect(cellOf(T_NAGAR.name, bread)).toHaveValue('2');
  await expect(cellOf(ADYAR.name, buns)).toHaveValue('3');
  for (const input of await keeper.locator('input[aria-label*=" Total Sent for "]').all()) {
    const name = (await input.getAttribute('aria-label')) ?? '';
    const mine = [bread, buns].some((p) => name.endsWith(`Total Sent for ${label(p)}`));
    if (!mine && (await input.inputValue()) !== '') await input.fill('0');
  }
  await keeper.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(keeper.getByText('Dispatch Created!')).toBeVisible();
  await confirmWith(keeper, ADYAR.name, `கண்ணன் ${suffix}`, `TN 07 DY ${suffix.slice(-4).toUpperCase()}`);
  await confirmWith(keeper, T_NAGAR.name, `ராஜா ${suffix}`, `TN 07 DZ ${suffix.slice(-4).toUpperCase()}`);

  // 3. Adyar receives: one bread short, a dispute opens.
  const shop = await newPage(page);
  await signIn(shop, await createStaffUser(request, { role: 'outlet', outletId: ADYAR.id }));
  await shop.goto('/stock-received');
  await row(shop, bread)
    .getByLabel(`Actual Received for ${label(bread)}`)
    .fill('3');
  await chooseOption(shop, row(shop, bread).getByLabel(`Reason for ${label(bread)}`), 'Short');
  await shop.getByRole('button', { name: 'Confirm', exact: true }).click();
  await shop.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(shop.getByText('Received Items Updated!')).toBeVisible();
  await expect(shop.getByText(/1 difference opened a dispute/)).toBeVisible();

  // 4. The warehouse writes the missing bread off.
  await keeper.goto('/dispute-report');
  await keeper.getByLabel('Search disputes').fill(bread.name);
  await row(keeper, bread)
    .getByRole('button', { name: /^Settle/ })
    .click();
  const settle = keeper.getByRole('dialog', { name: new RegExp(`Settle: ${label(bread)}`) });
  await settle.getByLabel('Written off').check();
  await settle.getByLabel('Note').fill('Crushed in the van');
  await settle.getByRole('button', { name: 'Settle' }).click();
  await expect(keeper.getByText('Dispute settled')).toBeVisible();

  // 5. Adyar recounts while another delivery of buns is received.
  await shop.goto('/stock-recount');
  await expect(shop.getByRole('heading', { name: 'Stock Recounts for Adyar' })).toBeVisible();
  await shop.getByRole('button', { name: 'Start count' }).click();
  await expect(shop.getByText(/Count begun by/)).toBeVisible();
  const count = async (p: TeamProduct, counted: number) => {
    await shop.getByLabel('Search Item').fill(p.name);
    const box = shop.getByLabel(`Actual for ${label(p)}`);
    await box.fill(String(counted));
    await box.press('Enter');
    await expect(row(shop, p)).toContainText(/[+−±]\d/);
  };
  await count(bread, start.bread + 3);
  const more = await sendToOutlet(request, token, {
    teamId: BAKING.teamId,
    outletId: ADYAR.id,
    products: [buns],
    sent: [2],
    produce: 0,
  });
  await receiveInFull(request, token, ADYAR.id, more.lines);
  await shop.reload();
  // The shelf holds the delivery too, but one bun is gone.
  await count(buns, start.buns + 3 + 2 - 1);
  await shop.getByRole('button', { name: 'Submit', exact: true }).click();
  await shop.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(shop.getByText('Recount Submitted!')).toBeVisible();
  await expect(shop.getByText('1 difference posted to the stock. 1 matched the books.')).toBeVisible();

  // 6. The stock planning starts from tomorrow: what the ledger holds now, read as planning reads it.
  expect(await onHand(request, token, ADYAR.id, bread.id)).toBe(start.bread + 3);
  expect(await onHand(request, token, ADYAR.id, buns.id)).toBe(start.buns + 4);
  const planningReads = await request.post(
    '/dataapi/api/common/approved-queries/inventories-by-supplier-id',
    {
      headers: { authorization: token },
      data: {
        teamId: BAKING.teamId,
        supplierId: await bakingSupplier(request, token, bread.id),
        limit: 10000,
      },
    },
  );
  expect(planningReads.status(), await planningReads.text()).toBe(200);
  const rows: { productId: string; outletId: string; openingStock: number }[] = await planningReads.json();
  const s = (p: TeamProduct) =>
    rows.find((r) => r.productId === p.id && r.outletId === ADYAR.id)?.openingStock;
  expect([s(bread), s(buns)]).toEqual([start.bread + 3, start.buns + 4]);
});

async function bakingSupplier(request: APIRequestContext, token: string, productId: string) {
  const res = await request.get(`/dataapi/api/common/find/suppliers/by/product/${productId}`, {
    headers: { authorization: token },
  });
  expect(res.status(), await res.text()).toBe(200);
  const [supplier] = (await res.json()) as { id: string }[];
  if (!supplier) throw new Error(`no supplier for ${productId}`);
  return supplier.id;
}

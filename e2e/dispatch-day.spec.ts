import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { postPlan, type TeamProduct, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';

// Snacks to Adyar and T.Nagar: this spec's alone (stock-received.spec.ts sends snacks to Neelankarai).
const SNACKS = { teamId: 'snacks', teamName: 'Snacks' };
const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
/** A table row naming the product and its variant (products share names across variants). */
const rowName = (p: TeamProduct) => new RegExp(`${label(p).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

async function openMenu(page: Page, entry: string) {
  await page.getByRole('complementary').getByRole('link', { name: entry, exact: true }).click();
}

test('the warehouse dispatches today’s plan with a driver and a vehicle, and follows the vans', async ({
  page,
  request,
}) => {
  const [first, second] = await untouchedTeamProducts(SNACKS.teamId);
  if (!first || !second) throw new Error('need two untouched snacks products');
  await postPlan(request, {
    team: SNACKS,
    plan: [
      { product: first, outlets: { adyar: 5, 't-nagar': 3 } },
      { product: second, outlets: { adyar: 2 } },
    ],
  });
  const logged = await request.post('/dataapi/api/inventory/production/batch/add', {
    headers: { authorization: await apiToken(request) },
    data: [first, second].map((p) => ({
      product_id: p.id,
      name: p.name,
      unit: 'kg',
      quantity: 20,
      folder_id: 'produced',
      batch_id: 'dispatch-day',
      batch_order: 1,
    })),
  });
  expect(logged.status(), await logged.text()).toBe(201);

  const keeper = await createStaffUser(request, { role: 'warehouse' });
  await signIn(page, keeper);

  // From the side menu there is no team: the page asks for one, then for the outlet.
  await openMenu(page, 'Dispatch Stage');
  // The gate gives way to the page once a team is chosen, so the pick is not checked on the select.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Team' }).click({ timeout: 2_000 });
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Snacks' }).click({
      timeout: 2_000,
    });
    await expect(page).toHaveURL(/teamId=snacks&teamName=Snacks/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Daily Dispatch' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Select Outlet' }), 'Adyar');
  const firstRow = page.getByRole('row', { name: rowName(first) });
  await expect(firstRow).toContainText('5');
  await expect(
    page.getByLabel('Batches Involved', { exact: true }).locator('..').locator('..'),
  ).toContainText('Snacks');
  const sent = page.getByLabel(`Total Sent for ${label(first)}`);
  await expect(sent).toHaveValue('5');
  await sent.fill('4');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Dispatch Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-dispatch-confirm\?teamId=snacks&teamName=Snacks$/);
  // This spec's card: other specs send snacks to Adyar too, whose cards stand beside it.
  const adyar = page
    .locator('.ant-card', { has: page.getByText(/^D\d+ Dispatch for Adyar$/) })
    .filter({ has: page.getByRole('row', { name: rowName(first) }) });
  await expect(adyar).toContainText(label(first).split(' ')[0] as string);

  // Saved on the server: a cleared browser still has it.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  await expect(adyar).toBeVisible();
  await expect(adyar.getByRole('row', { name: rowName(first) })).toContainText('4');

  // Confirm asks for the driver first, then the vehicle; a new driver is added from the dialog.
  await adyar.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/D\d+ Dispatch for Adyar/);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toContainText('Please choose a driver');
  await expect(dialog).not.toContainText('Please choose a vehicle');
  const driverName = `செல்வம் ${Date.now().toString(36)}`;
  await dialog.getByRole('button', { name: 'Add a driver' }).click();
  await dialog.getByLabel("New driver's name").fill(driverName);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog.getByLabel("Driver's Name").locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
  ).toContainText(driverName);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toContainText('Please choose a vehicle');
  await chooseOption(page, dialog.getByLabel('Vehicle Number'), 'TN 07 CX 4521', { search: true });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatch Submitted!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const onTheWay = page.locator('.ant-card', { hasText: driverName });
  await expect(onTheWay).toContainText('TN 07 CX 4521');
  await expect(onTheWay).toContainText('dispatched');

  // The next outlet: the same driver in another van is shown busy and cannot be chosen.
  await page.goto('/daily-dispatch?teamId=snacks&teamName=Snacks&edit=t-nagar');
  await expect(page.getByLabel(`Total Sent for ${label(first)}`)).toHaveValue('3');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/daily-dispatch-confirm/);
  const tNagar = page.locator('.ant-card', { has: page.getByText(/^D\d+ Dispatch for T\.Nagar$/) }).last();
  await tNagar.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByLabel("Driver's Name").click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled', { hasText: driverName }),
  ).toContainText('on trip T');
  await dialog.getByLabel("Driver's Name").press('Escape');
  await chooseOption(page, dialog.getByLabel("Driver's Name"), 'Karthik', { search: true });
  await chooseOption(page, dialog.getByLabel('Vehicle Number'), 'TN 22 BK 0909', { search: true });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatch Submitted!')).toBeVisible();

  // Transport: both vans on the road, with what each carries.
  await openMenu(page, 'Stocks Dispatch (Transport)');
  await expect(page.getByRole('heading', { name: 'Stocks Dispatch (Transport)' })).toBeVisible();
  const van = page.locator('.ant-card', { hasText: driverName });
  await expect(van).toContainText('TN 07 CX 4521');
  await expect(van).toContainText('→ Adyar (Snacks)');
  await expect(van.getByRole('row', { name: rowName(first) })).toContainText('4');
  await expect(page.locator('.ant-card', { hasText: 'TN 22 BK 0909' })).toContainText('→ T.Nagar (Snacks)');

  // Realtime inventory: 20 produced, 4 and 3 sent; the number opens the moves behind it.
  await openMenu(page, 'Realtime Inventory');
  await page.getByLabel('Search products').fill(`${first.name} ${first.variant}`);
  const stock = page.getByRole('row', { name: rowName(first) });
  await stock.getByRole('button', { name: /at Warehouse/ }).click();
  const drawer = page.locator('.ant-drawer', { hasText: 'at Warehouse' });
  await expect(drawer.getByRole('row', { name: /D\d+ to Adyar/ })).toContainText('Dispatched');
  await expect(drawer.getByRole('row', { name: /D\d+ to T\.Nagar/ })).toContainText('−3');
  await expect(drawer.getByRole('row', { name: /Production Log/ })).toContainText('+20');
});

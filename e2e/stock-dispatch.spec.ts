import { businessDay, type DispatchPlan, planningBatchId } from '@kadai/contract';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import {
  type ProductionTeam,
  postPlan,
  type TeamProduct,
  teamPath,
  untouchedTeamProducts,
} from './src/production.ts';
import { apiToken, signIn } from './src/staff.ts';

// Kitchen to Adyar and Abhiramapuram, on a phone: dispatch-day.spec.ts drives Snacks on a desktop.
// production-day.spec.ts plans Kitchen too, so this spec only sends its own products and zeroes the rest.
const KITCHEN: ProductionTeam = { teamId: 'kitchen', teamName: 'Kitchen' };
const ADYAR = { id: 'adyar', name: 'Adyar' };
const ABHIRAMAPURAM = { id: 'abhiramapuram', name: 'Abhiramapuram' };
const PHONE_WIDTH = 375;
/** The smallest tap target the dispatch pages promise. */
const TAP = 44;

test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true });

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
const totalSent = (page: Page, p: TeamProduct) =>
  page.getByLabel(`Total Sent for ${label(p)}`, { exact: true });
const planRow = (page: Page, p: TeamProduct) => page.locator('tr.ant-table-row', { has: totalSent(page, p) });
/** A quantity as the tables write it, with its unit: '4 pc', '1 pack'. */
const quantity = (q: number) => new RegExp(`^${String(q).replace('.', '\\.')} \\S+$`);

/** A product's line in a dispatch block (name and variant cells). */
function blockLine(block: Locator, p: TeamProduct): Locator {
  const page = block.page();
  return block
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: p.name, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: p.variant, exact: true }) });
}

/** Total Sent, the last column of a dispatch block's line. */
const sentCell = (block: Locator, p: TeamProduct) => blockLine(block, p).locator('td').last();

function block(page: Page, outletName: string): Locator {
  return page.locator('.ant-card', {
    has: page.getByText(new RegExp(`^D\\d+ Dispatch for ${outletName.replace('.', '\\.')}$`)),
  });
}

/** The antd Select around a combobox: what it shows, and the box a thumb has to hit. */
function selectOf(combobox: Locator): Locator {
  return combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
}

async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(TAP);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function warehouseHolds(request: APIRequestContext, token: string, product: TeamProduct) {
  const res = await request.get(`/api/stock/dispatch-plan?teamId=${KITCHEN.teamId}&outletId=${ADYAR.id}`, {
    headers: { authorization: token },
  });
  expect(res.status(), await res.text()).toBe(200);
  const plan: DispatchPlan = await res.json();
  const line = plan.lines.find((l) => l.productId === product.id);
  if (!line) throw new Error(`${label(product)} is not on the Adyar plan`);
  return line.warehouseOnHand;
}

/** Daily Dispatch for an outlet with only `sent` going: every other planned line (another spec's) set to 0. */
async function sendOnly(page: Page, sent: ReadonlyArray<{ product: TeamProduct; quantity: number }>) {
  const first = sent[0];
  if (!first) throw new Error('nothing to send');
  await expect(totalSent(page, first.product)).toBeVisible();
  for (const box of await page.getByRole('spinbutton', { name: /^Total Sent for / }).all())
    await box.fill('0');
  for (const { product, quantity } of sent) await totalSent(page, product).fill(String(quantity));
}

test('on a phone the warehouse dispatches Kitchen’s plan to two outlets with a driver and a vehicle', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [soup, rice] = (await untouchedTeamProducts(KITCHEN.teamId)).slice(-2);
  if (!soup || !rice) throw new Error('need two untouched kitchen products');
  const token = await apiToken(request);
  const suffix = Date.now().toString(36);

  // The morning: today's plan for both outlets, then production logged into the warehouse.
  await postPlan(request, {
    team: KITCHEN,
    plan: [
      { product: soup, outlets: { [ADYAR.id]: 5, [ABHIRAMAPURAM.id]: 3 } },
      { product: rice, outlets: { [ADYAR.id]: 2, [ABHIRAMAPURAM.id]: 4 } },
    ],
  });
  const logged = await request.post('/dataapi/api/inventory/production/batch/add', {
    headers: { authorization: token },
    data: [soup, rice].map((p) => ({
      product_id: p.id,
      name: p.name,
      unit: 'kg',
      quantity: 20,
      folder_id: 'produced',
      batch_id: 'stock-dispatch',
      batch_order: 1,
    })),
  });
  expect(logged.status(), await logged.text()).toBe(201);
  // Vans of this spec's own: the demo's are on dispatch-day.spec.ts's trips by now.
  const plate = suffix.slice(-4).toUpperCase();
  const vans = [`TN 11 K ${plate}`, `TN 12 K ${plate}`] as const;
  for (const number of vans) {
    const res = await request.post('/api/stock/vehicles', {
      headers: { authorization: token },
      data: { number },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const soupHeld = await warehouseHolds(request, token, soup);

  await signIn(page);

  // 1. Daily Dispatch for Adyar: the plan's quantities, what the warehouse holds, and a warning above it.
  await page.goto(teamPath('/daily-dispatch', KITCHEN));
  await expect(page.getByRole('heading', { name: 'Daily Dispatch' })).toBeVisible();
  const outletSelect = page.getByRole('combobox', { name: 'Select Outlet' });
  await chooseOption(page, outletSelect, ADYAR.name);
  await expect(page).toHaveURL(/[?&]edit=adyar\b/);
  await expect(totalSent(page, soup)).toHaveValue('5');
  await expect(totalSent(page, rice)).toHaveValue('2');
  await expect(selectOf(page.getByLabel('Batches Involved', { exact: true }))).toContainText(
    planningBatchId(businessDay(), KITCHEN.teamName),
  );
  // The last column: what the warehouse holds.
  await expect(planRow(page, soup).locator('td').last()).toHaveText(quantity(soupHeld));

  // Nothing to send: the contract's words, and the page stays.
  await sendOnly(page, [{ product: soup, quantity: 0 }]);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Total Sent: please send at least one product')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-dispatch\?/);

  await totalSent(page, soup).fill(String(soupHeld + 1));
  await expect(planRow(page, soup)).toContainText(`The warehouse holds ${soupHeld}`);
  await totalSent(page, soup).fill('4');
  await expect(planRow(page, soup)).not.toContainText('The warehouse holds');

  // The phone: the page never scrolls sideways, the table does, and the controls take a thumb.
  await expectNoSidewaysScroll(page);
  const heldHeader = page.getByRole('columnheader', { name: 'In the warehouse' });
  await heldHeader.scrollIntoViewIfNeeded();
  await expect(heldHeader).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectTapTarget(page.getByRole('button', { name: 'Submit', exact: true }));
  await expectTapTarget(selectOf(outletSelect));
  // The bordered box around the number is what a thumb hits, not the text inside it.
  await expectTapTarget(
    totalSent(page, soup).locator('xpath=ancestor::*[contains(@class,"ant-input-number")][last()]'),
  );

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Dispatch Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-dispatch-confirm\?teamId=kitchen&teamName=Kitchen$/);
  await expect(page.getByRole('heading', { name: 'Daily Dispatch Confirm' })).toBeVisible();
  const adyar = block(page, ADYAR.name);
  await expect(sentCell(adyar, soup)).toHaveText(quantity(4));
  // A line of 0 stays out of the dispatch.
  await expect(blockLine(adyar, rice)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // 2. Back to Edit: the saved quantities come back, and saving again replaces the dispatch.
  await adyar.getByRole('button', { name: 'Back to Edit' }).click();
  await expect(page).toHaveURL(/\/daily-dispatch\?teamId=kitchen&teamName=Kitchen&edit=adyar$/);
  await expect(selectOf(outletSelect)).toContainText(ADYAR.name);
  await expect(totalSent(page, soup)).toHaveValue('4');
  await sendOnly(page, [
    { product: soup, quantity: 4 },
    { product: rice, quantity: 1 },
  ]);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/daily-dispatch-confirm\?/);
  await expect(adyar).toHaveCount(1);
  await expect(sentCell(adyar, rice)).toHaveText(quantity(1));
  await expect(sentCell(adyar, soup)).toHaveText(quantity(4));

  // 3. Confirm: the driver is asked first, then the vehicle; the driver is added from the dialog.
  await adyar.getByRole('button', { name: 'Submit', exact: true }).click();
  const adyarDialog = page.getByRole('dialog', { name: /^D\d+ Dispatch for Adyar$/ });
  await expectTapTarget(adyarDialog.getByRole('button', { name: 'OK' }));
  await adyarDialog.getByRole('button', { name: 'OK' }).click();
  await expect(adyarDialog).toContainText('Please choose a driver');
  await expect(adyarDialog).not.toContainText('Please choose a vehicle');
  const driver = `செல்வம் ${suffix}`;
  await adyarDialog.getByRole('button', { name: 'Add a driver' }).click();
  await adyarDialog.getByLabel("New driver's name").fill(driver);
  await adyarDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(selectOf(adyarDialog.getByLabel("Driver's Name"))).toContainText(driver);
  await adyarDialog.getByRole('button', { name: 'OK' }).click();
  await expect(adyarDialog).toContainText('Please choose a vehicle');
  await expect(adyarDialog).not.toContainText('Please choose a driver');
  await chooseOption(page, adyarDialog.getByLabel('Vehicle Number'), vans[0], { search: true });
  await adyarDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatch Submitted!')).toBeVisible();
  await expect(adyarDialog).toHaveCount(0);
  await expect(adyar).toContainText(driver);
  await expect(adyar).toContainText(vans[0]);
  await expect(adyar).toContainText('dispatched');
  await expect(adyar.getByRole('button')).toHaveCount(0);

  // 4. Abhiramapuram, more than the warehouse still holds: saved with a warning, refused on confirm.
  const soupLeft = soupHeld - 4;
  await page.goto(teamPath('/daily-dispatch', KITCHEN));
  await chooseOption(page, outletSelect, ABHIRAMAPURAM.name);
  await expect(totalSent(page, soup)).toHaveValue('3');
  await sendOnly(page, [{ product: soup, quantity: soupLeft + 1 }]);
  await expect(planRow(page, soup)).toContainText(`The warehouse holds ${soupLeft}`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Dispatch Created!')).toBeVisible();
  const abhiramapuram = block(page, ABHIRAMAPURAM.name);
  await abhiramapuram.getByRole('button', { name: 'Submit', exact: true }).click();
  const abhiramapuramDialog = page.getByRole('dialog', { name: /^D\d+ Dispatch for Abhiramapuram$/ });
  const driverSelect = abhiramapuramDialog.getByLabel("Driver's Name");

  // The driver on the Adyar van is shown on that trip and cannot be chosen; nor added twice.
  await driverSelect.click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled', { hasText: driver }),
  ).toContainText('on trip T');
  await driverSelect.press('Escape');
  await abhiramapuramDialog.getByRole('button', { name: 'Add a driver' }).click();
  await abhiramapuramDialog.getByLabel("New driver's name").fill(driver);
  await abhiramapuramDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(abhiramapuramDialog).toContainText(`"${driver}" is already on the list`);
  const secondDriver = `முருகன் ${suffix}`;
  await abhiramapuramDialog.getByLabel("New driver's name").fill(secondDriver);
  await abhiramapuramDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(selectOf(driverSelect)).toContainText(secondDriver);
  await chooseOption(page, abhiramapuramDialog.getByLabel('Vehicle Number'), vans[1], { search: true });
  await abhiramapuramDialog.getByRole('button', { name: 'OK' }).click();
  await expect(abhiramapuramDialog.locator('.ant-alert')).toContainText(
    `${label(soup).trim()}: ${soupLeft + 1} to send, the warehouse holds ${soupLeft}`,
  );
  await abhiramapuramDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(abhiramapuramDialog).toHaveCount(0);

  // 5. Delete Dispatch, then a dispatch the warehouse can send, on the other van.
  await abhiramapuram.getByRole('button', { name: 'Delete Dispatch' }).click();
  const sure = page.locator('.ant-popconfirm', { hasText: /Delete D\d+ Dispatch for Abhiramapuram\?/ });
  await expectTapTarget(sure.getByRole('button', { name: 'Delete', exact: true }));
  await sure.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(abhiramapuram).toHaveCount(0);
  await page.goto(`${teamPath('/daily-dispatch', KITCHEN)}&edit=${ABHIRAMAPURAM.id}`);
  await expect(totalSent(page, soup)).toHaveValue('3');
  await sendOnly(page, [
    { product: soup, quantity: 3 },
    { product: rice, quantity: 4 },
  ]);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Dispatch Created!')).toBeVisible();
  await abhiramapuram.getByRole('button', { name: 'Submit', exact: true }).click();
  await driverSelect.click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option-disabled', { hasText: driver }),
  ).toContainText('on trip T');
  await driverSelect.press('Escape');
  await chooseOption(page, driverSelect, secondDriver, { search: true });
  await chooseOption(page, abhiramapuramDialog.getByLabel('Vehicle Number'), vans[1], { search: true });
  await abhiramapuramDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Dispatch Submitted!')).toBeVisible();
  await expect(abhiramapuram).toContainText(secondDriver);
  await expect(abhiramapuram).toContainText(vans[1]);
  await expect(sentCell(abhiramapuram, soup)).toHaveText(quantity(3));
  await expect(sentCell(abhiramapuram, rice)).toHaveText(quantity(4));
  await expect(abhiramapuram.getByRole('button')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

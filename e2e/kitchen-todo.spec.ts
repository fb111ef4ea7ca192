import { formatStockQuantity, unitFromVariant } from '@kadai/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  GROCERIES,
  logProduction,
  postPlan,
  type TeamProduct,
  teamPath,
  untouchedTeamProducts,
} from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { receiveInFull, sendToOutlet } from './src/stock.ts';
import { readSheet } from './src/xlsx.ts';

// Groceries to Abhiramapuram: no other spec dispatches there. One product from planned to received,
// watched on the outlet's phone without reloading (the to-do asks again every 15 s).
const ABHIRAMAPURAM = { id: 'abhiramapuram', name: 'Abhiramapuram' };
const LIVE = { timeout: 25_000 };
const PHONE_WIDTH = 360;
/** The smallest tap target the staff screens promise. */
const TAP = 44;

/** The height a thumb has to hit: the antd control around an input (its wrapper), or the element. */
async function expectTapTarget(target: Locator) {
  const height = await target.evaluate(
    (el) =>
      (
        el.closest('.ant-input-number, .ant-input-affix-wrapper, .ant-input-search, .ant-btn') ?? el
      ).getBoundingClientRect().height,
  );
  expect(height).toBeGreaterThanOrEqual(TAP);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

const label = (p: TeamProduct) => `${p.name} ${p.variant}`.trim();
const amount = (p: TeamProduct, quantity: number) =>
  formatStockQuantity(quantity, unitFromVariant(p.variant) === 'pc' ? 'pc' : 'packs');

async function expectSteps(card: Locator, p: TeamProduct, stage: string, steps: Record<string, number>) {
  await expect(card.getByTestId('todo-stage')).toHaveText(stage, LIVE);
  for (const [step, quantity] of Object.entries(steps)) {
    await expect(card.locator(`[data-step="${step.toLowerCase()}"]`)).toHaveText(
      `${step} ${amount(p, quantity)}`,
    );
  }
}

test("a day's production packed, dispatched and received shows on the outlet's to-do at each step", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [product] = (await untouchedTeamProducts(GROCERIES.teamId)).slice(-1);
  if (!product) throw new Error('need an untouched groceries product');
  const token = await apiToken(request);

  // The outlet's phone, open on its to-do all along.
  const phone = await browser.newContext({
    viewport: { width: PHONE_WIDTH, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const shop: Page = await phone.newPage();
  await signIn(shop, await createStaffUser(request, { role: 'outlet', outletId: ABHIRAMAPURAM.id }));
  await shop.goto('/daily-kitchen-todo-for-outlet');
  await expect(shop).toHaveURL(/outletId=abhiramapuram/);
  await expect(shop.getByRole('heading', { name: 'Daily Kitchen To-do' })).toBeVisible();
  const card = shop.getByTestId(`todo-${product.id}`);
  await expect(card).toBeHidden();

  // 1. Planned: 4 for Abhiramapuram.
  await postPlan(request, { team: GROCERIES, plan: [{ product, outlets: { [ABHIRAMAPURAM.id]: 4 } }] });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText(label(product));
  await expectSteps(card, product, 'Planned', {
    Planned: 4,
    Produced: 0,
    Packed: 0,
    Dispatched: 0,
    Received: 0,
  });
  // A phone-wide page: nothing runs off the right edge, and every control is a thumb's size.
  await expectNoSidewaysScroll(shop);
  await expectTapTarget(shop.getByLabel('Day'));
  await expectTapTarget(shop.getByLabel('Search Item'));
  await expectTapTarget(shop.getByRole('link', { name: 'Export' }));

  // 2. Produced: the grocery team logs 10.
  await signIn(page, await createStaffUser(request, { role: 'production', teamId: GROCERIES.teamId }));
  await logProduction(page, GROCERIES, [{ product, produced: 10 }]);
  await expectSteps(card, product, 'Produced', { Produced: 10, Packed: 0 });

  // 3. Packed: more than was produced is refused naming the product; 6 packs are recorded.
  await page.goto(teamPath('/kitchen-packing', GROCERIES));
  await expect(page.getByRole('heading', { name: 'Kitchen Packing Log' })).toBeVisible();
  await page.getByLabel('Search Item').fill(product.name);
  const packs = page.getByLabel(`Packs for ${label(product)}`, { exact: true });
  await expectTapTarget(packs);
  await expectTapTarget(page.getByRole('button', { name: 'Record packing' }));
  await packs.fill('11');
  await page.getByRole('button', { name: 'Record packing' }).click();
  await expect(
    page.getByText(`${label(product)}: only 10 of 10 produced left to pack, not 11`),
  ).toBeVisible();
  await packs.fill('6');
  await page.getByRole('button', { name: 'Record packing' }).click();
  await expect(page.getByText('Packing Recorded!')).toBeVisible();
  const packedRow = page.getByRole('row', { name: new RegExp(label(product)) });
  await expect(packedRow).toContainText(amount(product, 4)); // left to pack
  await expect(packedRow).toContainText(/6 by E2E production \d+ at \d\d:\d\d/);
  const packingSheet = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export' }).click();
  const packing = await readSheet(await (await packingSheet).path());
  expect(packing.header).toEqual([
    'Sl',
    'Batch',
    'Product',
    'Variant',
    'Produced',
    'Packed',
    'Left to pack',
    'Unit',
    'Produced By',
    'Packed By',
  ]);
  expect(
    packing.body.find((row) => row[2] === product.name && row[3] === product.variant)?.slice(4, 7),
  ).toEqual([10, 6, 4]);
  // The same page on a phone: the packs box and the button within a thumb's reach, no sideways scroll.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
  await expect(packedRow.getByText(/6 by E2E production \d+ at \d\d:\d\d/)).toBeVisible();
  // The phone's columns replace the laptop's, so the box is drawn anew: asked until it stands.
  await expect
    .poll(
      async () => {
        const box = await packs.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      },
      { message: "the packs box's right edge within the phone" },
    )
    .toBeLessThanOrEqual(PHONE_WIDTH);
  await expectTapTarget(packs);
  await expectTapTarget(page.getByRole('button', { name: 'Record packing' }));
  await expectNoSidewaysScroll(page);
  await expectSteps(card, product, 'Packed', { Produced: 10, Packed: 6, Dispatched: 0 });

  // 4. Dispatched: the warehouse sends 4 with a driver and a van.
  const sent = await sendToOutlet(request, token, {
    teamId: GROCERIES.teamId,
    outletId: ABHIRAMAPURAM.id,
    products: [product],
    sent: [4],
    produce: 0,
  });
  await expectSteps(card, product, 'Dispatched', { Dispatched: 4, Received: 0 });

  // 5. Received in full at the outlet: every step covers the plan.
  await receiveInFull(request, token, ABHIRAMAPURAM.id, sent.lines);
  await expectSteps(card, product, 'Received', {
    Planned: 4,
    Produced: 10,
    Packed: 6,
    Dispatched: 4,
    Received: 4,
  });
  for (const step of ['planned', 'produced', 'packed', 'dispatched', 'received']) {
    await expect(card.locator(`[data-step="${step}"]`)).toHaveAttribute('data-done', 'true');
  }

  // The outlet's export holds the same row.
  const todoSheet = shop.waitForEvent('download');
  await shop.getByRole('link', { name: 'Export' }).click();
  const todo = await readSheet(await (await todoSheet).path());
  expect(todo.body.find((row) => row[1] === product.name)?.slice(4)).toEqual([4, 10, 6, 4, 4, 'Received']);
  await phone.close();
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { findOrder, placeOrderInBrowser } from './src/order-admin.ts';
import { createStaffUser, signIn } from './src/staff.ts';
import { snackOnItsWay } from './src/stock.ts';

/**
 * Staff lists on a phone: each row a card with its figures and inputs within the
 * screen's width, as a thumb reaches them, never behind a sideways scroll.
 */
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/**
 * Each of `parts` (the first card's figures and inputs) drawn, and inside the screen from left to
 * right once scrolled to (down is how a phone reads a list; sideways is what it must not need).
 */
async function expectWithinWidth(page: Page, parts: Locator[]) {
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport();
    const box = await part.boundingBox();
    if (!box) throw new Error('not drawn');
    expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(PHONE.width);
  }
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(PHONE.width);
  // No scroller inside the page hides part of a list either.
  const sideways = await page.evaluate(
    () =>
      [...document.querySelectorAll('.staff-content *')].filter((element) => {
        const style = getComputedStyle(element);
        return ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      }).length,
  );
  expect(sideways, 'no sideways scroller on the page').toBe(0);
}

/** The first card of a list, with a figure or field named `label` in it. */
function field(card: Locator, label: string): Locator {
  return card
    .locator('.row-card__field', { has: card.page().locator(`dt:text-is("${label}")`) })
    .locator('dd');
}

test('Daily Planning Stage on a phone: every outlet’s S and Req of the first product in view', async ({
  page,
  request,
}) => {
  const cook = await createStaffUser(request, { role: 'production', teamId: 'kitchen' });
  await signIn(page, cook);
  await page.goto('/planning?teamId=kitchen&teamName=Kitchen');
  await expect(page.getByRole('heading', { name: 'Daily Planning Stage' })).toBeVisible();
  const card = page.locator('.planning-table .row-card').first();
  await expect(card).toBeVisible();
  const reqs = card.getByRole('spinbutton', { name: / Req$/ });
  const outlets = await reqs.count();
  expect(outlets).toBeGreaterThan(1);
  const figures = card.locator('.row-card__group > div:first-child dd');
  await expect(figures).toHaveCount(outlets);
  await expectWithinWidth(page, [
    ...(await reqs.all()),
    ...(await figures.all()),
    card.getByRole('checkbox'),
    card.getByTestId('planning-total'),
  ]);
  // What is typed on the card is the plan: its total follows.
  await reqs.first().fill('3');
  await expect(card.getByTestId('planning-total')).not.toHaveText('');
});

test('Orders on a phone: amount, status, payment status and named actions of the first order', async ({
  page,
}) => {
  const { orderId } = await placeOrderInBrowser(page);
  await signIn(page);
  await findOrder(page, '/admin', orderId);
  const card = page.locator(`.admin-order-cards .row-card[data-row-key="${orderId}"]`);
  await expect(card).toBeVisible();
  const actions = ['PDF', 'Payment link', 'Verification link'].map((name) =>
    card.locator('.row-card__footer').getByText(name, { exact: true }),
  );
  await expectWithinWidth(page, [
    card.getByRole('button', { name: orderId, exact: true }),
    card.getByRole('spinbutton', { name: /Amount/ }).or(card.getByRole('textbox', { name: /Amount/ })),
    card.getByRole('combobox', { name: `Status of ${orderId}` }),
    field(card, 'Payment Status'),
    field(card, 'Customer'),
    ...actions,
  ]);
  // The actions say what they do in words, not by an icon a thumb cannot hover over.
  for (const action of actions) await expect(action).toBeVisible();
});

test('Realtime Inventory and Send Stocks on a phone: the first product’s stock and Send box in view', async ({
  page,
  request,
}) => {
  // A snack on its way to Adyar: the warehouse's grid has a product with figures in every place.
  await snackOnItsWay(request, { outletId: 'adyar', sent: 2 });

  const warehouse = await createStaffUser(request, { role: 'warehouse' });
  await signIn(page, warehouse);
  await page.goto('/realtime-inventory');
  await expect(page.getByRole('heading', { name: 'Realtime Inventory' })).toBeVisible();
  const stockCard = page.locator('.row-card').first();
  await expect(stockCard).toBeVisible();
  // Every place's figure of the first product: a number, a button to its moves where it has any.
  const figures = stockCard.locator('.row-card__field dd');
  expect(await figures.count()).toBeGreaterThan(3);
  await expectWithinWidth(page, await figures.all());
  await expect(stockCard.getByRole('button', { name: / at .+: / }).first()).toBeVisible();

  const outlet = await createStaffUser(request, { role: 'outlet', outletId: 'adyar' });
  await page.context().clearCookies();
  await page.goto('/adminlogin');
  await signIn(page, outlet);
  await page.goto('/stock-batch-dispatch');
  await expect(page.getByRole('heading', { name: 'Send Stocks from Store' })).toBeVisible();
  const sendCard = page.locator('.row-card').first();
  await expect(sendCard).toBeVisible();
  await expectWithinWidth(page, [
    sendCard.getByRole('spinbutton', { name: /^Send / }),
    field(sendCard, 'In stock'),
  ]);
});

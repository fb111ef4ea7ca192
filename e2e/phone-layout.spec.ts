import { expect, type Page, test } from '@playwright/test';
import { allItems, loadCatalogue } from './src/catalogue.ts';
import { fillCustomerDetails, openCategory, openOrderForm, quantityBox } from './src/order-form.ts';
import { untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { sendToOutlet } from './src/stock.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('on a 360 px phone nothing scrolls sideways and Review is within reach', async ({ page, request }) => {
  const categories = await loadCatalogue(request);
  // One category of each layout the page has: three columns, two columns and the vegetable list.
  const byLayout = ['threecolumns', 'twocolumns', 'veg'].flatMap((layout) => {
    const category = categories.find((c) =>
      c.subcategories.some((s) => s.column === layout && s.items.length > 0),
    );
    return category ? [category] : [];
  });
  expect(byLayout.length).toBeGreaterThan(0);

  await openOrderForm(page);
  const scrollWidth = () =>
    page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(await scrollWidth()).toBeLessThanOrEqual(360);

  for (const category of byLayout) {
    await openCategory(page, category.n);
    await expect(page.getByRole('textbox', { name: /^Quantity of / }).first()).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
  }

  // Every quantity box fits inside the screen.
  const widest = await page
    .getByRole('spinbutton')
    .evaluateAll((boxes) => Math.max(...boxes.map((b) => b.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(360);

  const review = page.getByRole('button', { name: 'Review' });
  await expect(review).toBeInViewport();
  await review.click();
  await expect(
    page.getByRole('dialog', { name: 'Please provide the following details for faster delivery.' }),
  ).toBeVisible();
});

test('on a phone the summary’s Confirm stays on screen with twelve items', async ({ page, request }) => {
  const categories = await loadCatalogue(request);
  const items = allItems(categories).filter((item) => !item.category.festival);
  const category = categories.find((c) => items.filter((i) => i.category.id === c.id).length >= 12);
  if (!category) throw new Error('need a category with twelve items');
  const twelve = items.filter((i) => i.category.id === category.id).slice(0, 12);
  await openOrderForm(page);
  await fillCustomerDetails(page);
  await openCategory(page, category.n);
  for (const item of twelve) await quantityBox(page, item).fill('2');
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary.locator('tbody tr')).toHaveCount(12);
  await expect(summary.getByRole('button', { name: 'Confirm' })).toBeInViewport();
  await expect(summary.getByRole('button', { name: 'Edit order' })).toBeInViewport();
});

/** The smallest tap target a staff screen on a phone promises (a cook's thumb, not a mouse), each way. */
const TAP = 44;

/**
 * Every control on the screen (the page, not the frame around it) as a thumb meets it: a checkbox
 * or radio by its label, a box by its outlined field, a select by its field. Those smaller than
 * TAP either way, and how many were measured (so an empty page cannot pass).
 */
async function smallTapTargets(page: Page): Promise<{ measured: number; small: string[] }> {
  return page.evaluate((tap) => {
    const root = document.querySelector('.staff-content');
    if (!root) throw new Error('no staff page on screen');
    const targets = new Set<Element>();
    for (const control of root.querySelectorAll(
      'button, a[href], input:not([type=hidden]), textarea, [role=combobox], [role=checkbox], [role=radio], [role=switch], [role=tab]',
    )) {
      targets.add(
        control.closest('label') ??
          control.closest('.ant-input-number, .ant-input-affix-wrapper, .ant-select, .ant-picker') ??
          control,
      );
    }
    const small: string[] = [];
    let measured = 0;
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not drawn (a hidden tab, a closed panel)
      measured += 1;
      if (box.width < tap || box.height < tap) {
        const name =
          target.getAttribute('aria-label') ??
          target.querySelector('[aria-label]')?.getAttribute('aria-label');
        const text = (target.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${Math.round(box.width)}×${Math.round(box.height)} ${target.tagName.toLowerCase()} ${name ?? text}`,
        );
      }
    }
    return { measured, small };
  }, TAP);
}

/** `atLeast`: how many controls the screen surely shows, so a page not yet drawn cannot pass. */
async function expectThumbSized(page: Page, atLeast = 1) {
  // Drawn in full: nothing still loading.
  await expect(page.locator('.staff-content .ant-spin-spinning, .staff-content .ant-skeleton')).toHaveCount(
    0,
  );
  const { measured, small } = await smallTapTargets(page);
  expect(measured).toBeGreaterThanOrEqual(atLeast);
  expect(small, `tap targets under ${TAP} px at 360 px`).toEqual([]);
}

test.describe('staff screens on a 360 px phone', () => {
  const kitchen = new URLSearchParams({ teamId: 'kitchen', teamName: 'Kitchen' }).toString();

  test('every control of the production screens is a 44 px tap target', async ({ page, request }) => {
    const cook = await createStaffUser(request, { role: 'production', teamId: 'kitchen' });
    await signIn(page, cook);

    await page.goto(`/planning?${kitchen}`);
    await expect(page.getByRole('heading', { name: 'Daily Planning Stage' })).toBeVisible();
    await expect(page.locator('.planning-table [data-row-key]').first()).toBeVisible();
    await expectThumbSized(page);

    await page.goto(`/production-log?${kitchen}`);
    await expect(page.getByRole('heading', { name: 'Production Log' })).toBeVisible();
    // A line to log, so its Produced box and checkbox are measured too.
    await page.getByRole('combobox', { name: 'Select Products' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.locator('.staff-content tr.ant-table-row').first()).toBeVisible();
    await expectThumbSized(page);

    for (const heading of ['Daily Production Schedule', 'Daily Production Confirm']) {
      const path = heading === 'Daily Production Schedule' ? '/production-schedule' : '/production-confirm';
      await page.goto(`${path}?${kitchen}`);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectThumbSized(page);
    }
  });

  test('every control of the stock screens is a 44 px tap target', async ({ page, request }) => {
    // A dispatch on its way to Adyar, so Stock Received has a line, its box and its Confirm to measure.
    const [snack] = await untouchedTeamProducts('snacks');
    if (!snack) throw new Error('need an untouched snacks product');
    await sendToOutlet(request, await apiToken(request), {
      teamId: 'snacks',
      outletId: 'adyar',
      products: [snack],
      sent: [1],
    });
    const outlet = await createStaffUser(request, { role: 'outlet', outletId: 'adyar' });
    await signIn(page, outlet);
    for (const [path, heading, atLeast] of [
      ['/stock-batch-dispatch', 'Send Stocks from Store', 1],
      ['/stock-received', 'Stock Received', 2],
      ['/stock-recount', 'Stock Recounts for', 1],
      // Controls only while a store's return is on its way, which other specs decide.
      ['/stock-returns', 'Returned to Warehouse', 0],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectThumbSized(page, atLeast);
    }

    const warehouse = await createStaffUser(request, { role: 'warehouse' });
    await page.context().clearCookies();
    await page.goto('/adminlogin');
    await signIn(page, warehouse);
    await page.goto(`/daily-dispatch?${kitchen}`);
    await expect(page.getByRole('heading', { name: 'Daily Dispatch' })).toBeVisible();
    await expect(page.getByText('One outlet')).toBeVisible();
    await expectThumbSized(page);
  });
});

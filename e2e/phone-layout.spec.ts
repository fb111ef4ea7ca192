import { expect, test } from '@playwright/test';
import { allItems, loadCatalogue } from './src/catalogue.ts';
import { fillCustomerDetails, openCategory, openOrderForm, quantityBox } from './src/order-form.ts';

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

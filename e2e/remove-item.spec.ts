import { expect, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { fillCustomerDetails, openCategory, openOrderForm, quantityBox } from './src/order-form.ts';

test('clearing a quantity or setting it to 0 takes the item out of the order', async ({ page, request }) => {
  const categories = await loadCatalogue(request);
  const [kept, cleared, zeroed] = pickFromOneCategory(categories, { festival: false, count: 3 });
  if (!kept || !cleared || !zeroed) throw new Error('need three items');

  await openOrderForm(page);
  await fillCustomerDetails(page);
  await openCategory(page, kept.category.n);
  await quantityBox(page, kept).fill('2');
  await quantityBox(page, cleared).fill('1');
  await quantityBox(page, zeroed).fill('4');
  // The order bar's count, not a category's item count that happens to read the same.
  const orderCount = page.locator('.order-bar__status');
  await expect(orderCount).toContainText('3 items');

  await quantityBox(page, cleared).fill('');
  await quantityBox(page, zeroed).fill('0');
  await expect(orderCount.getByText('1 item', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toBeVisible();
  const rows = summary.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(kept.name);
  await expect(summary).not.toContainText(cleared.name);
  await expect(summary).not.toContainText(zeroed.name);

  // A quantity below 1 counts as none: with nothing else, the form asks for something to order.
  await summary.getByRole('button', { name: 'Edit order' }).click();
  await expect(summary).toBeHidden();
  await quantityBox(page, kept).fill('0.5');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Please add at least one item or a special instruction')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Order Summary' })).toBeHidden();
});

test('a quantity below 1 says at once that it is not ordered; the stepper moves by packs; the wheel changes nothing', async ({
  page,
  request,
}) => {
  const categories = await loadCatalogue(request);
  const [item] = pickFromOneCategory(categories, { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  await openOrderForm(page);
  await openCategory(page, item.category.n);
  const box = quantityBox(page, item);
  const pack = `${item.pu} ${item.u}`.trim();

  await box.fill('0.5');
  await expect(page.getByRole('status').filter({ hasText: 'Less than 1: not in your order' })).toBeVisible();
  await expect(box).toHaveAccessibleDescription('Less than 1: not in your order');
  await box.fill('abc');
  await expect(box).toHaveAccessibleDescription('Please type a number');

  // + and − in the item's own step; − from the last pack empties the box.
  await box.fill('');
  const more = page.getByRole('button', { name: `One more ${item.name} (${pack})`, exact: true });
  const less = page.getByRole('button', { name: `One less ${item.name} (${pack})`, exact: true });
  await expect(less).toBeDisabled();
  await more.click();
  await more.click();
  await more.click();
  // Pieces go 1, 2, 3; weighed items start at 1 on this form (below 1 is not ordered), then by halves.
  const three = ['pc', 'pcs', 'nos', 'piece', 'pieces'].includes(item.u.toLowerCase()) ? '3' : '2';
  await expect(box).toHaveValue(three);
  await expect(page.locator('.order-bar__status')).toContainText('1 item');
  await less.click();
  await expect(box).toHaveValue(three === '3' ? '2' : '1.5');
  await more.click();

  // Three notches of the wheel over the focused box: the value stays.
  await box.focus();
  await box.hover();
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 120);
  await expect(box).toHaveValue(three);
});

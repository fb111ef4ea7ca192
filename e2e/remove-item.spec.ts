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

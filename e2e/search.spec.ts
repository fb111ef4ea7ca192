import { expect, test } from '@playwright/test';
import { distinctItems, loadCatalogue } from './src/catalogue.ts';
import { categoryHeader, escapeRegExp, openOrderForm, quantityBox } from './src/order-form.ts';

test('the search box finds items across the festival collection and the product categories', async ({
  page,
  request,
}) => {
  const items = distinctItems(await loadCatalogue(request));
  const festivalItem = items.find((item) => item.category.festival);
  const productItem = items.find((item) => !item.category.festival && item.subcategory.column !== 'veg');
  if (!festivalItem || !productItem) throw new Error('need a festival item and a product item');

  await openOrderForm(page);
  const search = page.getByRole('searchbox', { name: 'Search items' });

  // Case does not matter, and the item can be ordered straight from the results.
  await search.fill(festivalItem.name.toUpperCase());
  await expect(quantityBox(page, festivalItem)).toBeVisible();
  await expect(quantityBox(page, productItem)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveCount(1);
  await expect(
    page.getByRole('heading', { name: new RegExp(escapeRegExp(festivalItem.category.n)) }),
  ).toBeVisible();
  await quantityBox(page, festivalItem).fill('1');

  await search.fill(productItem.name.toLowerCase());
  await expect(quantityBox(page, productItem)).toBeVisible();
  await expect(quantityBox(page, festivalItem)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveCount(1);

  await search.fill('zzqx no such thing');
  await expect(page.getByText(/No items match/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Quantity of / })).toHaveCount(0);

  // Clearing the search brings the accordions back, and the quantity typed in the results stayed.
  await search.fill('');
  await expect(page.getByText(/No items match/)).toHaveCount(0);
  await expect(categoryHeader(page, festivalItem.category.n)).toBeVisible();
  await expect(categoryHeader(page, productItem.category.n)).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
});

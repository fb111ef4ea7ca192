import { expect, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { field, openCategory, openOrderForm, quantityBox } from './src/order-form.ts';

test('an unsent order survives a reload', async ({ page, request }) => {
  const [item] = pickFromOneCategory(await loadCatalogue(request), { festival: true, count: 1 });
  if (!item) throw new Error('need an item');

  await openOrderForm(page);
  await field(page, 'First Name').fill('Lakshmi');
  await field(page, 'Phone Number').fill('9876543210');
  await field(page, 'Special instructions').fill('Extra coriander, please');
  await page.getByRole('radio', { name: 'Adyar Store Pickup' }).check();
  await openCategory(page, item.category.n);
  await quantityBox(page, item).fill('2');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Lakshmi');
  await expect(field(page, 'Phone Number')).toHaveValue('9876543210');
  await expect(field(page, 'Special instructions')).toHaveValue('Extra coriander, please');
  await expect(page.getByRole('radio', { name: 'Adyar Store Pickup' })).toBeChecked();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  await openCategory(page, item.category.n);
  await expect(quantityBox(page, item)).toHaveValue('2');
});

import { expect, test } from '@playwright/test';
import { field, openOrderForm } from './src/order-form.ts';

const TITLE = 'Please provide the following details for faster delivery.';

test('Review on an empty form lists every missing detail and shows each field its message', async ({
  page,
}) => {
  await openOrderForm(page);
  await page.getByRole('button', { name: 'Review' }).click();

  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'First Name',
    'Address',
    'City',
    'Pincode',
    'Phone Number',
    'Email',
    'Order Type',
  ]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // Each required field says what it needs, in the spec's words.
  for (const message of [
    'Please input your first name!',
    'Please input your valid email!',
    'Please input your phone number!',
    'Please input your address1',
    'Please input your City',
    'Please input your Pincode',
    'Please input your order type!',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // No summary opened.
  await expect(page.getByRole('dialog', { name: 'Order Summary' })).toHaveCount(0);

  // Filling some of them takes them off the list, and their messages go.
  await field(page, 'First Name').fill('Meena');
  await field(page, 'Address').fill('12 Temple Street');
  await field(page, 'City').fill('Chennai');
  await page.getByRole('radio', { name: 'Pickup', exact: true }).check();
  await page.getByRole('button', { name: 'Review' }).click();

  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(['Pincode', 'Phone Number', 'Email']);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Please input your first name!', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Please input your City', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Please input your order type!', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Please input your Pincode', { exact: true })).toBeVisible();

  // A malformed value is named too, with the format message under the field.
  await field(page, 'Pincode').fill('12');
  await field(page, 'Phone Number').fill('98400 12345');
  await field(page, 'Email').fill('meena@example.com');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('listitem')).toHaveText(['Pincode']);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Please input a valid 6-digit Pincode', { exact: true })).toBeVisible();
});

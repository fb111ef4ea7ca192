import type { Page } from '@playwright/test';
import { field } from './order-form.ts';

/** Fills the advance form's required details and its order type; the lists are the spec's own. */
export async function fillAdvanceDetails(
  page: Page,
  customer: { firstName: string; lastName: string; orderType: 'Door Delivery' | 'Pickup' },
): Promise<void> {
  await field(page, 'First Name').fill(customer.firstName);
  await field(page, 'Last Name').fill(customer.lastName);
  await field(page, 'Email').fill('murugan@example.com');
  await field(page, 'Phone Number').fill('98400 54321');
  await field(page, 'Address').fill('7 Kutchery Road');
  await field(page, 'Address line 2').fill('Mylapore');
  await page.getByRole('radio', { name: customer.orderType, exact: true }).check();
}

import { expect, type Page } from '@playwright/test';
import { type CatalogueItem, quantityLabel } from './catalogue.ts';

export const CUSTOMER = {
  firstName: 'Meena',
  lastName: 'Raman',
  email: 'meena.raman@example.com',
  phone: '98400 12345',
  address1: '12 Temple Street, Mylapore',
  city: 'Chennai',
  pincode: '600004',
  orderType: 'Door Delivery',
} as const;

/** Opens the order form and waits until the catalogue is on screen. */
export async function openOrderForm(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
}

/** A text field by its accessible name (the label without the required star). */
export function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Fills the details; `orderType: null` leaves the order type as the form chose it (Bangalore's hub). */
export async function fillCustomerDetails(
  page: Page,
  options: { orderType?: string | null } = {},
): Promise<void> {
  await field(page, 'First Name').fill(CUSTOMER.firstName);
  await field(page, 'Last Name').fill(CUSTOMER.lastName);
  await field(page, 'Email').fill(CUSTOMER.email);
  await field(page, 'Phone Number').fill(CUSTOMER.phone);
  await field(page, 'Address').fill(CUSTOMER.address1);
  await field(page, 'City').fill(CUSTOMER.city);
  await field(page, 'Pincode').fill(CUSTOMER.pincode);
  const orderType = options.orderType === undefined ? CUSTOMER.orderType : options.orderType;
  if (orderType !== null) await page.getByRole('radio', { name: orderType }).check();
}

/** Opens a category's accordion panel by its name (no-op if it is open already). */
export async function openCategory(page: Page, categoryName: string): Promise<void> {
  const header = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(categoryName)}\\b`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
}

export function quantityBox(page: Page, item: CatalogueItem) {
  return page.getByLabel(quantityLabel(item), { exact: true });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

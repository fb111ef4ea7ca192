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

/** A category's accordion header (a `<summary>`) by the category's name. */
export function categoryHeader(page: Page, categoryName: string) {
  return page.locator('summary', { hasText: new RegExp(`^${escapeRegExp(categoryName)}\\b`) });
}

/** The category's panel (a `<details>`), open while it has the `open` attribute. */
export function categoryPanel(page: Page, categoryName: string) {
  return page.locator('details', { has: categoryHeader(page, categoryName) });
}

/** Opens a category's accordion panel by its name (no-op if it is open already). */
export async function openCategory(page: Page, categoryName: string): Promise<void> {
  const panel = categoryPanel(page, categoryName);
  if ((await panel.getAttribute('open')) === null) await categoryHeader(page, categoryName).click();
  await expect(panel).toHaveAttribute('open', '');
}

export function quantityBox(page: Page, item: CatalogueItem) {
  return page.getByLabel(quantityLabel(item), { exact: true });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { expect, type Page } from '@playwright/test';
import { chooseOption } from './antd.ts';
import { loadCatalogue, pickFromOneCategory } from './catalogue.ts';
import { fillCustomerDetails, openCategory, openOrderForm, quantityBox } from './order-form.ts';

/** Places an order through the customer form, as a customer would, and returns its order id. */
export async function placeOrderInBrowser(page: Page): Promise<{ orderId: string; itemName: string }> {
  const categories = await loadCatalogue(page.request);
  const [item] = pickFromOneCategory(categories, { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  await openOrderForm(page);
  await fillCustomerDetails(page);
  await openCategory(page, item.category.n);
  await quantityBox(page, item).fill('2');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Order Summary' }).getByRole('button', { name: 'Confirm' }).click();
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^ORD[A-Z]{3}\d{4,}$/);
  return { orderId: (await orderNumber.textContent()) ?? '', itemName: item.name };
}

/** Opens an admin list and narrows it to one order by searching for its id. */
export async function findOrder(
  page: Page,
  path: '/admin' | '/unpaidorders',
  orderId: string,
): Promise<void> {
  await page.goto(path);
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(orderId);
  await search.press('Enter');
  await expect(page.getByTestId('order-count')).toHaveText(/^[01] orders?$/);
}

/** The table row of an order. */
export function orderRow(page: Page, orderId: string) {
  return page.locator('tr.order-row', { has: page.getByRole('button', { name: orderId, exact: true }) });
}

/** Sets an order's status in its row: the browser's own select. */
export async function chooseStatus(page: Page, orderId: string, status: string): Promise<void> {
  await page.getByRole('combobox', { name: `Status of ${orderId}` }).selectOption(status);
}

/** Picks a value in an antd Select by the select's accessible name. */
export async function choose(page: Page, selectLabel: string, option: string): Promise<void> {
  await chooseOption(page, page.getByRole('combobox', { name: selectLabel }), option);
}

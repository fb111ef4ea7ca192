import { formatPaise } from '@kadai/contract';
import { expect, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import {
  CUSTOMER,
  field,
  fillCustomerDetails,
  openCategory,
  openOrderForm,
  quantityBox,
} from './src/order-form.ts';

test('a customer places an order and gets a thank-you page that survives a reload', async ({
  page,
  request,
}) => {
  const categories = await loadCatalogue(request);
  const [first, second] = pickFromOneCategory(categories, { festival: false, count: 2 });
  if (!first || !second) throw new Error('need two items');
  // Whatever the page tries that its Content-Security-Policy refuses (zod's eval probe did).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await openOrderForm(page);
  await fillCustomerDetails(page);
  await openCategory(page, first.category.n);
  await quantityBox(page, first).fill('2');
  await quantityBox(page, second).fill('3');
  await field(page, 'Special instructions').fill('Please ring the bell twice.');

  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toBeVisible();
  const rows = summary.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(first.name);
  await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText('2');
  await expect(rows.nth(1)).toContainText(second.name);
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('3');
  await expect(summary).toContainText(CUSTOMER.orderType);
  await expect(summary).toContainText('Please ring the bell twice.');

  await summary.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/thank-you\/ORD[A-Z]{3}\d{4,}\?key=.+/);
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^ORD[A-Z]{3}\d{4,}$/);
  const orderId = (await orderNumber.textContent()) ?? '';
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  // The estimated total the summary showed: 2 × and 3 × the prices.
  const total = 2 * first.mrpPaise + 3 * second.mrpPaise;
  await expect(page.getByTestId('receipt-total')).toHaveText(
    `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(total / 100)}`,
  );
  // Each line with its own total, so the total can be checked; nobody has set the amount yet.
  const firstLine = page.getByTestId('receipt-lines').getByRole('listitem').filter({ hasText: first.name });
  await expect(firstLine.first()).toContainText(
    `2 × ${formatPaise(first.mrpPaise)} = ${formatPaise(2 * first.mrpPaise)}`,
  );
  await expect(page.getByTestId('amount-set-by-store')).toHaveCount(0);
  const phones = page.locator('a[href^="tel:"]');
  expect(await phones.count()).toBeGreaterThan(0);
  await expect(phones.first()).toHaveText(/\d/);

  // The receipt is fetched again, not kept in memory.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(page.getByText(first.name)).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

  const stored = await withDatabase(async (db) => {
    const order = await db.query<{
      id: string;
      first_name: string;
      email: string;
      order_type: string;
      others: string;
    }>('select id, first_name, email, order_type, others from orders where order_id = $1', [orderId]);
    const lines = await db.query<{ item_id: number; name: string; quantity: string }>(
      'select item_id, name, quantity from order_lines where order_id = $1 order by line_no',
      [order.rows[0]?.id],
    );
    return { order: order.rows, lines: lines.rows };
  });
  expect(stored.order).toHaveLength(1);
  expect(stored.order[0]).toMatchObject({
    first_name: CUSTOMER.firstName,
    email: CUSTOMER.email,
    order_type: CUSTOMER.orderType,
    others: 'Please ring the bell twice.',
  });
  expect(
    stored.lines.map((l) => ({ itemId: l.item_id, name: l.name, quantity: Number(l.quantity) })),
  ).toEqual([
    { itemId: first.id, name: first.name, quantity: 2 },
    { itemId: second.id, name: second.name, quantity: 3 },
  ]);

  // A fresh start: the sent order is not left behind as a draft.
  await page.getByRole('link', { name: 'Place another order' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(field(page, 'First Name')).toHaveValue('');
  await expect(field(page, 'Special instructions')).toHaveValue('');
  await openCategory(page, first.category.n);
  await expect(quantityBox(page, first)).toHaveValue('');
  await expect(page.getByText('No items yet')).toBeVisible();
});

test('a customer who ticks Remember places a second order without retyping, and can forget it', async ({
  page,
  request,
}) => {
  const categories = await loadCatalogue(request);
  const [item] = pickFromOneCategory(categories, { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  await openOrderForm(page);
  await fillCustomerDetails(page);
  await page.getByRole('checkbox', { name: 'Remember my details on this device for my next order' }).check();
  await openCategory(page, item.category.n);
  await quantityBox(page, item).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Order Summary' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('order-number')).toBeVisible();

  await page.getByRole('link', { name: 'Place another order' }).click();
  await expect(field(page, 'First Name')).toHaveValue(CUSTOMER.firstName);
  await expect(field(page, 'Phone Number')).toHaveValue(CUSTOMER.phone);
  await expect(field(page, 'Pincode')).toHaveValue(CUSTOMER.pincode);
  await expect(page.getByRole('checkbox', { name: /Remember my details/ })).toBeChecked();

  await page.getByRole('button', { name: 'Forget my details' }).click();
  await expect(page.getByText('Forgotten on this device.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'First Name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /Remember my details/ })).not.toBeChecked();
});

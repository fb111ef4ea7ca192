import { expect, type Page, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import { CUSTOMER, fillCustomerDetails, openCategory, quantityBox } from './src/order-form.ts';

// The details after the catalogue, an option tried for phones (?layout=products-first); the default keeps
// them first (docs/decisions/021-order-form-layout.md).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The form's panels by their headings, top to bottom. */
async function panelOrder(page: Page): Promise<string[]> {
  return page
    .locator('form.order-form > section.panel h2.panel__title')
    .evaluateAll((titles) => titles.map((t) => (t.textContent ?? '').trim()));
}

test('the form keeps the details first unless the address asks for products first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
  expect(await panelOrder(page)).toEqual([
    'Your details',
    'Choose your items',
    'Anything else?',
    'Delivery or pickup',
  ]);
  await page.goto('/?layout=details-first');
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
  expect((await panelOrder(page))[0]).toBe('Your details');
});

test('on a 360 px phone a customer places an order with products first and details last', async ({
  page,
  request,
}) => {
  const categories = await loadCatalogue(request);
  const [first, second] = pickFromOneCategory(categories, { festival: false, count: 2 });
  if (!first || !second) throw new Error('need two items');

  await page.goto('/?layout=products-first');
  const search = page.getByRole('searchbox', { name: 'Search items' });
  await expect(search).toBeVisible();
  // The catalogue, not the address, is what the phone shows first.
  await expect(search).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).not.toBeInViewport();
  expect(await panelOrder(page)).toEqual([
    'Choose your items',
    'Anything else?',
    'Delivery or pickup',
    'Your details',
  ]);

  await openCategory(page, first.category.n);
  await quantityBox(page, first).fill('2');
  await quantityBox(page, second).fill('1');

  // Review before the details: the same dialog and labels as ever (ordering.md §5).
  await page.getByRole('button', { name: 'Review' }).click();
  const missing = page.getByRole('dialog', {
    name: 'Please provide the following details for faster delivery.',
  });
  await expect(missing).toBeVisible();
  await expect(missing).toContainText('First Name');
  await expect(missing).toContainText('Order Type');
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(missing).toBeHidden();

  await fillCustomerDetails(page);
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary.locator('tbody tr')).toHaveCount(2);
  await expect(summary).toContainText(CUSTOMER.orderType);
  await summary.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderId).toMatch(/^ORD[A-Z]{3}\d{4,}$/);
  const stored = await withDatabase(async (db) => {
    const order = await db.query<{ id: string; first_name: string; city: string; pincode: string }>(
      'select id, first_name, city, pincode from orders where order_id = $1',
      [orderId],
    );
    const lines = await db.query<{ item_id: number; quantity: string }>(
      'select item_id, quantity from order_lines where order_id = $1 order by line_no',
      [order.rows[0]?.id],
    );
    return { order: order.rows, lines: lines.rows };
  });
  expect(stored.order).toEqual([
    expect.objectContaining({
      first_name: CUSTOMER.firstName,
      city: CUSTOMER.city,
      pincode: CUSTOMER.pincode,
    }),
  ]);
  expect(stored.lines.map((l) => [l.item_id, Number(l.quantity)])).toEqual([
    [first.id, 2],
    [second.id, 1],
  ]);
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillAdvanceDetails } from './src/advance-order.ts';
import { withDatabase } from './src/database.ts';
import { choose, orderRow } from './src/order-admin.ts';
import { field } from './src/order-form.ts';
import { signIn } from './src/staff.ts';

const MISSING_TITLE = 'Please provide the following details for faster delivery.';
// Unique to this run: the specs share one database, so every check below looks for this order only.
const LAST_NAME = `Selvam ${Date.now().toString(36)}`;
const VEGETABLES = 'முருங்கைக்காய் 1 kg\nVazhaikkai 4';
const GROCERIES = 'Toor dal 2 kg';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box?.height ?? 0, 'a tap target at least 44 px tall').toBeGreaterThanOrEqual(44);
}

function scrollWidth(page: Page) {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
}

test('a customer places an advance order on a phone, once however Confirm is pressed, and an admin finds it as Advance', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/advance');
  await expect(page.getByRole('heading', { name: 'Order ahead for the festival' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

  // Review on an empty form: the dialog lists the seven required details, in the main form's words.
  await page.getByRole('button', { name: 'Review' }).click();
  const missing = page.getByRole('dialog', { name: MISSING_TITLE });
  await expect(missing).toBeVisible();
  await expect(missing.getByRole('listitem')).toHaveText([
    'First Name',
    'Last Name',
    'Address',
    'Address line 2',
    'Phone Number',
    'Email',
    'Order Type',
  ]);
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(missing).toBeHidden();
  for (const message of [
    'Please input your first name!',
    'Please input your last name!',
    'Please input your valid email!',
    'Please input your phone number!',
    'Please input your address1',
    'Please input your address2',
    'Please input your order type!',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // City and pincode are not required on this form.
  await expect(page.getByText('Please input your City', { exact: true })).toHaveCount(0);

  // Door Delivery or Pickup, nothing else.
  await expect(page.getByRole('radio')).toHaveCount(2);
  await fillAdvanceDetails(page, { firstName: 'முருகன்', lastName: LAST_NAME, orderType: 'Pickup' });

  // Both lists empty: said under the list, and no summary.
  await page.getByRole('button', { name: 'Review' }).click();
  const nothingListed = 'Please write your vegetables list or your groceries list';
  await expect(page.getByRole('alert').filter({ hasText: nothingListed })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Order Summary' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Vegetables list' }).fill(VEGETABLES);
  await page.getByRole('textbox', { name: 'Groceries list' }).fill(GROCERIES);
  await expect(page.getByText(nothingListed)).toHaveCount(0);

  // Thumb-sized: the fields, both order types and Review.
  for (const label of ['First Name', 'Last Name', 'Email', 'Address line 2']) {
    await expectTapTarget(field(page, label));
  }
  for (const type of ['Door Delivery', 'Pickup']) {
    await expectTapTarget(page.locator('label.p-radio', { hasText: type }));
  }
  await expectTapTarget(page.getByRole('button', { name: 'Review' }));
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toContainText(`முருகன் ${LAST_NAME}`);
  await expect(summary).toContainText('Pickup');
  await expect(summary).toContainText('முருங்கைக்காய் 1 kg');
  await expect(summary).toContainText(GROCERIES);
  const confirm = summary.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeInViewport();
  await expectTapTarget(confirm);

  // A double tap on Confirm places one order.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/advance-orders'))
      posts.push(request.url());
  });
  await confirm.dblclick();

  await expect(page).toHaveURL(/\/advance\/thank-you\/ORDXXX\d{4,}\?key=.+/);
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^ORDXXX\d{4,}$/);
  const orderId = (await orderNumber.textContent()) ?? '';
  await expect(page.getByRole('heading', { name: `Thank you, முருகன் ${LAST_NAME}!` })).toBeVisible();
  await expect(page.getByTestId('receipt-vegetables')).toHaveText(VEGETABLES);
  await expect(page.getByTestId('receipt-groceries')).toHaveText(GROCERIES);
  await expect(page.getByRole('link', { name: 'Place another advance order' })).toHaveAttribute(
    'href',
    '/advance',
  );
  expect(posts.length).toBeLessThanOrEqual(1);

  const stored = await withDatabase(async (db) =>
    db.query<{ order_id: string; kind: string; vegetables_list: string; lines: string }>(
      `SELECT order_id, kind, vegetables_list,
         (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)::text AS lines
       FROM orders o WHERE last_name = $1`,
      [LAST_NAME],
    ),
  );
  expect(stored.rows).toEqual([
    { order_id: orderId, kind: 'advance', vegetables_list: VEGETABLES, lines: '0' },
  ]);

  // The thank-you page is read again from the server, not kept in memory.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByTestId('receipt-groceries')).toHaveText(GROCERIES);
  // Free-text lists carry no prices: the receipt shows no total, estimated or otherwise, until
  // the store sets one.
  await expect(page.getByTestId('receipt-total')).toHaveCount(0);
  await expect(page.getByText(/total/i)).toHaveCount(0);
  await withDatabase((db) =>
    db.query('UPDATE orders SET amount_paise = 125050 WHERE order_id = $1', [orderId]),
  );
  await page.reload();
  await expect(page.getByTestId('receipt-total')).toHaveText('₹1,250.50');
  await expect(page.getByTestId('amount-set-by-store')).toBeVisible();
  await withDatabase((db) =>
    db.query('UPDATE orders SET amount_paise = NULL WHERE order_id = $1', [orderId]),
  );

  // An admin, at a desk, narrows the list to Advance orders and opens this one.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const admin = await desk.newPage();
  await signIn(admin);
  await admin.goto('/admin');
  await choose(admin, 'Filter by kind', 'Advance');
  const row = orderRow(admin, orderId);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pickup');
  await expect(row).toContainText('Advance');
  // Only advance orders are left: every row carries the tag.
  // Only the rows in view are drawn: count them so the check cannot pass over nothing.
  const rows = admin.locator('tr.order-row');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(rows.filter({ hasNotText: 'Advance' })).toHaveCount(0);

  await row.getByRole('button', { name: orderId, exact: true }).click();
  const drawer = admin.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(drawer.getByRole('region', { name: 'Vegetables list' })).toContainText('முருங்கைக்காய் 1 kg');
  await expect(drawer.getByRole('region', { name: 'Groceries list' })).toContainText(GROCERIES);
  await expect(drawer).not.toContainText('Items (');
  await desk.close();
});

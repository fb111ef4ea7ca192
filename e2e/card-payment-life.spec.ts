import { PAYMENT_ATTEMPT_STATE_LABELS, PAYMENT_MESSAGES } from '@kadai/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loadCatalogue, type PickedItem, pickFromOneCategory } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import { findOrder, orderRow } from './src/order-admin.ts';
import { field, fillCustomerDetails, openCategory, quantityBox } from './src/order-form.ts';
import { listRow } from './src/rows.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';

/**
 * A card payment after its success: the gateway takes it back the next day (the test gateway's
 * merchant console gives it a later status, as CCAvenue does), finance asks the gateway at once
 * instead of waiting for the daily sweep, and the reversal shows everywhere it matters; and finance
 * refunds a payment from /card-payments, once however often the button is pressed.
 */
const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

/** A ten-digit mobile no other run has (the demo customers' start 98 and 99). */
function uniqueMobile(): string {
  return `7${String(Date.now()).slice(-9)}`;
}

async function anItem(request: APIRequestContext): Promise<PickedItem> {
  const [item] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  return item;
}

/**
 * A Bangalore order of `quantity` × `item`, placed on the form with this mobile and paid at the
 * test gateway (Success). Answers the order id and the gateway order id.
 */
async function payBangaloreOrder(
  page: Page,
  options: { item: PickedItem; quantity: number; mobile: string },
): Promise<{ orderId: string; gatewayOrderId: string; amountPaise: number; resultUrl: string }> {
  const { item, quantity, mobile } = options;
  const amountPaise = item.mrpPaise * quantity;
  await page.goto('/bangalore');
  await expect(page.getByRole('heading', { name: 'Kadai in Bangalore' })).toBeVisible();
  await fillCustomerDetails(page, { orderType: null });
  await field(page, 'Phone Number').fill(mobile);
  await field(page, 'Email').fill(`${mobile}@life.example`);
  await openCategory(page, item.category.n);
  await quantityBox(page, item).fill(String(quantity));
  await page.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Order Summary' })
    .getByRole('button', { name: 'Confirm & Pay' })
    .click();
  await expect(page.getByRole('heading', { name: `Pay ${rupees(amountPaise)}` })).toBeVisible();
  const gatewayOrderId = (await page.getByTestId('gateway-order').textContent()) ?? '';
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Payment Success');
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(gatewayOrderId).toMatch(new RegExp(`^CH-${orderId}-1-[2-9A-HJKMNP-Z]{4}$`));
  return { orderId, gatewayOrderId, amountPaise, resultUrl: page.url() };
}

/** The row of an attempt in the attempts table of /card-payments. */
function attemptRow(page: Page, gatewayOrderId: string) {
  return listRow(page.getByTestId('attempts'), gatewayOrderId);
}

test('the gateway takes a payment back the next day: finance asks at once and sees it everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The customer is known by the order's mobile before paying, so the payment is a receipt in their ledger.
  const mobile = uniqueMobile();
  const name = `E2E Reversed ${Date.now().toString(36)}`;
  const created = await request.post('/api/receivables/customers', {
    headers: { authorization: await apiToken(request) },
    data: { name, mobile },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = await anItem(request);
  const { orderId, gatewayOrderId, amountPaise, resultUrl } = await payBangaloreOrder(page, {
    item,
    quantity: 2,
    mobile,
  });

  // The next day: the gateway has reversed it. Finance sets that in the test gateway's console.
  const finance = await createStaffUser(request, { role: 'finance' });
  await signIn(page, finance);
  await page.goto('/test-gateway/console');
  const transaction = page.locator(`tr[data-order="${gatewayOrderId}"]`);
  await transaction.getByLabel(`Later status of ${gatewayOrderId}`).selectOption('Auto-Reversed');
  await transaction.getByRole('button', { name: 'Set status' }).click();
  await expect(page.locator(`tr[data-order="${gatewayOrderId}"]`).getByTestId('gateway-status')).toHaveText(
    'Auto-Reversed',
  );

  // Rather than wait for the daily sweep, finance asks the gateway about that payment now.
  await page.goto('/card-payments');
  await expect(page.getByRole('heading', { name: 'Card payments', level: 2 })).toBeVisible();
  const row = attemptRow(page, gatewayOrderId);
  await expect(row).toContainText(PAYMENT_ATTEMPT_STATE_LABELS.success);
  await row.getByRole('button', { name: `Ask the gateway now about ${gatewayOrderId}` }).click();
  await expect(row).toContainText('Payment reversed');
  await expect(row.getByTestId('gateway-status')).toHaveText('Gateway: Auto-Reversed');

  // It needs a look, its flag in full.
  const needsALook = page.getByTestId('needs-a-look');
  const flagged = needsALook.locator(`[data-gateway-order="${gatewayOrderId}"]`);
  await expect(flagged.getByTestId('flag')).toHaveText(
    `Payment reversed: the gateway says Auto-Reversed (${rupees(amountPaise)}).`,
  );
  await expect(flagged).toContainText('Payment reversed');
  await expect(needsALook.getByTestId('flagged-count')).not.toHaveText('0');

  // The order reads "Payment reversed" in /admin, never silently Unpaid.
  await findOrder(page, '/admin', orderId);
  await expect(orderRow(page, orderId)).toContainText('Payment reversed');

  // The customer's ledger: the card payment's receipt, and beside it its reversal.
  await page.goto('/customers-outstanding?page=customers-outstanding');
  await expect(page.getByRole('heading', { name: 'Receivables' })).toBeVisible();
  await page.getByLabel('Search customers').fill(name);
  await page.getByLabel('Search customers').press('Enter');
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  const entry = (kind: string) =>
    drawer.getByRole('row').filter({ has: page.getByRole('cell', { name: kind, exact: true }) });
  await expect(entry('Payment')).toHaveCount(1);
  await expect(entry('Payment')).toContainText(orderId);
  await expect(entry('Payment reversed')).toHaveCount(1);
  await expect(entry('Payment reversed')).toContainText(rupees(amountPaise));
  await expect(drawer.getByTestId('customer-balance')).toHaveText('₹0.00');
  await drawer.getByRole('button', { name: 'Close' }).first().click();

  // The customer's payment page says so, and offers to pay again.
  await page.goto(resultUrl);
  await expect(page.getByTestId('payment-state')).toHaveText('Payment reversed');
  await expect(page.getByTestId('payment-message')).toHaveText(PAYMENT_MESSAGES.reversed);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();

  // Looked at: it leaves the list of what needs a look, and stays reversed.
  await page.goto('/card-payments');
  await page.getByRole('button', { name: `Looked at ${gatewayOrderId}` }).click();
  await expect(needsALook.locator(`[data-gateway-order="${gatewayOrderId}"]`)).toHaveCount(0);
  await expect(attemptRow(page, gatewayOrderId)).toContainText('Payment reversed');
});

test('finance refunds a card payment from /card-payments; a double click refunds once', async ({
  page,
  request,
}) => {
  const item = await anItem(request);
  const { orderId, gatewayOrderId, amountPaise } = await payBangaloreOrder(page, {
    item,
    quantity: 3,
    mobile: uniqueMobile(),
  });
  const finance = await createStaffUser(request, { role: 'finance' });
  await signIn(page, finance);
  await page.goto('/card-payments');
  const row = attemptRow(page, gatewayOrderId);
  await expect(row).toContainText(PAYMENT_ATTEMPT_STATE_LABELS.success);
  await row.getByRole('button', { name: `Refund ${gatewayOrderId}` }).click();

  const dialog = page.getByRole('dialog', { name: `Refund ${gatewayOrderId}` });
  // The whole payment by default; a reason is required, in the API's words.
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue((amountPaise / 100).toFixed(2));
  const refund = dialog.getByRole('button', { name: 'Refund', exact: true });
  await refund.click();
  await expect(dialog.getByText('Reason: please say why, at most 200 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Customer cancelled the order');
  await refund.dblclick();
  await expect(dialog.getByTestId('refund-answer')).toHaveText(
    new RegExp(`Refunded ${rupees(amountPaise).replace(/[.₹]/g, '\\$&')} through the gateway`),
  );
  await expect(refund).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // One refund, done, in the gateway refunds; the attempt reads Refunded and has nothing left to refund.
  const refunds = page.getByTestId('gateway-refunds').locator('tr.ant-table-row', { hasText: orderId });
  await expect(refunds).toHaveCount(1);
  await expect(refunds).toContainText('Done');
  await expect(refunds).toContainText(rupees(amountPaise));
  await expect(refunds).toContainText('Customer cancelled the order');
  await expect(refunds).toContainText(finance.displayName);
  await expect(row).toContainText(PAYMENT_ATTEMPT_STATE_LABELS.refunded);
  await expect(row.getByRole('button', { name: `Refund ${gatewayOrderId}` })).toHaveCount(0);
  const made = await withDatabase(async (db) => {
    const result = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_refunds r JOIN payment_attempts a ON a.id = r.attempt_id
       WHERE a.gateway_order_id = $1`,
      [gatewayOrderId],
    );
    return result.rows[0]?.n;
  });
  expect(made).toBe(1);

  // On a 360 px phone the screen does not scroll sideways: its tables scroll inside their boxes.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(attemptRow(page, gatewayOrderId)).toContainText(PAYMENT_ATTEMPT_STATE_LABELS.refunded);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an answer that could not be verified shows this browser’s own order, checked until it is paid', async ({
  page,
  browser,
  request,
}) => {
  const item = await anItem(request);
  await page.goto('/bangalore');
  await fillCustomerDetails(page, { orderType: null });
  await openCategory(page, item.category.n);
  await quantityBox(page, item).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Order Summary' })
    .getByRole('button', { name: 'Confirm & Pay' })
    .click();
  const gatewayOrderId = (await page.getByTestId('gateway-order').textContent()) ?? '';
  const orderId = gatewayOrderId.replace(/^CH-/, '').replace(/-\d+-[A-Z0-9]{4}$/, '');
  // The callback never reaches the shop; the redirect that names no order is what the customer gets.
  await page.route('**/api/payments/ccavenue/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForRequest('**/api/payments/ccavenue/return').catch(() => undefined);
  await page.unroute('**/api/payments/ccavenue/**');
  await page.goto('/payment-success?problem=unverified');

  // This tab kept the order it went to pay: its payment is shown and asked about until the status
  // check has paid it.
  await expect(page.getByTestId('order-number')).toHaveText(orderId);
  await expect(page.getByTestId('payment-state')).toHaveText('Payment Success', { timeout: 30_000 });

  // Another browser, which kept nothing, learns nothing about any order.
  const stranger = await browser.newPage();
  await stranger.goto(new URL('/payment-success?problem=unverified', page.url()).toString());
  await expect(stranger.getByTestId('payment-message')).toHaveText(PAYMENT_MESSAGES.unverified);
  await expect(stranger.getByTestId('order-number')).toHaveCount(0);
  await stranger.close();
});

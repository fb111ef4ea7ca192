import { expect, type Page, test } from '@playwright/test';
import { loadCatalogue, type PickedItem, pickFromOneCategory } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import { findOrder, orderRow, placeOrderInBrowser } from './src/order-admin.ts';
import { fillCustomerDetails, openCategory, quantityBox } from './src/order-form.ts';
import { signIn } from './src/staff.ts';

/**
 * A Bangalore customer orders and pays by card through the product's own test gateway, which
 * speaks CCAvenue's protocol: the browser really posts the encrypted form to it and it really
 * posts the encrypted answer back. The order is paid only when the server has verified it.
 */
const rupees = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

/** A gateway order id's random tail: four letters, no 0/O or 1/I/L (contract makeGatewayOrderId). */
const TAIL = '[2-9A-HJKMNP-Z]{4}';

/** The order a gateway order id belongs to: CH-{orderId}-{attempt}-{tail}. */
const orderOf = (gatewayOrderId: string) =>
  gatewayOrderId.replace(/^CH-/, '').replace(/-\d+-[A-Z0-9]{4}$/, '');

/** Σ quantity × mrp, as the running total shows it (the demo's quantities are whole). */
const totalOf = (lines: Array<[PickedItem, number]>) =>
  lines.reduce((sum, [item, quantity]) => sum + item.mrpPaise * quantity, 0);

async function fillBangaloreOrder(page: Page, lines: Array<[PickedItem, number]>) {
  await page.goto('/bangalore');
  await expect(page.getByRole('heading', { name: 'Kadai in Bangalore' })).toBeVisible();
  await expect(
    page.getByTestId('hub-note').getByRole('link', { name: 'Find the hub on the map' }),
  ).toHaveAttribute('href', /google\.com\/maps/);
  await fillCustomerDetails(page, { orderType: null });
  await expect(page.getByRole('radio', { name: 'Kadai Bangalore Hub Pickup' })).toBeChecked();
  // The Chennai stores are not offered here.
  await expect(page.getByRole('radio', { name: 'Adyar Store Pickup' })).toHaveCount(0);
  const first = lines[0]?.[0];
  if (!first) throw new Error('need a line');
  await openCategory(page, first.category.n);
  for (const [item, quantity] of lines) await quantityBox(page, item).fill(String(quantity));
  await expect(page.getByTestId('running-total')).toHaveText(`· Total ${rupees(totalOf(lines))}`);
}

async function confirmAndPay(page: Page, amountPaise: number) {
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary.getByRole('button', { name: 'Modify Order' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(summary.locator('tfoot')).toContainText(`Total${rupees(amountPaise)}`);
  await summary.getByRole('button', { name: 'Confirm & Pay' }).click();
  // The test gateway's page: marked as such, with the amount the server charged.
  await expect(page).toHaveURL(/\/test-gateway\/transaction$/);
  await expect(page.getByRole('note')).toContainText('Kadai test gateway — no money moves');
  await expect(page.getByRole('heading', { name: `Pay ${rupees(amountPaise)}` })).toBeVisible();
  return (await page.getByTestId('gateway-order').textContent()) ?? '';
}

async function picks(page: Page) {
  const [a, b] = pickFromOneCategory(await loadCatalogue(page.request), { festival: false, count: 2 });
  if (!a || !b) throw new Error('need two items');
  return [a, b] as const;
}

test('a Bangalore customer pays by card and the order shows as paid in /admin', async ({ page }) => {
  const [a, b] = await picks(page);
  const lines: Array<[PickedItem, number]> = [
    [a, 2],
    [b, 1],
  ];
  await fillBangaloreOrder(page, lines);
  const gatewayOrderId = await confirmAndPay(page, totalOf(lines));
  expect(gatewayOrderId).toMatch(new RegExp(`^CH-ORDMEE\\d{4,}-1-${TAIL}$`));
  await page.getByRole('button', { name: 'Success' }).click();

  await expect(page).toHaveURL(/\/payment-success\/ORDMEE\d{4,}\?key=.+/);
  await expect(page.getByTestId('payment-state')).toHaveText('Payment Success');
  await expect(page.getByTestId('payment-amount')).toHaveText(rupees(totalOf(lines)));
  const orderId = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderOf(gatewayOrderId)).toBe(orderId);

  // The draft has done its work: the form starts empty again.
  await page.goto('/bangalore');
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('');

  await signIn(page);
  await findOrder(page, '/admin', orderId);
  await expect(orderRow(page, orderId)).toContainText('Paid');
  // Its payment story, next to the status: the attempt, the callback and the status API's word.
  await orderRow(page, orderId)
    .getByRole('button', { name: `Payment history of ${orderId}` })
    .click();
  const story = page.getByRole('tooltip');
  await expect(story).toContainText(`Payments of ${orderId}`);
  await expect(story).toContainText(`Sent to the gateway as ${gatewayOrderId}.`);
  await expect(story).toContainText('browser callback');
  await expect(story).toContainText('The gateway confirms the payment.');
  await page.keyboard.press('Escape');
  await findOrder(page, '/unpaidorders', orderId);
  await expect(page.getByTestId('order-count')).toHaveText('0 orders');
});

test('a failed payment says so and can be paid again; a cancel goes back to the form to modify the order', async ({
  page,
}) => {
  const [a, b] = await picks(page);
  await fillBangaloreOrder(page, [[a, 1]]);
  await confirmAndPay(page, a.mrpPaise);
  await page.getByRole('button', { name: 'Failure' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Payment not completed');
  await expect(page.getByTestId('payment-message')).toHaveText(
    'The payment did not go through. No money was taken; you can try again.',
  );
  const failedOrder = (await page.getByTestId('order-number').textContent()) ?? '';
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByTestId('gateway-order')).toHaveText(new RegExp(`^CH-${failedOrder}-2-${TAIL}$`));

  // Cancel at the gateway: back on the Bangalore form, the order kept, the draft still there.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/bangalore\?cancelled=ORDMEE\d{4,}&key=.+/);
  await expect(page.getByRole('alert')).toContainText(`${failedOrder}: The payment was cancelled.`);
  await openCategory(page, a.category.n);
  await expect(quantityBox(page, a)).toHaveValue('1');

  // Modify Order: another item, a new total, a new order paid in full.
  await quantityBox(page, b).fill('2');
  const modified = a.mrpPaise + 2 * b.mrpPaise;
  await expect(page.getByTestId('running-total')).toHaveText(`· Total ${rupees(modified)}`);
  const gatewayOrderId = await confirmAndPay(page, modified);
  expect(gatewayOrderId).not.toContain(failedOrder);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Payment Success');
  await expect(page.getByTestId('payment-amount')).toHaveText(rupees(modified));
});

test('a customer who closes the tab before coming back is paid by the status check', async ({ page }) => {
  const [a] = await picks(page);
  await fillBangaloreOrder(page, [[a, 3]]);
  const gatewayOrderId = await confirmAndPay(page, 3 * a.mrpPaise);
  // The tab closes before the gateway's answer reaches the shop: no callback ever arrives.
  await page.route('**/api/payments/ccavenue/**', (route) => route.abort());
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForRequest('**/api/payments/ccavenue/return').catch(() => undefined);
  await page.close();

  const orderId = orderOf(gatewayOrderId);
  await expect
    .poll(
      () =>
        withDatabase(async (db) => {
          const result = await db.query<{ payment_status: number; state: string }>(
            `SELECT o.payment_status, a.state FROM orders o JOIN payment_attempts a ON a.order_id = o.id
             WHERE a.gateway_order_id = $1`,
            [gatewayOrderId],
          );
          return result.rows[0];
        }),
      { timeout: 30_000, message: `the status job pays ${orderId}` },
    )
    .toEqual({ payment_status: 1, state: 'success' });
});

test('a Chennai customer pays the payment link an admin sent, for the order’s own amount', async ({
  page,
}) => {
  const { orderId } = await placeOrderInBrowser(page);
  const key = await withDatabase(async (db) => {
    // The admin set ₹840.00 (the order lists' amount box is tested in order-admin.spec.ts).
    const result = await db.query<{ receipt_key: string }>(
      'UPDATE orders SET amount_paise = 84000 WHERE order_id = $1 RETURNING receipt_key',
      [orderId],
    );
    return result.rows[0]?.receipt_key ?? '';
  });
  // An old link with another amount: the order's own is what is charged.
  await page.goto(`/payment?${new URLSearchParams({ orderid: orderId, amount: '500.00', key })}`);
  await expect(page.getByRole('heading', { name: `Pay for order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('₹840.00');
  await expect(page.getByTestId('amount-changed')).toContainText('₹500.00');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay ₹840.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Payment Success');

  // Without its key the link opens nothing.
  await page.goto(`/payment?orderid=${orderId}&amount=840.00`);
  await expect(page.getByRole('heading', { name: 'This payment link is incomplete' })).toBeVisible();
});

test('an order paid in two tabs shows as paid twice, and an admin marks the refund made', async ({
  page,
  context,
}) => {
  const [a] = await picks(page);
  await fillBangaloreOrder(page, [[a, 1]]);
  const first = await confirmAndPay(page, a.mrpPaise);
  const orderId = orderOf(first);
  const key = await withDatabase(async (db) => {
    const result = await db.query<{ receipt_key: string }>(
      'SELECT receipt_key FROM orders WHERE order_id = $1',
      [orderId],
    );
    return result.rows[0]?.receipt_key ?? '';
  });
  // A second tab pays the same order through its payment link before the first tab has finished.
  const second = await context.newPage();
  await second.goto(`/payment?${new URLSearchParams({ orderid: orderId, amount: '0', key })}`);
  await second.getByRole('button', { name: 'Pay now' }).click();
  await expect(second.getByTestId('gateway-order')).toHaveText(new RegExp(`^CH-${orderId}-2-${TAIL}$`));
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Payment Success');
  await second.getByRole('button', { name: 'Success' }).click();
  await expect(second.getByTestId('payment-state')).toHaveText('Payment Success');
  await second.close();

  await signIn(page);
  await page.goto('/card-payments');
  await expect(page.getByRole('heading', { name: 'Card payments', level: 2 })).toBeVisible();
  await expect(page.getByText('Some orders were paid twice.')).toBeVisible();
  const refundRow = page.getByTestId('refunds').locator('tr', { hasText: `CH-${orderId}-2-` });
  await expect(refundRow).toContainText(rupees(a.mrpPaise));
  await refundRow.getByRole('button', { name: `Mark the refund of ${orderId} as made` }).click();
  await expect(refundRow).toContainText('refunded by Administrator');
  // The attempts list shows the second payment flagged.
  const attemptRow = page.getByTestId('attempts').locator('tr', { hasText: `CH-${orderId}-2-` });
  await expect(attemptRow).toContainText('Paid twice');
});

test('an admin sends a test payment from the test order form: No stops it, Yes goes to the gateway and back', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/payment-test');
  await expect(page.getByRole('heading', { name: 'Test order form' })).toBeVisible();
  await expect(page.getByText('Vegetable categories')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Order id' })).toHaveValue('123');
  await expect(page.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('100');

  await page.getByRole('button', { name: 'Payment test' }).click();
  await expect(page.getByText('Send a test payment of ₹100.00 for order 123?')).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByText('Click on No')).toBeVisible();

  await page.getByRole('button', { name: 'Payment test' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pay ₹100.00' })).toBeVisible();
  await expect(page.getByTestId('gateway-order')).toHaveText(/^TEST-123-[0-9a-f]{8}$/);
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page).toHaveURL(/\/payment-test\?result=Success/);
  await expect(page.getByTestId('payment-test-result')).toContainText(
    /The gateway answered Success for TEST-123-[0-9a-f]{8} \(₹100\.00\)\./,
  );
});

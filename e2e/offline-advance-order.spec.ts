import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { fillAdvanceDetails } from './src/advance-order.ts';
import { withDatabase } from './src/database.ts';

// About the service worker and the phone's queue: the config blocks workers for every other spec.
test.use({ serviceWorkers: 'allow' });

/** Opens /advance once and waits until the worker has taken the page over (its code kept). */
async function visitOnceOnline(page: Page) {
  await page.goto('/advance');
  await expect(page.getByRole('heading', { name: 'Order ahead for the festival' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/**
 * Fills /advance and confirms it as the network drops, as a phone sees it: the request fails with no
 * answer (Chromium's offline emulation would leave a request the worker passes on hanging instead).
 * The order is kept on the phone, and not yet in the shop.
 */
async function keepAnAdvanceOrderOffline(
  { page, context }: { page: Page; context: BrowserContext },
  order: { lastName: string; vegetables: string },
) {
  await visitOnceOnline(page);
  await fillAdvanceDetails(page, {
    firstName: 'Lakshmi',
    lastName: order.lastName,
    orderType: 'Door Delivery',
  });
  await page.getByRole('textbox', { name: 'Vegetables list' }).fill(order.vegetables);
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toBeVisible();

  await context.route('**/api/advance-orders', (route) => route.abort('internetdisconnected'));
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toHaveText(
    'Saved on this phone, will be sent when you are back online',
  );
  await expect(summary).toBeHidden();
  expect(page.url()).not.toMatch(/thank-you/);
  const before = await withDatabase((db) =>
    db.query('select order_id from orders where last_name = $1', [order.lastName]),
  );
  expect(before.rows).toEqual([]);
}

/** The network returns, as the browser reports it: the kept order may go out now. */
async function backOnline(context: BrowserContext) {
  await context.setOffline(true);
  await context.unroute('**/api/advance-orders');
  await context.setOffline(false);
}

/** The advance orders of this customer in the shop. */
function ordersOf(lastName: string) {
  return withDatabase((db) =>
    db.query<{ order_id: string; kind: string }>('select order_id, kind from orders where last_name = $1', [
      lastName,
    ]),
  );
}

test('an advance order confirmed offline is kept, then sent once when the network returns', async ({
  page,
  context,
}) => {
  // Unique to this run: the specs share one database.
  const order = {
    lastName: `Offline ${Date.now().toString(36)}`,
    vegetables: 'Drumstick 1 kg\nPumpkin 2 kg',
  };
  const { lastName, vegetables } = order;
  await keepAnAdvanceOrderOffline({ page, context }, order);

  // Back online: the browser says so, and the kept order goes out to its own thank-you page.
  await backOnline(context);
  await expect(page).toHaveURL(/\/advance\/thank-you\/ORDLAK\d{4,}\?key=.+/);
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^ORDLAK\d{4,}$/);
  const orderId = (await orderNumber.textContent()) ?? '';
  await expect(page.getByTestId('receipt-vegetables')).toHaveText(vegetables);
  await expect(page.getByRole('link', { name: 'Place another advance order' })).toBeVisible();

  // Sent by the page and perhaps by the worker's Background Sync too: still one order, an advance one.
  const orders = await ordersOf(lastName);
  expect(orders.rows).toEqual([{ order_id: orderId, kind: 'advance' }]);
  // Nothing is left waiting on the phone to be sent a second time.
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('kadai-offline', 1);
        open.onsuccess = () => {
          const count = open.result.transaction('orders').objectStore('orders').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(left).toBe(0);
});

test('an advance order kept offline that lands while the order form is open links to its thank-you page', async ({
  page,
  context,
}) => {
  const order = { lastName: `Elsewhere ${Date.now().toString(36)}`, vegetables: 'Raw banana 6\nYam 1 kg' };
  await keepAnAdvanceOrderOffline({ page, context }, order);
  const { lastName, vegetables } = order;

  // The customer moves on to the main order form; its own kept orders are none.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your weekly shop, made easy' })).toBeVisible();
  expect((await ordersOf(lastName)).rows).toEqual([]);

  // Back online: the advance order lands; the form stays and says it was sent, with a link to its
  // thank-you page, which shows its real number.
  await backOnline(context);
  const sent = page.getByRole('status').filter({ hasText: /Your order ORDLAK\d{4,} was sent\./ });
  await expect(sent).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await sent.getByRole('link', { name: 'See your order' }).click();
  await expect(page).toHaveURL(/\/advance\/thank-you\/ORDLAK\d{4,}\?key=.+/);
  await expect(page.getByTestId('order-number')).toHaveText(/^ORDLAK\d{4,}$/);
  await expect(page.getByTestId('receipt-vegetables')).toHaveText(vegetables);
  const orders = await ordersOf(lastName);
  expect(orders.rows).toEqual([
    { order_id: await page.getByTestId('order-number').textContent(), kind: 'advance' },
  ]);
});

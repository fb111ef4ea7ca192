import { expect, type Page, test } from '@playwright/test';
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

test('an advance order confirmed offline is kept, then sent once when the network returns', async ({
  page,
  context,
}) => {
  // Unique to this run: the specs share one database.
  const lastName = `Offline ${Date.now().toString(36)}`;
  const vegetables = 'Drumstick 1 kg\nPumpkin 2 kg';

  await visitOnceOnline(page);
  await fillAdvanceDetails(page, { firstName: 'Lakshmi', lastName, orderType: 'Door Delivery' });
  await page.getByRole('textbox', { name: 'Vegetables list' }).fill(vegetables);
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toBeVisible();

  // The network drops as Confirm is pressed, as a phone sees it: the request fails with no answer
  // (Chromium's offline emulation would leave a request the worker passes on hanging instead).
  await context.route('**/api/advance-orders', (route) => route.abort('internetdisconnected'));
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toHaveText(
    'Saved on this phone, will be sent when you are back online',
  );
  await expect(summary).toBeHidden();
  expect(page.url()).not.toMatch(/thank-you/);
  const before = await withDatabase((db) =>
    db.query('select order_id from orders where last_name = $1', [lastName]),
  );
  expect(before.rows).toEqual([]);

  // Back online: the browser says so, and the kept order goes out to its own thank-you page.
  await context.setOffline(true);
  await context.unroute('**/api/advance-orders');
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/advance\/thank-you\/ORDLAK\d{4,}\?key=.+/);
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^ORDLAK\d{4,}$/);
  const orderId = (await orderNumber.textContent()) ?? '';
  await expect(page.getByTestId('receipt-vegetables')).toHaveText(vegetables);
  await expect(page.getByRole('link', { name: 'Place another advance order' })).toBeVisible();

  // Sent by the page and perhaps by the worker's Background Sync too: still one order, an advance one.
  const orders = await withDatabase((db) =>
    db.query<{ order_id: string; kind: string }>('select order_id, kind from orders where last_name = $1', [
      lastName,
    ]),
  );
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

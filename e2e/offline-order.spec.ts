import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loadCatalogue, type PickedItem, pickFromOneCategory } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import { field, fillCustomerDetails, openCategory, openOrderForm, quantityBox } from './src/order-form.ts';

// These specs are about the service worker itself: the config blocks it for every other spec
// (their page.route() stubs would not see requests it answers), so here it is allowed.
test.use({ serviceWorkers: 'allow' });

/** Opens the form once and waits until the worker has taken the page over (its code kept). */
async function visitOnceOnline(page: Page) {
  await openOrderForm(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  // The catalogue is kept once the worker answers it: load the form again, now through the worker.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
}

test('a second visit opens the order form with its catalogue with the network off', async ({
  page,
  context,
  request,
}) => {
  const categories = await loadCatalogue(request);
  const [item] = pickFromOneCategory(categories, { festival: false, count: 1 });
  if (!item) throw new Error('need an item');

  await visitOnceOnline(page);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search items' })).toBeVisible();
  await openCategory(page, item.category.n);
  await expect(quantityBox(page, item)).toBeVisible();
  await context.setOffline(false);
});

/**
 * Fills the form with one item and confirms it as the network drops. Chromium's offline emulation
 * leaves a request the service worker passes on hanging instead of failing, so the drop is made as a
 * phone sees it: the request fails with no answer. The order is kept on the phone.
 */
async function keepAnOrderOffline(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  firstName: string,
): Promise<PickedItem> {
  const [item] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  await visitOnceOnline(page);
  await fillCustomerDetails(page);
  await field(page, 'First Name').fill(firstName);
  await openCategory(page, item.category.n);
  await quantityBox(page, item).fill('2');
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Order Summary' });
  await expect(summary).toBeVisible();

  await context.route('**/api/orders', (route) => route.abort('internetdisconnected'));
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this phone' })).toHaveText(
    'Saved on this phone, will be sent when you are back online',
  );
  await expect(summary).toBeHidden();
  expect(page.url()).not.toMatch(/thank-you/);
  return item;
}

/** The main form's thank-you page, once the kept order landed: its order number. */
async function landedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/^[^?]*\/thank-you\/ORD[A-Z]{3}\d{4,}\?key=.+/);
  expect(page.url()).not.toMatch(/\/advance\//);
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD[A-Z]{3}\d{4,}$/);
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** The network returns, as the browser reports it: the kept order may go out now. */
async function backOnline(context: BrowserContext) {
  await context.setOffline(true);
  await context.unroute('**/api/orders');
  await context.setOffline(false);
}

function ordersOf(firstName: string) {
  return withDatabase((db) =>
    db.query<{ order_id: string }>('select order_id from orders where first_name = $1', [firstName]),
  );
}

test('an order confirmed offline is kept, then sent once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const firstName = `Offline${Date.now()}`;
  await keepAnOrderOffline({ page, context, request }, firstName);

  // Back online: the browser says so, and the kept order goes out.
  await backOnline(context);
  const orderId = await landedOrderNumber(page);

  // Sent by the page and perhaps by the worker's Background Sync too: still one order.
  await page.waitForTimeout(1000);
  const orders = await ordersOf(firstName);
  expect(orders.rows.map((row) => row.order_id)).toEqual([orderId]);
});

test('an order kept offline that lands while the advance form is being filled links to its thank-you page', async ({
  page,
  context,
  request,
}) => {
  const firstName = `Elsewhere${Date.now()}`;
  const item = await keepAnOrderOffline({ page, context, request }, firstName);

  // The customer moves on to the advance form, which keeps none of the main form's orders, and types.
  await page.goto('/advance');
  await expect(page.getByRole('heading', { level: 1, name: 'Order ahead for the festival' })).toBeVisible();
  const vegetables = page.getByRole('textbox', { name: 'Vegetables list' });
  await vegetables.fill('Raw banana 6');
  expect((await ordersOf(firstName)).rows).toEqual([]);

  // Back online: the order lands; the form stays with what was typed and says the order was sent.
  await backOnline(context);
  const sent = page.getByRole('status').filter({ hasText: /Your order ORD[A-Z]{3}\d{4,} was sent\./ });
  await expect(sent).toBeVisible();
  await expect(vegetables).toHaveValue('Raw banana 6');
  expect(page.url()).toMatch(/\/advance$/);
  // Its link opens the thank-you page, with the real number.
  await sent.getByRole('link', { name: 'See your order' }).click();
  const orderId = await landedOrderNumber(page);
  await expect(sent).toBeHidden();
  expect((await ordersOf(firstName)).rows.map((row) => row.order_id)).toEqual([orderId]);

  // The form's draft of that order went with it: the next order starts afresh.
  await page.getByRole('link', { name: 'Place another order' }).click();
  await openCategory(page, item.category.n);
  await expect(quantityBox(page, item)).toHaveValue('');
});

test('an order kept offline that the shop refuses while another page is open says why, and its form shows it', async ({
  page,
  context,
  request,
}) => {
  const firstName = `Refused${Date.now()}`;
  const item = await keepAnOrderOffline({ page, context, request }, firstName);
  const setLive = (live: 0 | 1) =>
    withDatabase((db) => db.query('UPDATE items SET live = $1 WHERE id = $2', [live, item.id]));
  try {
    // The customer moves on to the advance form; meanwhile the item goes off the shelf.
    await page.goto('/advance');
    await expect(page.getByRole('heading', { level: 1, name: 'Order ahead for the festival' })).toBeVisible();
    await setLive(0);

    // Back online: the shop refuses the kept order, and the page says so, with the shop's reason.
    await backOnline(context);
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'Your order saved on this phone was not sent.' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('This item is no longer available');
    expect(page.url()).toMatch(/\/advance$/);
    expect((await ordersOf(firstName)).rows).toEqual([]);

    // Its link opens the order form, still holding what was typed, with the refusal shown there.
    await refused.getByRole('link', { name: 'Open your order' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(field(page, 'First Name')).toHaveValue(firstName);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This item is no longer available' }),
    ).toBeVisible();
    await expect(refused).toBeHidden();
    // Nothing was sent again: the refusal was for good.
    await page.waitForTimeout(500);
    expect((await ordersOf(firstName)).rows).toEqual([]);
  } finally {
    await setLive(1);
  }
});

test('a new build replaces the code the phone keeps once the customer reloads', async ({ page }) => {
  // The server serves WEB_DIST from disk: a new build is made there by changing index.html and the
  // worker's precache list (its revision of index.html), as a deploy would; all is put back after.
  const dist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
  const names = ['index.html', 'index.html.br', 'index.html.gz', 'sw.js', 'sw.js.br', 'sw.js.gz'];
  const saved = new Map(
    names
      .filter((name) => existsSync(path.join(dist, name)))
      .map((name) => [name, readFileSync(path.join(dist, name))]),
  );
  try {
    await visitOnceOnline(page);
    await expect(page.locator('meta[name="kadai-build"]')).toHaveCount(0);

    const html = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
      '<head>',
      '<head><meta name="kadai-build" content="next">',
    );
    writeFileSync(path.join(dist, 'index.html'), html);
    rmSync(path.join(dist, 'index.html.br'), { force: true });
    rmSync(path.join(dist, 'index.html.gz'), { force: true });
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8').replace(
      /"revision":"[0-9a-f]+","url":"index.html"/,
      '"revision":"next-build","url":"index.html"',
    );
    writeFileSync(path.join(dist, 'sw.js'), sw);
    rmSync(path.join(dist, 'sw.js.br'), { force: true });
    rmSync(path.join(dist, 'sw.js.gz'), { force: true });

    // The next visit finds the new worker; with no form filled the page offers the reload.
    await page.goto('/advance');
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(notice).toHaveText('A new version is available — Reload');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="kadai-build"]')).toHaveAttribute('content', 'next');
  } finally {
    for (const [name, bytes] of saved) writeFileSync(path.join(dist, name), bytes);
  }
});

import { expect, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { openCategory, openOrderForm, quantityBox } from './src/order-form.ts';

// These specs are about the service worker itself: the config blocks it for every other spec
// (their page.route() stubs would not see requests it answers), so here it is allowed.
test.use({ serviceWorkers: 'allow' });

/** Opens the form once and waits until the worker has taken the page over (its code kept). */
async function visitOnceOnline(page: import('@playwright/test').Page) {
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

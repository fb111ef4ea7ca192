import { ITEM_PHOTO_MESSAGES } from '@kadai/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiToken, signIn } from './src/staff.ts';

// This spec's own shelf, last in the catalogue, so no other spec picks (or misses) its item.
const stamp = Date.now().toString(36);
const shelf = {
  category: { id: `e2e-photo-shelf-${stamp}`, n: `Zqxv Photo Shelf ${stamp}`, order: 900_100 },
  subcategory: { id: `e2e-photo-rack-${stamp}`, n: `Zqxv Photo Rack ${stamp}`, column: 'threecolumns' },
};
const product = {
  name: `Zqxv Brass Lamp ${stamp}`,
  categoryId: shelf.category.id,
  subcategoryId: shelf.subcategory.id,
  pu: 1,
  u: 'pc',
  mrpPaise: 450_00,
};

test.beforeAll(async ({ request }) => {
  const headers = { authorization: await apiToken(request) };
  const post = async (path: string, data: object) => {
    const res = await request.post(`/api/admin/catalogue/${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
  };
  await post('categories', shelf.category);
  await post('subcategories', { ...shelf.subcategory, categoryId: shelf.category.id });
  await post('items', { ...product, order: 11 });
});

// Off the customer's form when done: other specs count and pick what the form shows.
test.afterAll(async ({ request }) => {
  const res = await request.patch(`/api/admin/catalogue/categories/${shelf.category.id}`, {
    headers: { authorization: await apiToken(request) },
    data: { live: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
});

/** A 1200 × 900 JPEG drawn by the browser itself: a photo as a phone camera would hand it over. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#b8860b';
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#8b0000';
    context.beginPath();
    context.arc(600, 450, 300, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob) throw new Error('no JPEG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** The customer's form at /, searched for the product. Its large catalogue renders slowly on a busy machine. */
async function searchOrderForm(page: Page) {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search items' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await search.fill(product.name);
}

/** The item's row on /sort, found through the search box. */
async function findRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search items by name' }).fill(name);
  return page.getByRole('row').filter({ hasText: name });
}

/** Waits until the image has been fetched and decoded; its natural width, then. */
async function loadedWidth(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

test('a photo uploaded in /sort shows on the customer’s order form, loaded lazily from its address', async ({
  page,
  baseURL,
}) => {
  // Two pages, a sign-in and an upload: on a loaded machine that is more than the default minute.
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto('/sort');
  const row = await findRow(page, product.name);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: product.name })).toHaveCount(0);

  // A file that is no photo is refused with the field's message, and nothing is stored.
  await row.getByLabel(`Photo of ${product.name}`, { exact: true }).setInputFiles({
    name: 'price-list.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Brass lamp 450'),
  });
  await expect(row.getByRole('alert')).toHaveText(ITEM_PHOTO_MESSAGES.notImage);

  await row.getByLabel(`Photo of ${product.name}`, { exact: true }).setInputFiles({
    name: 'lamp.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(page),
  });
  const preview = row.getByRole('img', { name: product.name });
  await expect(preview).toBeVisible();
  await expect(row.getByRole('alert')).toHaveCount(0);
  expect(await loadedWidth(preview)).toBeGreaterThan(0);

  // The customer's form: the photo beside the item, lazily, in a fixed box, every size offered.
  const photoResponse = page.waitForResponse((res) =>
    /\/api\/catalogue\/items\/\d+\/photo\//.test(res.url()),
  );
  await searchOrderForm(page);
  const photo = page.getByRole('img', { name: product.name });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', '64');
  await expect(photo).toHaveAttribute('height', '64');
  await expect(photo).toHaveAttribute('src', /^\/api\/catalogue\/items\/\d+\/photo\/[0-9a-f]{16}\/96$/);
  await expect(photo).toHaveAttribute('srcset', / 96w, .* 320w, .* 640w$/);
  expect(await loadedWidth(photo)).toBeGreaterThan(0);
  const currentSrc = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(currentSrc).toMatch(
    new RegExp(`^${baseURL}/api/catalogue/items/\\d+/photo/[0-9a-f]{16}/(96|320|640)$`),
  );
  const served = await photoResponse;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a photo removed in /sort is gone from the order form', async ({ page, request }) => {
  test.setTimeout(150_000);
  // Whatever the test above left: a photo stored through the API first.
  const items = await request.get('/api/admin/catalogue', {
    headers: { authorization: await apiToken(request) },
  });
  const stored = (await items.json()) as {
    categories: { subcategories: { items: { id: number; name: string }[] }[] }[];
  };
  const id = stored.categories
    .flatMap((c) => c.subcategories.flatMap((s) => s.items))
    .find((i) => i.name === product.name)?.id;
  await page.goto('/');
  const upload = await request.put(`/api/admin/catalogue/items/${id}/photo`, {
    headers: { authorization: await apiToken(request), 'content-type': 'image/jpeg' },
    data: await cameraPhoto(page),
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await signIn(page);
  await page.goto('/sort');
  const row = await findRow(page, product.name);
  await expect(row.getByRole('img', { name: product.name })).toBeVisible();
  await row.getByRole('button', { name: `Remove photo of ${product.name}` }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(row.getByRole('img', { name: product.name })).toHaveCount(0);
  await expect(async () => {
    await searchOrderForm(page);
    await expect(page.getByText(product.name)).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('img', { name: product.name })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { type TeamProduct, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, receiveInFull, sendToOutlet } from './src/stock.ts';

// Groceries at Adyar: stock-return.spec.ts takes the team's last products, this the first.
const OUTLET = { id: 'adyar', name: 'Adyar' };
const TEAM = 'groceries';

/** A real 1×1 PNG: the server checks the image's own bytes, not just its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// In the store room, phone in hand: the narrowest screen the product serves.
const PHONE_WIDTH = 360;
/** The smallest tap target the page promises. */
const TAP = 44;
test.use({ viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true });

/** The height a thumb has to hit: the antd control around an input (its wrapper), or the element. */
async function expectTapTarget(target: Locator) {
  const height = await target.evaluate(
    (el) =>
      (
        el.closest('.ant-select, .ant-input-number, .ant-input-affix-wrapper, .ant-btn') ?? el
      ).getBoundingClientRect().height,
  );
  expect(height).toBeGreaterThanOrEqual(TAP);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

const label = (p: TeamProduct) => `${p.name} ${p.variant}`.trim();

test('an outlet destroys expired stock with a reason and a photo; it leaves the stock and shows in the list', async ({
  page,
  request,
}) => {
  const [expired] = await untouchedTeamProducts(TEAM);
  if (!expired) throw new Error('need an untouched groceries product');
  const token = await apiToken(request);
  const sent = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: OUTLET.id,
    products: [expired],
    sent: [6],
    produce: 10,
  });
  await receiveInFull(request, token, OUTLET.id, sent.lines);
  const start = await onHand(request, token, OUTLET.id, expired.id);

  const keeper = await createStaffUser(request, { role: 'outlet', outletId: OUTLET.id });
  await signIn(page, keeper);
  await page.goto('/kitchen-destruction');
  await expect(page.getByRole('heading', { name: 'Expiry Management' })).toBeVisible();
  await expect(page).toHaveTitle('Expiry Management · Kadai staff');

  await page.getByLabel('Search Item').fill(expired.name);
  for (const control of [
    page.getByRole('combobox', { name: 'Reason' }),
    page.getByLabel('Note'),
    page.getByRole('button', { name: 'Photo' }),
    page.getByLabel('Search Item'),
    page.getByLabel(`Destroy ${label(expired)}`),
    page.getByRole('button', { name: 'Destroy', exact: true }),
  ])
    await expectTapTarget(control);
  await expectNoSidewaysScroll(page);
  // More than the shelf holds is refused on the spot, naming the product.
  await page.getByLabel(`Destroy ${label(expired)}`).fill(String(start + 1));
  await page.getByRole('button', { name: 'Destroy', exact: true }).click();
  await expect(
    page.getByText(`${label(expired)}: ${start + 1} to destroy, ${OUTLET.name} holds ${start}`),
  ).toBeVisible();

  await page.getByLabel(`Destroy ${label(expired)}`).fill('2');
  await chooseOption(page, page.getByRole('combobox', { name: 'Reason' }), 'Expired');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Photo shelf.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Destroy', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Destroy 1 product at ${OUTLET.name}?`);
  await expectTapTarget(dialog.getByRole('button', { name: 'Destroy' }));
  await dialog.getByRole('button', { name: 'Destroy' }).click();
  await expect(page.getByText('Stock destroyed!')).toBeVisible();

  const list = page.getByRole('region', { name: 'Destroyed stock' });
  const row = list.getByRole('row', { name: new RegExp(expired.name) });
  await expect(row).toContainText('Expired');
  await expect(row).toContainText(OUTLET.name);
  const photo = row.getByRole('img', { name: `Photo of ${expired.name}` });
  await expect(photo).toBeVisible();
  // The photo is served back by the server, and loads.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  expect(await onHand(request, token, OUTLET.id, expired.id)).toBe(start - 2);

  // A period longer than a quarter is refused in the form with the API's message, and asks nothing.
  const from = list.getByLabel('From', { exact: true });
  const to = await list.getByLabel('To', { exact: true }).inputValue();
  await from.fill('2020-01-01');
  await expect(list.getByRole('alert')).toHaveText('To: at most 92 days after From');
  // Nothing to follow: the export is off while the period is refused, and says so.
  await expect(list.getByRole('link', { name: 'Export' })).not.toHaveAttribute('href');
  await expect(list.getByRole('link', { name: 'Export' })).toBeDisabled();
  const api = await request.get(`/api/destruction?from=2020-01-01&to=${to}`, {
    headers: { authorization: token },
  });
  expect(api.status()).toBe(400);
  await from.fill(to);
  await expect(row).toContainText('Expired');
  await expect(list.getByRole('link', { name: 'Export' })).toBeVisible();
});

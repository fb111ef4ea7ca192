import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { withDatabase } from './src/database.ts';
import { type TeamProduct, today, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { receiveInFull, sendToOutlet } from './src/stock.ts';

// Baking's last products, sent to Abhiramapuram: this spec's alone.
const OUTLET = { id: 'abhiramapuram', name: 'Abhiramapuram' };
const SAVED_ON_PHONE = 'Saved on this phone, will be sent when the network is back';
const OFFLINE_NOTICE =
  /You are offline\. Stock received, recount, bookings, packing and production log will be sent/;

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;

/** What the database holds of these dispatch lines: each one's received count, and its 'received' moves. */
async function receipts(lineIds: readonly number[]) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number; received: string | null; moves: string }>(
      `select l.id, l.quantity_received::text as received,
              (select count(*) from stock_moves m where m.dispatch_line_id = l.id and m.reason = 'received')::text as moves
         from dispatch_lines l where l.id = any($1::int[]) order by l.id`,
      [lineIds],
    );
    return rows.map((row) => ({
      received: row.received === null ? null : Number(row.received),
      moves: Number(row.moves),
    }));
  });
}

async function confirmReceipt(shop: Page) {
  await shop.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = shop.getByRole('dialog', { name: `Confirm Dispatch for ${today()}` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a staff receipt typed offline is sent on return', async ({ browser, request }) => {
  const products = (await untouchedTeamProducts('baking')).slice(-2);
  const [first, second] = products;
  if (!first || !second) throw new Error('need two untouched baking products');
  const token = await apiToken(request);
  const { lines } = await sendToOutlet(request, token, {
    teamId: 'baking',
    outletId: OUTLET.id,
    products,
    sent: [5, 3],
  });
  const lineIds = lines.map((line) => line.id);

  const context = await browser.newContext();
  const shop = await context.newPage();
  await signIn(shop, await createStaffUser(request, { role: 'outlet', outletId: OUTLET.id }));
  await shop.goto('/stock-received');
  await expect(shop).toHaveURL(/outletId=abhiramapuram/);
  const firstCount = shop.getByLabel(`Actual Received for ${label(first)}`);
  await expect(firstCount).toHaveValue('5');

  // The store room has no signal: the frame says which screens still save.
  await context.setOffline(true);
  await expect(shop.getByText(OFFLINE_NOTICE)).toBeVisible();
  await firstCount.fill('5');
  await shop.getByLabel(`Actual Received for ${label(second)}`).fill('3');
  await confirmReceipt(shop);
  await expect(shop.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(shop.getByRole('button', { name: 'waiting for network (1)' })).toBeVisible();
  // What was typed stays on the form, and nothing reached the shop yet.
  await expect(firstCount).toHaveValue('5');
  expect(await receipts(lineIds)).toEqual([
    { received: null, moves: 0 },
    { received: null, moves: 0 },
  ]);

  // Signal again: the kept receipt goes by itself, once, and the page shows the stock received.
  await context.setOffline(false);
  await expect(shop.getByRole('button', { name: /waiting for network/ })).toHaveCount(0);
  await expect(shop.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  await expect(shop.getByText('Received Items Updated!')).toBeVisible();
  await expect(shop.getByRole('row', { name: new RegExp(label(first)) })).toHaveCount(0);
  await expect
    .poll(() => receipts(lineIds))
    .toEqual([
      { received: 5, moves: 1 },
      { received: 3, moves: 1 },
    ]);
  await context.close();
});

test('a receipt kept offline that someone else received first is shown plainly, with what was typed', async ({
  browser,
  request,
}) => {
  const [product] = (await untouchedTeamProducts('baking')).slice(-4, -2);
  if (!product) throw new Error('need an untouched baking product');
  const token = await apiToken(request);
  const { lines } = await sendToOutlet(request, token, {
    teamId: 'baking',
    outletId: OUTLET.id,
    products: [product],
    sent: [2],
  });

  const context = await browser.newContext();
  const shop = await context.newPage();
  await signIn(shop, await createStaffUser(request, { role: 'outlet', outletId: OUTLET.id }));
  await shop.goto('/stock-received');
  const row = shop.getByRole('row', { name: new RegExp(label(product)) });
  await expect(row.getByLabel(`Actual Received for ${label(product)}`)).toHaveValue('2');

  await context.setOffline(true);
  await row.getByLabel(`Actual Received for ${label(product)}`).fill('1');
  await chooseOption(shop, row.getByLabel(`Reason for ${label(product)}`), 'Short');
  await confirmReceipt(shop);
  await expect(shop.getByRole('button', { name: 'waiting for network (1)' })).toBeVisible();

  // Meanwhile a colleague with signal receives the whole dispatch.
  await receiveInFull(request, token, OUTLET.id, lines);

  await context.setOffline(false);
  const notSent = shop.getByRole('button', { name: 'not sent (1)' });
  await expect(notSent).toBeVisible();
  await expect(shop.getByText('Someone else received this stock first.', { exact: false })).toBeVisible();
  await notSent.click();
  const panel = shop.getByRole('dialog', { name: 'Saves on this phone' });
  const entry = panel.getByTestId('staff-save');
  await expect(entry).toContainText(`Stock received — `);
  await expect(entry).toContainText(`to ${OUTLET.name}`);
  await expect(entry).toContainText('Not sent');
  await expect(entry).toContainText('Someone else received this stock first.');
  await expect(entry).toContainText(new RegExp(`${label(product)}: 1 \\w+ received of 2 sent \\(Short\\)`));
  // The colleague's count stands; the phone's was not applied on top of it.
  expect(await receipts(lines.map((line) => line.id))).toEqual([{ received: 2, moves: 1 }]);

  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByTestId('staff-save')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(shop.getByRole('button', { name: /not sent/ })).toHaveCount(0);
  await context.close();
});

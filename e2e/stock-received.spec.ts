import { expect, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { type TeamProduct, today, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, sendToOutlet } from './src/stock.ts';
import { readSheet } from './src/xlsx.ts';

// Snacks sent to Neelankarai: this spec's alone (stock-dispatch.spec.ts drives the dispatch pages).
const OUTLET = { id: 'neelankarai', name: 'Neelankarai' };
const WAREHOUSE = 'terraWarehouse';

test('an outlet receives with a shortfall, the dispute appears, and the warehouse settles it', async ({
  browser,
  request,
}) => {
  const products = (await untouchedTeamProducts('snacks')).slice(-2);
  const [short, whole] = products;
  if (!short || !whole) throw new Error('need two untouched snacks products');
  const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
  const token = await apiToken(request);
  const before = {
    outletShort: await onHand(request, token, OUTLET.id, short.id),
    outletWhole: await onHand(request, token, OUTLET.id, whole.id),
    warehouseShort: await onHand(request, token, WAREHOUSE, short.id),
  };
  const { driverName } = await sendToOutlet(request, token, {
    teamId: 'snacks',
    outletId: OUTLET.id,
    products,
    sent: [4, 3],
  });

  // The outlet's person, from the side menu: the page goes to their own outlet.
  const receiver = await createStaffUser(request, {
    role: 'outlet',
    outletId: OUTLET.id,
    displayName: `கவிதா ${Date.now().toString(36)}`,
  });
  const shop = await (await browser.newContext()).newPage();
  await signIn(shop, receiver);
  await shop.goto('/stock-received');
  await expect(shop).toHaveURL(/\/stock-received\?outletId=neelankarai$/);
  await expect(shop.getByRole('heading', { name: 'Stock Received' })).toBeVisible();
  const shortRow = shop.getByRole('row', { name: new RegExp(label(short)) });
  await expect(shortRow).toContainText('dispatched');
  await expect(shortRow).toContainText(driverName);
  await expect(shortRow.getByLabel(`Actual Received for ${label(short)}`)).toHaveValue('4');

  // Three of four arrived: a reason is asked, in the server's words, before anything is sent.
  await shortRow.getByLabel(`Actual Received for ${label(short)}`).fill('3');
  await shop.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(shortRow).toContainText(`${label(short)}: 3 received of 4 sent: please give a reason`);
  await expect(shop.getByRole('dialog')).toHaveCount(0);
  await chooseOption(shop, shortRow.getByLabel(`Reason for ${label(short)}`), 'Short');
  await shop.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = shop.getByRole('dialog', { name: `Confirm Dispatch for ${today()}` });
  await expect(dialog).toContainText('Are you sure you want to confirm the stock received?');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(shop.getByText('Received Items Updated!')).toBeVisible();
  await expect(shop.getByText('2 lines received. 1 difference opened a dispute.')).toBeVisible();
  await expect(shop.getByRole('row', { name: new RegExp(label(short)) })).toHaveCount(0);

  // Nothing of it lived in the browser: cleared storage, a reload, and the stock is where it went.
  await shop.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await shop.reload();
  await expect(shop.getByRole('heading', { name: 'Stock Received' })).toBeVisible();
  await expect(shop.getByRole('row', { name: new RegExp(label(whole)) })).toHaveCount(0);
  expect(await onHand(request, token, OUTLET.id, short.id)).toBe(before.outletShort + 3);
  expect(await onHand(request, token, OUTLET.id, whole.id)).toBe(before.outletWhole + 3);

  // The outlet sees its dispute, and that the warehouse settles it.
  await shop.goto('/dispute-report?outletId=neelankarai');
  const disputeRow = shop.getByRole('row', { name: new RegExp(label(short)) });
  await expect(disputeRow).toContainText('open');
  await expect(disputeRow).toContainText(/1 (pc|pack) short/);
  await expect(disputeRow).toContainText(receiver.displayName);
  await expect(disputeRow).toContainText('Waiting for the warehouse');
  await shop.context().close();

  // The warehouse's person settles it from Movement Disputes, across outlets.
  const keeper = await createStaffUser(request, { role: 'warehouse' });
  const warehouse = await (await browser.newContext()).newPage();
  await signIn(warehouse, keeper);
  await warehouse
    .getByRole('complementary')
    .getByRole('link', { name: 'Movement Disputes', exact: true })
    .click();
  await expect(warehouse.getByRole('heading', { name: 'Dispute Report' })).toBeVisible();
  await warehouse.getByLabel('Search disputes').fill(short.name);
  const row = warehouse.getByRole('row', { name: new RegExp(label(short)) });
  await expect(row).toContainText('Neelankarai');
  await row.getByRole('button', { name: /^Settle/ }).click();
  const settle = warehouse.getByRole('dialog', { name: new RegExp(`Settle: ${label(short)}`) });
  await settle.getByLabel('Returned to the warehouse').check();
  await expect(settle).toContainText(/Back into the warehouse's stock: 1 (pc|pack)\./);
  await settle.getByRole('button', { name: 'Settle' }).click();
  await expect(settle).toContainText('Note: please say who checked and what they found');
  await settle.getByLabel('Note').fill('Found in the van, brought back');
  await settle.getByRole('button', { name: 'Settle' }).click();
  await expect(warehouse.getByText('Dispute settled')).toBeVisible();
  await expect(warehouse.getByRole('row', { name: new RegExp(label(short)) })).toHaveCount(0);
  await warehouse.getByText('Settled', { exact: true }).click();
  await expect(warehouse.getByRole('row', { name: new RegExp(label(short)) })).toContainText(
    'Returned to the warehouse',
  );
  // The export is what the list shows, read back from the file the browser saved.
  const downloading = warehouse.waitForEvent('download');
  await warehouse.getByRole('link', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Disputes_\d{2}-\d{2}-\d{4}_All_outlets\.xlsx$/);
  const sheet = await readSheet(await download.path());
  expect(sheet.header.slice(0, 4)).toEqual(['Sl', 'Product', 'Variant', 'Status']);
  const exported = sheet.body.find((row) => row[1] === short.name && row[2] === short.variant);
  expect(exported?.slice(3, 5)).toEqual(['Returned to the warehouse', 'Short']);
  // 10 produced, 4 sent, 1 returned.
  expect(await onHand(request, token, WAREHOUSE, short.id)).toBe(before.warehouseShort + 7);
  await warehouse.context().close();
});

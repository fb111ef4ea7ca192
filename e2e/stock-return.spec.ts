import { expect, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { type TeamProduct, untouchedTeamProducts } from './src/production.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';
import { onHand, receiveInFull, sendToOutlet } from './src/stock.ts';

// Groceries at T.Nagar, sent back to the warehouse: no other spec sends Groceries' products there.
const STORE = { id: 't-nagar' };
const WAREHOUSE = 'terraWarehouse';
const TEAM = 'groceries';

const label = (p: TeamProduct) => `${p.name} ${p.variant}`;
const menuLink = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('link', { name, exact: true });

test('a store sends stock back with a driver and a van, and the warehouse receives it', async ({
  browser,
  request,
}) => {
  const [product, other] = (await untouchedTeamProducts(TEAM)).slice(-2);
  if (!product || !other) throw new Error('need two untouched groceries products');
  const token = await apiToken(request);
  const delivered = await sendToOutlet(request, token, {
    teamId: TEAM,
    outletId: STORE.id,
    products: [product, other],
    sent: [5, 3],
  });
  await receiveInFull(request, token, STORE.id, delivered.lines);
  const held = await onHand(request, token, STORE.id, product.id);
  const warehouseBefore = await onHand(request, token, WAREHOUSE, product.id);
  const outlets: { id: string; name: string }[] = await (
    await request.get('/dataapi/api/public/common/outlets')
  ).json();
  const storeName = outlets.find((o) => o.id === STORE.id)?.name ?? STORE.id;

  // The store's person, from the side menu: the page goes to their own store.
  const keeper = await createStaffUser(request, { role: 'outlet', outletId: STORE.id });
  const shop = await (await browser.newContext()).newPage();
  await signIn(shop, keeper);
  await menuLink(shop, 'Send Stocks from Store').click();
  await expect(shop).toHaveURL(/\/stock-batch-dispatch\?outletId=t-nagar$/);
  await expect(shop.getByRole('heading', { name: 'Send Stocks from Store' })).toBeVisible();
  await shop.getByLabel('Search Item').fill(product.name);
  const row = shop.getByRole('row', { name: new RegExp(label(product)) });
  await expect(row).toContainText(String(held));

  // More than the store holds, then no reason: each said before the driver is asked.
  await row.getByLabel(`Send ${label(product)}`).fill(String(held + 2));
  await shop.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(row).toContainText(`${label(product)}: ${held + 2} to send, ${storeName} holds ${held}`);
  await row.getByLabel(`Send ${label(product)}`).fill('2');
  await shop.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(shop.getByText('Reason: please choose why it goes back')).toBeVisible();
  await chooseOption(shop, shop.getByLabel('Reason'), 'Unsold');
  await shop.getByRole('button', { name: 'Send', exact: true }).click();

  const dialog = shop.getByRole('dialog', { name: `Send to the warehouse from ${storeName}` });
  await expect(dialog).toContainText(`1 product, unsold: ${label(product)} 2`);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toContainText('Please choose a driver');
  const suffix = Date.now().toString(36);
  const driver = `அருள் ${suffix}`;
  const van = `TN 22 RT ${suffix.slice(-4).toUpperCase()}`;
  await dialog.getByRole('button', { name: 'Add a driver' }).click();
  await dialog.getByLabel("New driver's name").fill(driver);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add a vehicle' }).click();
  await dialog.getByLabel('New vehicle number').fill(van);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(shop.getByText('Sent to the warehouse!')).toBeVisible();
  await expect(
    shop.getByText(new RegExp(`R\\d+ is on its way to the warehouse with ${driver} \\(${van}\\)`)),
  ).toBeVisible();
  expect(await onHand(request, token, STORE.id, product.id)).toBe(held - 2);
  await menuLink(shop, 'Returned to Warehouse').click();
  const sentRow = shop.getByRole('row', { name: new RegExp(driver) });
  await expect(sentRow).toContainText('on its way');
  await expect(sentRow).toContainText('Unsold');
  await shop.context().close();

  // The warehouse receives it on its own Stock Received.
  const warehouseKeeper = await createStaffUser(request, { role: 'warehouse' });
  const warehouse = await (await browser.newContext()).newPage();
  await signIn(warehouse, warehouseKeeper);
  await menuLink(warehouse, 'Stocks Received (Warehouse)').click();
  await expect(warehouse).toHaveURL(/\/stock-received\?outletId=terraWarehouse$/);
  const incoming = warehouse.getByRole('row', { name: new RegExp(label(product)) });
  await expect(incoming).toContainText(storeName);
  await expect(incoming).toContainText(driver);
  await expect(incoming.getByLabel(`Actual Received for ${label(product)}`)).toHaveValue('2');
  await warehouse.getByRole('button', { name: 'Confirm', exact: true }).click();
  await warehouse.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(warehouse.getByText('Received Items Updated!')).toBeVisible();
  await menuLink(warehouse, 'Returned to Warehouse').click();
  await expect(warehouse.getByRole('row', { name: new RegExp(driver) })).toContainText('received');
  expect(await onHand(request, token, WAREHOUSE, product.id)).toBe(warehouseBefore + 2);
  await warehouse.context().close();
});

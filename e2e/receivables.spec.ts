import { businessDay, CUSTOMER_MESSAGES } from '@kadai/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { createStaffUser, signIn } from './src/staff.ts';
import { readSheet } from './src/xlsx.ts';

const today = businessDay();

/** The business day `days` before today (YYYY-MM-DD), counted on the calendar. */
function daysAgo(days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A ten-digit mobile no other run has: the demo customers' start 98 and 99. */
function uniqueMobile(): string {
  return `7${String(Date.now()).slice(-9)}`;
}

/**
 * Picks a tax slab by its exact label: chooseOption matches by text, and '5%' is also in '0.25%'.
 * Retried as a whole, as chooseOption is, because the list opens with an animation.
 */
async function chooseSlab(page: Page, combobox: Locator, slab: string): Promise<void> {
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click({ timeout: 2_000 });
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${slab}"]`)
      .click({ timeout: 2_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
    await expect(select.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText(slab, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
}

/** A receivables row by the customer's name. */
function customerRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

/** The texts of a row's cells: Name, Group, Store, Balance, Sale balance, Status, then the four ageing buckets. */
async function cells(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

async function openReceivables(page: Page): Promise<void> {
  await page.getByRole('link', { name: /Receivables from customers/ }).click();
  await expect(page).toHaveURL(/\/customers-outstanding\?page=customers-outstanding$/);
  await expect(page.getByRole('heading', { name: 'Receivables' })).toBeVisible();
}

test('finance follows what customers owe: ageing as of a day, a new customer invoiced, paid and exported', async ({
  page,
  request,
}) => {
  // A long flow: a customer from nothing to paid, through every dialog of the screen.
  test.setTimeout(150_000);
  const finance = await createStaffUser(request, { role: 'finance' });
  await signIn(page, finance);
  await openReceivables(page);

  // The demo customers (apps/server/src/seed/demo-receivables.ts), today: Annapoorna owes in every
  // bucket (₹7,290 from 120 days ago less ₹3,000 paid, ₹6,048, ₹3,780 and ₹4,179).
  const annapoorna = customerRow(page, 'Annapoorna Caterers');
  await expect(annapoorna).toBeVisible();
  expect(await cells(annapoorna)).toEqual([
    'Annapoorna Caterers',
    'Bill to Bill Customers',
    'Adyar',
    '-₹18,297',
    '₹18,297',
    'OK',
    '₹4,179',
    '₹3,780',
    '₹6,048',
    '₹4,290',
  ]);
  // The exact paise on hover.
  await expect(annapoorna.getByText('-₹18,297')).toHaveAttribute('title', '-₹18,297.00');
  await expect(customerRow(page, 'Bengaluru Bhavan').getByRole('cell').nth(1)).toHaveText('Corporate');
  await expect(customerRow(page, 'Green Leaf Cafe')).toBeVisible();
  // Sri Lakshmi paid ₹4,000 for ₹2,520: in credit, so NOT OK.
  await expect(customerRow(page, 'Sri Lakshmi Stores').getByRole('cell').nth(5)).toHaveText('NOT OK');

  // Forty days ago the newest invoice was not issued and each other one was 40 days younger.
  await page.getByLabel('As of').fill(daysAgo(40));
  await expect(page.getByTestId('receivables-count')).toContainText(`as of ${daysAgo(40)}`);
  expect(await cells(annapoorna)).toEqual([
    'Annapoorna Caterers',
    'Bill to Bill Customers',
    'Adyar',
    '-₹14,118',
    '₹14,118',
    'OK',
    '₹3,780',
    '₹6,048',
    '₹4,290',
    '₹0',
  ]);
  await page.getByLabel('As of').fill(today);
  await expect(page.getByTestId('receivables-count')).toContainText(`as of ${today}`);

  // A new customer: the form gives the API's messages, under the field, a taken mobile included.
  const name = `E2E Traders ${Date.now().toString(36)}`;
  const mobile = uniqueMobile();
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add customer' });
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form.getByText(CUSTOMER_MESSAGES.name)).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill('98400 11111'); // Annapoorna's
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form.getByText(CUSTOMER_MESSAGES.duplicateMobile)).toBeVisible();
  await form.getByLabel('Mobile').fill(mobile);
  await form.getByLabel('E-mail').fill(`${mobile}@traders.example`);
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form).toBeHidden();

  // Its drawer opens: paid ₹100 in advance, the customer is in credit (NOT OK).
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByTestId('customer-balance')).toHaveText('₹0.00');
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  let payment = page.getByRole('dialog', { name: `Record payment · ${name}` });
  await chooseOption(page, payment.getByRole('combobox', { name: 'Method' }), 'Cash');
  await payment.getByLabel('Amount (₹)').fill('100');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(drawer.getByTestId('customer-balance')).toHaveText('₹100.00');
  await expect(customerRow(page, name).getByRole('cell').nth(5)).toHaveText('NOT OK');

  // The invoice editor: 15 blank lines; two filled, the totals worked out live to the paisa.
  await drawer.getByRole('button', { name: 'New invoice' }).click();
  const editor = page.getByRole('dialog', { name: `New invoice · ${name}` });
  await expect(editor.getByLabel(/^Line \d+ item$/)).toHaveCount(15);
  await editor.getByLabel('Line 1 item').fill('Idli Batter');
  await editor.getByLabel('Line 1 quantity').fill('2.5');
  await editor.getByLabel('Line 1 unit').fill('kg');
  await editor.getByLabel('Line 1 price').fill('80.35');
  await chooseSlab(page, editor.getByRole('combobox', { name: 'Line 1 tax slab' }), '5%');
  await editor.getByLabel('Line 1 transport').fill('40.10');
  await editor.getByLabel('Line 2 item').fill('Murukku');
  await editor.getByLabel('Line 2 quantity').fill('3');
  await editor.getByLabel('Line 2 unit').fill('pack');
  await editor.getByLabel('Line 2 price').fill('33.33');
  await chooseSlab(page, editor.getByRole('combobox', { name: 'Line 2 tax slab' }), '12%');
  // 2.5 × ₹80.35 = ₹200.875 → ₹200.88; tax ₹10.04375 → ₹10.04; + ₹40.10 transport.
  await expect(editor.getByTestId('line-1-tax')).toHaveText('₹10.04');
  await expect(editor.getByTestId('line-1-total')).toHaveText('₹251.02');
  // 3 × ₹33.33 = ₹99.99; tax ₹11.9988 → ₹12.00.
  await expect(editor.getByTestId('line-2-total')).toHaveText('₹111.99');
  await expect(editor.getByTestId('total-taxable')).toHaveText('₹300.87');
  // Within Tamil Nadu: each line's tax halved, the odd paisa to CGST (₹5.02 + ₹6.00 each way).
  await expect(editor.getByTestId('total-cgst')).toHaveText('₹11.02');
  await expect(editor.getByTestId('total-sgst')).toHaveText('₹11.02');
  await expect(editor.getByTestId('total-igst')).toHaveCount(0);
  await expect(editor.getByTestId('total-transport')).toHaveText('₹40.10');
  await expect(editor.getByTestId('total-total')).toHaveText('₹363.01');
  await expect(editor.getByTestId('amount-in-words')).toHaveText(
    'Rupees Three Hundred Sixty Three and One Paisa Only',
  );
  // A double click issues one invoice: the editor's key goes with both.
  await editor.getByRole('button', { name: 'Issue' }).dblclick();
  await expect(editor).toBeHidden();

  const issued = page.getByRole('dialog').filter({ has: page.getByTestId('invoice-number') });
  await expect(issued.getByTestId('invoice-number')).toHaveText(/^KD\/\d{4}-\d{2}\/\d{5}$/);
  const number = (await issued.getByTestId('invoice-number').textContent()) ?? '';
  await expect(issued.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expect(issued.getByRole('cell', { name: 'Idli Batter' })).toBeVisible();
  await expect(issued.getByTestId('total-total')).toHaveText('₹363.01');
  await expect(issued.getByTestId('amount-in-words')).toHaveText(
    'Rupees Three Hundred Sixty Three and One Paisa Only',
  );
  // The dialog's own Close (its corner has a close icon of the same name).
  await issued.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(issued).toBeHidden();

  // One invoice in the ledger; ₹100 in credit less ₹363.01 owed.
  await expect(drawer.getByRole('button', { name: number })).toHaveCount(1);
  await expect(drawer.getByRole('row').filter({ hasText: 'Invoice' })).toHaveCount(1);
  await expect(drawer.getByTestId('customer-balance')).toHaveText('-₹263.01');
  const row = customerRow(page, name);
  await expect(row.getByRole('cell').nth(3)).toHaveText('-₹263');
  await expect(row.getByRole('cell').nth(5)).toHaveText('OK');

  // The rest paid, to the paisa: nothing owed, status OK.
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  payment = page.getByRole('dialog', { name: `Record payment · ${name}` });
  await chooseOption(page, payment.getByRole('combobox', { name: 'Method' }), 'UPI');
  await payment.getByLabel('Amount (₹)').fill('263.01');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  // UPI needs its transaction id, said under the field as the API says it.
  await expect(
    payment.getByText('Reference: please give the transaction id (UPI) or UTR (bank transfer)'),
  ).toBeVisible();
  await payment.getByLabel('Reference').fill('UPI 412345678901');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(drawer.getByTestId('customer-balance')).toHaveText('₹0.00');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  expect(await cells(row)).toEqual([
    name,
    'Bill to Bill Customers',
    '',
    '₹0',
    '₹0',
    'OK',
    '₹0',
    '₹0',
    '₹0',
    '₹0',
  ]);

  // The export: the same filters and figures, read back.
  await page.getByLabel('Search customers').fill(name);
  await page.getByLabel('Search customers').press('Enter');
  await expect(page.getByTestId('receivables-count')).toContainText('1 customer');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Export/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Receivables_${today}.xlsx`);
  const sheet = await readSheet(await file.path());
  expect(sheet.header.slice(0, 9)).toEqual([
    'Sl',
    'Name',
    'Group',
    'Store',
    'Mobile',
    'E-mail',
    'Balance (₹)',
    'Sale balance (₹)',
    'Status',
  ]);
  expect(sheet.body).toHaveLength(1);
  expect(sheet.body[0]?.slice(0, 9)).toEqual([
    1,
    name,
    'Bill to Bill Customers',
    '',
    mobile,
    `${mobile}@traders.example`,
    0,
    0,
    'OK',
  ]);
});

test('a custom invoice for a period starts from the customer’s orders of those days', async ({
  page,
  request,
}) => {
  const mobile = uniqueMobile();
  const name = `E2E Period Mess ${Date.now().toString(36)}`;
  const [item] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 1 });
  if (!item) throw new Error('no item to order');
  const placed = await request.post('/api/orders', {
    data: {
      customer: {
        firstName: 'Period',
        lastName: 'Mess',
        email: `${mobile}@period.example`,
        phone: mobile,
        address1: '1 Beach Road',
        address2: '',
        address3: '',
        city: 'Chennai',
        pincode: '600001',
      },
      orderType: 'Door Delivery',
      items: [{ itemId: item.id, quantity: 2 }],
      others: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  const finance = await createStaffUser(request, { role: 'finance' });
  await signIn(page, finance);
  await openReceivables(page);
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add customer' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill(mobile);
  await form.getByRole('button', { name: 'Add customer' }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: 'Custom invoice for a period' }).click();
  const editor = page.getByRole('dialog', { name: `Custom invoice for a period · ${name}` });
  await editor.getByLabel('Period start').fill(daysAgo(1));
  await editor.getByLabel('Period end').fill(today);
  await editor.getByRole('button', { name: 'Fill from orders' }).click();
  await expect(editor.getByTestId('draft-summary')).toContainText(`1 order (${orderId}): 1 line`);
  await expect(editor.getByLabel('Line 1 item')).toHaveValue(item.name);
  await expect(editor.getByLabel('Line 1 quantity')).toHaveValue('2');
  await expect(editor.getByLabel('Line 1 unit')).toHaveValue(item.u);
  await expect(editor.getByLabel(/^Line \d+ item$/)).toHaveCount(15);
  // The orders carry no tax slab: the draft starts each line at 0%, finance changes what is taxed.
  await expect(editor.locator('.ant-table-row').first()).toContainText('0%');
  await editor.getByRole('button', { name: 'Issue' }).click();
  await expect(editor).toBeHidden();
  const issued = page.getByRole('dialog').filter({ has: page.getByTestId('invoice-number') });
  await expect(issued.getByTestId('invoice-number')).toHaveText(/^KD\//);
  await expect(issued.getByText(`${daysAgo(1).split('-').reverse().join('-')} to`)).toBeVisible();
});

test('the receivables fit a 360 px phone; the warehouse is sent to its carry-over', async ({
  browser,
  request,
}) => {
  const finance = await createStaffUser(request, { role: 'finance' });
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, finance);
  await page.goto('/customers-outstanding?page=customers-outstanding');
  // A cold start of the staff frame on a phone: its chunks load before the page.
  await expect(page.getByRole('heading', { name: 'Receivables' })).toBeVisible({ timeout: 30_000 });
  await expect(customerRow(page, 'Annapoorna Caterers')).toBeVisible();
  // The filters wrap, each within the screen; the table scrolls sideways inside its own box.
  for (const control of [
    page.getByLabel('As of'),
    page.getByLabel('Search customers'),
    page.getByRole('link', { name: /Export/ }),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, 'a filter runs off the screen').toBe(true);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
  const table = page.locator('.ant-table-content').first();
  const widths = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  // A customer opens over the list, the full width.
  await customerRow(page, 'Annapoorna Caterers').getByRole('button', { name: 'Annapoorna Caterers' }).click();
  const drawer = page.getByRole('dialog', { name: 'Annapoorna Caterers' });
  await expect(drawer.getByTestId('customer-balance')).toHaveText('-₹18,297.00');
  await expect(drawer.getByRole('button', { name: 'Record payment' })).toBeInViewport();
  await context.close();

  const warehouse = await createStaffUser(request, { role: 'warehouse' });
  const other = await browser.newPage();
  await signIn(other, warehouse);
  await other.goto('/customers-outstanding?page=customers-outstanding');
  await expect(other).toHaveURL(/\/customers-outstanding\?page=inventory-monthly-carry-over$/);
  // The header menu offers the warehouse its Masters only.
  const masters = other.getByRole('navigation', { name: 'Masters / Receivables' });
  await expect(masters.getByRole('link')).toHaveText(['Material Issue Note', 'Monthly Carry-over']);
  await expect(masters.getByRole('link', { name: 'Monthly Carry-over' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(other.getByText('Not for your role')).toHaveCount(0);
  await other.close();
});

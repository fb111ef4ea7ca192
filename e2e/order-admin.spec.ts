import { AMOUNT_SET_BY_STORE } from '@kadai/contract';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { withDatabase } from './src/database.ts';
import { chooseStatus, findOrder, orderRow, placeOrderInBrowser } from './src/order-admin.ts';
import { CUSTOMER } from './src/order-form.ts';
import { createStaffUser, E2E_ADMIN, signIn } from './src/staff.ts';

test('an admin takes a customer order through amount, statuses and payment until it leaves /unpaidorders', async ({
  page,
  context,
  baseURL,
}) => {
  const { orderId, itemName } = await placeOrderInBrowser(page);

  await signIn(page);
  await findOrder(page, '/admin', orderId);
  const row = orderRow(page, orderId);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unpaid');
  await expect(page.getByRole('columnheader', { name: 'Payment Status' })).toBeVisible();

  // Amount: a bad one is refused with the field named, then a good one is saved with Enter.
  const amount = page.getByRole('textbox', { name: `Amount for ${orderId}` });
  await amount.fill('10.125');
  await amount.press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Amount: a number of rupees, at most 2 decimals');
  await amount.fill('1250.5');
  await amount.press('Enter');
  await expect(page.getByText(`Amount saved for ${orderId}`)).toBeVisible();
  await expect(row.getByRole('alert')).toHaveCount(0);

  for (const status of ['In Packing', 'In Delivery', 'Delivered']) {
    await chooseStatus(page, orderId, status);
    await expect(page.getByText(`${orderId} is now ${status}`)).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Status of ${orderId}` })).toHaveValue(status);
  }

  // The payment link, built from the amount and the order id, is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: `Copy payment link of ${orderId}` }).click();
  // The link carries the order's customer key: an order id alone opens no payment page.
  const key = await withDatabase(async (db) => {
    const result = await db.query<{ receipt_key: string }>(
      'SELECT receipt_key FROM orders WHERE order_id = $1',
      [orderId],
    );
    return result.rows[0]?.receipt_key ?? '';
  });
  const link = `${baseURL}/payment?${new URLSearchParams({ orderid: orderId, amount: '1250.50', key })}`;
  await expect(page.getByText(`URL copied ${link}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The customer's side: the payment link lists what is paid for, and the link and the
  // receipt say why ₹1,250.50 is not the sum of the lines under it.
  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByTestId('payment-amount')).toHaveText('₹1,250.50');
  await expect(customer.getByTestId('amount-set-by-store')).toHaveText(AMOUNT_SET_BY_STORE);
  await expect(customer.getByRole('region', { name: 'Your items' })).toContainText(itemName);
  await customer.goto(`/thank-you/${orderId}?${new URLSearchParams({ key })}`);
  await expect(customer.getByTestId('receipt-total')).toHaveText('₹1,250.50');
  await expect(customer.getByTestId('amount-set-by-store')).toHaveText(AMOUNT_SET_BY_STORE);
  await expect(customer.getByTestId('receipt-lines')).toContainText(itemName);
  await expect(customer.getByTestId('receipt-lines')).toContainText('2 ×');
  await customer.close();

  // The PDF link serves the order's PDF with the session cookie.
  const pdfHref = await row.getByRole('link', { name: `PDF of ${orderId}` }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // On the unpaid list (no payment column), confirm the payment in the pop-up; the order leaves the list.
  await findOrder(page, '/unpaidorders', orderId);
  const unpaidRow = orderRow(page, orderId);
  await expect(unpaidRow).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Payment Status' })).toHaveCount(0);
  await unpaidRow.getByRole('button', { name: `Confirm payment of ${orderId}` }).click();
  const ask = page.getByRole('dialog', { name: `Confirm payment of ${orderId}` });
  await expect(ask).toContainText('₹1,250.50');
  await expect(ask.getByLabel('Amount received (₹)')).toHaveValue('1250.50');
  // UPI needs its transaction id: refused with the contract's message until it is given.
  await ask.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(
    ask.getByText('Reference: please give the transaction id (UPI) or UTR (bank transfer)'),
  ).toBeVisible();
  await ask.getByLabel('Reference').fill('431234567890');
  await ask.getByLabel('Note').fill('GPay to the shop number');
  await ask.getByRole('button', { name: 'Confirm payment' }).click();
  const done = page.getByRole('dialog', { name: 'Payment confirmed' });
  await expect(done).toContainText(`Payment confirmed for ${orderId}.`);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(unpaidRow).toHaveCount(0);
  await expect(page.getByTestId('order-count')).toHaveText('0 orders');
  await expect(page.getByText('No orders match')).toBeVisible();

  // On the full list it is paid, and its history names the admin for every change.
  await findOrder(page, '/admin', orderId);
  await expect(orderRow(page, orderId)).toContainText('Paid');
  await orderRow(page, orderId).getByRole('button', { name: orderId, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(drawer).toContainText(itemName);
  await expect(drawer).toContainText(`confirmed by ${E2E_ADMIN.displayName}`);
  const history = drawer.getByTestId('order-history');
  const entries = [
    'Status: Order Placed',
    'Amount: not set → ₹1,250.50',
    'Status: Order Placed → In Packing',
    'Status: In Packing → In Delivery',
    'Status: In Delivery → Delivered',
    'Payment: Unpaid → Paid',
  ];
  for (const entry of entries) await expect(history).toContainText(entry);
  await expect(history.getByText(`by ${E2E_ADMIN.displayName}`)).toHaveCount(5);
  await expect(history.getByText('by customer')).toHaveCount(1);

  const stored = await withDatabase(async (db) => {
    const result = await db.query<{
      field: string;
      from_value: string | null;
      to_value: string;
      changed_by: string;
    }>(
      `select e.field, e.from_value, e.to_value, e.changed_by
         from order_events e join orders o on o.id = e.order_id
        where o.order_id = $1 order by e.id`,
      [orderId],
    );
    const order = await db.query<{ payment_status: number; paid_by: string }>(
      `select o.payment_status, u.display_name as paid_by
         from orders o join users u on u.id = o.paid_by_user_id where o.order_id = $1`,
      [orderId],
    );
    return { events: result.rows, order: order.rows[0] };
  });
  expect(stored.events.map((e) => [e.field, e.from_value, e.to_value, e.changed_by])).toEqual([
    ['status', null, 'Order Placed', 'customer'],
    ['amount', null, '1250.50', 'Administrator'],
    ['status', 'Order Placed', 'In Packing', 'Administrator'],
    ['status', 'In Packing', 'In Delivery', 'Administrator'],
    ['status', 'In Delivery', 'Delivered', 'Administrator'],
    ['payment_status', '0', '1', 'Administrator'],
  ]);
  expect(stored.order).toEqual({ payment_status: 1, paid_by: 'Administrator' });
  await page.keyboard.press('Escape');

  // The export downloads what the list shows, as a dated XLSX.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Order ID',
    'Date',
    'Customer',
    'Phone',
    'Email',
    'Order Type',
    'Kind',
    'Amount',
    'Status',
    'Payment Status',
  ]);
  expect(sheet?.rowCount).toBe(2);
  if (!sheet) throw new Error('the export has no sheet');
  const values = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(values[0]).toBe(orderId);
  expect(values[2]).toBe('Meena Raman');
  expect(values.slice(5)).toEqual(['Door Delivery', 'Wish list', 1250.5, 'Delivered', 'Paid']);
});

test('finance sees the lists read-only: no amount, status or payment controls', async ({ page }) => {
  const { orderId } = await placeOrderInBrowser(page);
  const finance = await createStaffUser(page.request, { role: 'finance' });
  await signIn(page, finance);
  await findOrder(page, '/unpaidorders', orderId);
  const row = orderRow(page, orderId);
  await expect(row).toContainText('Order Placed');
  await expect(row.getByRole('link', { name: `PDF of ${orderId}` })).toBeVisible();
  await expect(row.getByRole('spinbutton')).toHaveCount(0);
  await expect(row.getByRole('combobox')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Confirm payment/ })).toHaveCount(0);

  // The API refuses finance a change even if the page were bypassed.
  const refused = await page.request.patch(`/api/admin/orders/${orderId}`, { data: { amountPaise: 10_00 } });
  expect(refused.status()).toBe(403);
});

test('the amount box refuses a negative amount, can be cleared, and changes a paid order only with a reason', async ({
  page,
}) => {
  const { orderId } = await placeOrderInBrowser(page);
  await signIn(page);
  await findOrder(page, '/admin', orderId);
  const row = orderRow(page, orderId);
  // Beside the amount, the estimate the customer saw: Σ quantity × mrp.
  const estimate = await withDatabase(async (db) => {
    const result = await db.query<{ paise: string }>(
      `SELECT sum(round(l.quantity * l.mrp_paise))::text AS paise FROM order_lines l
       JOIN orders o ON o.id = l.order_id WHERE o.order_id = $1`,
      [orderId],
    );
    return Number(result.rows[0]?.paise);
  });
  await expect(page.getByRole('columnheader', { name: 'Estimated' })).toBeVisible();
  await expect(row).toContainText(
    `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(estimate / 100)}`,
  );
  const amount = page.getByRole('textbox', { name: `Amount for ${orderId}` });
  await amount.fill('-5');
  await amount.press('Enter');
  await expect(row.getByRole('alert')).toHaveText('Amount: a number of rupees, at most 2 decimals');
  await amount.fill('300');
  await amount.press('Enter');
  await expect(page.getByText(`Amount saved for ${orderId}`)).toBeVisible();
  await amount.fill('');
  await amount.press('Enter');
  await expect(page.getByText(`Amount cleared for ${orderId}`)).toBeVisible();
  await amount.fill('300');
  await amount.press('Enter');
  await expect(page.getByText(`Amount saved for ${orderId}`).first()).toBeVisible();

  const paid = await page.request.post('/api/admin/payments/manual-confirmation', {
    data: { orderId, method: 'Cash', amountPaise: 300_00 },
  });
  expect(paid.status()).toBe(200);
  await findOrder(page, '/admin', orderId);
  await expect(page.getByRole('textbox', { name: `Amount for ${orderId}` })).toHaveCount(0);
  await expect(page.getByTestId(`paid-amount-${orderId}`)).toHaveText('₹300.00');
  await row.getByRole('button', { name: `Change the amount of paid order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the amount of ${orderId}` });
  await dialog.getByRole('textbox', { name: 'New amount' }).fill('280');
  await dialog.getByRole('button', { name: 'Change amount' }).click();
  await expect(dialog.getByText('Reason: please say why the amount of a paid order changes')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Short by one packet');
  await dialog.getByRole('button', { name: 'Change amount' }).click();
  await expect(page.getByText(`Amount changed for ${orderId}`)).toBeVisible();
  await expect(page.getByTestId(`paid-amount-${orderId}`)).toHaveText('₹280.00');
  await row.getByRole('button', { name: orderId, exact: true }).click();
  await expect(page.getByTestId('order-history')).toContainText(
    'Amount: ₹300.00 → ₹280.00 (reason: Short by one packet)',
  );
  await expect(page.getByTestId('order-history')).toContainText('Amount: ₹300.00 → not set');
});

test('a status change touches its own row and no other: the table is not drawn again', async ({
  page,
  request,
}) => {
  const [item] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  const orderIds: string[] = [];
  for (const firstName of ['Meena', 'Selvi']) {
    const placed = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        customer: {
          firstName,
          lastName: CUSTOMER.lastName,
          email: CUSTOMER.email,
          phone: CUSTOMER.phone,
          address1: CUSTOMER.address1,
          address2: '',
          address3: '',
          city: CUSTOMER.city,
          pincode: CUSTOMER.pincode,
        },
        orderType: CUSTOMER.orderType,
        items: [{ itemId: item.id, quantity: 1 }],
        others: '',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orderIds.push(((await placed.json()) as { orderId: string }).orderId);
  }
  const changed = orderIds[1] ?? '';

  await signIn(page);
  await page.goto('/admin');
  // The newest orders are at the top: both rows are drawn, beside whatever other tests left.
  for (const orderId of orderIds) await expect(orderRow(page, orderId)).toBeVisible();
  // Every change to the table's DOM from here on, by the row it falls in.
  await page.evaluate(() => {
    const body = document.querySelector('.admin-order-table tbody');
    if (!body) throw new Error('no table body');
    const touched: string[] = [];
    (window as unknown as { touched: string[] }).touched = touched;
    const keyOf = (node: Node) => (node instanceof Element ? node.getAttribute('data-row-key') : null);
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const row = node?.closest('tr.order-row')?.getAttribute('data-row-key');
        if (row) {
          touched.push(row);
          continue;
        }
        // Outside the rows: the virtual list may take a row in or out at its edges, and size its
        // spacers to match, when the changed row's height settles. A row taken out and put back
        // (drawn again) is not that.
        const removed = [...record.removedNodes].map(keyOf);
        const remounted = [...record.addedNodes].map(keyOf).filter((key) => key && removed.includes(key));
        for (const key of remounted) touched.push(`${key} drawn again`);
        if (record.type === 'characterData') touched.push('outside any row');
      }
    }).observe(body, { subtree: true, childList: true, attributes: true, characterData: true });
  });

  await chooseStatus(page, changed, 'In Packing');
  await expect(page.getByText(`${changed} is now In Packing`)).toBeVisible();
  await expect(orderRow(page, changed).getByRole('combobox')).toBeEnabled();
  const touched = await page.evaluate(() => (window as unknown as { touched: string[] }).touched);
  // The changed row did change (the select was disabled while saving, then enabled again)...
  expect(touched.length).toBeGreaterThan(0);
  // ...and no other row did: none redrawn, none taken out and put back.
  expect([...new Set(touched)]).toEqual([changed]);
});

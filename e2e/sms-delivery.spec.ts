import { expect, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { chooseStatus, findOrder } from './src/order-admin.ts';
import { CUSTOMER } from './src/order-form.ts';
import { receivedSms, rejectByDlt } from './src/sms-catcher.ts';
import { apiToken, signIn } from './src/staff.ts';

/** A mobile no other spec texts: the outbox rows and the catcher's files are told apart by it. */
const uniqueMobile = (prefix: '97' | '96') => `${prefix}${String(Date.now()).slice(-8)}`;

/**
 * Texts that DLT accepts, and what became of them: MSG91 (the loopback stand-in) answers every
 * text with a request id, then its delivery report comes to the server's webhook. The admin's
 * outbox shows the verification text delivered and an invoice text DLT rejected, with the reason;
 * the verification text's short link opens the customer's verification page on their phone.
 */
test('the outbox shows which texts were delivered and which DLT rejected, and a short link opens the verification page', async ({
  browser,
  page,
  request,
}) => {
  // A customer's order to a mobile of their own, marked Delivered: the verification text goes.
  const [item] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 1 });
  if (!item) throw new Error('need an item');
  const customerMobile = uniqueMobile('97');
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      customer: {
        firstName: 'மீனாட்சி',
        lastName: CUSTOMER.lastName,
        email: CUSTOMER.email,
        phone: customerMobile,
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
  const { orderId } = (await placed.json()) as { orderId: string };
  await signIn(page);
  await findOrder(page, '/admin', orderId);
  await chooseStatus(page, orderId, 'Delivered');
  await expect(page.getByText(`${orderId} is now Delivered`)).toBeVisible();

  // Finance texts a customer whose texts DLT rejects (the template does not match the registered one).
  const financeMobile = uniqueMobile('96');
  rejectByDlt(financeMobile, 'TEMPLATE-NOT-MATCHED');
  const token = await apiToken(request);
  const customer = await request.post('/api/receivables/customers', {
    headers: { authorization: token },
    data: { name: `DLT Stores ${Date.now().toString(36)}`, mobile: financeMobile },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const sent = await request.post(`/api/receivables/customers/${(await customer.json()).id}/send`, {
    headers: { authorization: token },
    data: { channel: 'sms' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The outbox's SMS tab: both were sent (MSG91 took them); the reports say what reached the phone.
  await page.goto('/outbox?show=sms');
  const verificationRow = page.getByRole('row').filter({ hasText: customerMobile });
  await expect(verificationRow).toContainText(`your order ${orderId} is delivered`);
  await expect(verificationRow).toContainText('Sent', { timeout: 30_000 });
  await expect(verificationRow.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 30_000 });
  // A Tamil name makes the text Unicode: it says so, and how many parts it takes.
  await expect(verificationRow).toContainText(/\d SMS parts? \(Unicode\)/);

  const rejectedRow = page.getByRole('row').filter({ hasText: financeMobile });
  await expect(rejectedRow.getByText('Not delivered')).toBeVisible({ timeout: 30_000 });
  await expect(rejectedRow).toContainText('Rejected: TEMPLATE-NOT-MATCHED');
  await expect(rejectedRow).toContainText('1 SMS part (GSM)');

  // The customer's phone opens the verification page from the text's short link.
  const text = receivedSms().find((sms) => sms.mobiles === `91${customerMobile}`);
  expect(text?.variables.order).toBe(orderId);
  for (const value of Object.values(text?.variables ?? {})) expect([...value].length).toBeLessThanOrEqual(30);
  const phone = await (
    await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true })
  ).newPage();
  await phone.goto(`/s/${text?.variables.code}`);
  await expect(phone).toHaveURL(new RegExp(`/customerorderverification/${orderId}\\?key=[0-9a-f]{64}$`));
  await expect(phone.getByRole('heading', { name: `Your order ${orderId}` })).toBeVisible();
  // A code that is not ours says so, as a page.
  await phone.goto('/s/ZZZZZZZZZZ');
  await expect(phone.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await phone.context().close();
});

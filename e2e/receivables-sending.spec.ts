import { type APIRequestContext, expect, test } from '@playwright/test';
import { receivedMails } from './src/mail-catcher.ts';
import { receivedSms } from './src/sms-catcher.ts';
import { apiToken, createStaffUser, signIn } from './src/staff.ts';

/**
 * Sending documents: a finance user opens a customer's invoice on the receivables screen and sends
 * it by e-mail (the loopback SMTP server receives it with the PDF) and by SMS (the loopback MSG91
 * stand-in receives the text with its short link, and reports it delivered); the short link opens
 * the read-only invoice in a fresh browser, without signing in, and its PDF downloads.
 */
/** A customer with an e-mail and a mobile, and one invoice issued to them (through the API). */
async function customerWithInvoice(request: APIRequestContext) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const name = `Sending Stores ${suffix}`;
  const email = `sending-${suffix}@example.in`;
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const token = await apiToken(request);
  const customer = await request.post('/api/receivables/customers', {
    headers: { authorization: token },
    data: { name, email, mobile },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId: number = (await customer.json()).id;
  const issued = await request.post(`/api/receivables/customers/${customerId}/invoices`, {
    headers: { authorization: token },
    data: {
      lines: [
        { item: 'Sambar powder', quantity: 2, unit: 'kg', pricePaise: 100_25, taxSlabBasisPoints: 500 },
      ],
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return { token, customerId, name, email, mobile, invoice: await issued.json() };
}

/**
 * The short link in the newest text message to a mobile, as the MSG91 stand-in received it: the
 * template's fixed site address (this server, SMS_LINK_BASE unset) and the code, its one variable.
 */
async function linkTextedTo(mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const texts = receivedSms().filter((sms) => sms.mobiles === `91${mobile}`);
    code = texts.at(-1)?.variables.code ?? '';
    expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
  }).toPass({ timeout: 30_000 });
  return `/s/${code}`;
}

test('finance sends an invoice by e-mail and by SMS from the invoice dialog, and sees each sent', async ({
  page,
  request,
}) => {
  const { name, email, mobile, invoice } = await customerWithInvoice(request);
  const finance = await createStaffUser(request, { role: 'finance', displayName: 'Revathi Finance' });
  await signIn(page, finance);
  await page.goto('/customers-outstanding?page=customers-outstanding');
  await page.getByLabel('Search customers').fill(name);
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: invoice.number }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(invoice.number) });
  const sending = dialog.getByTestId('send-documents');

  await sending.getByRole('button', { name: 'Send by e-mail' }).click();
  const emailRow = sending.getByRole('listitem').filter({ hasText: `by E-mail to ${email}` });
  await expect(emailRow.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  const mail = (await receivedMails()).find((m) => JSON.stringify(m.to ?? '').includes(email));
  expect(mail?.subject).toContain(invoice.number);
  const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await sending.getByRole('button', { name: 'Send by SMS' }).click();
  const smsRow = sending.getByRole('listitem').filter({ hasText: `by SMS to ${mobile}` });
  await expect(smsRow.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  // What the text costs, and the operator's delivery report, which the list waits for.
  await expect(smsRow.getByText('1 SMS part (GSM)')).toBeVisible();
  await expect(smsRow.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 30_000 });
  const shortLink = await linkTextedTo(mobile);
  const opened = await request.get(shortLink, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  expect(opened.headers().location).toMatch(/^\/invoice\/\S+$/);
  const text = receivedSms()
    .filter((sms) => sms.mobiles === `91${mobile}`)
    .at(-1);
  expect(text?.templateId).toBe('e2e0invoice0template');
  expect(text?.variables.document).toContain(invoice.number);
  for (const value of Object.values(text?.variables ?? {})) expect([...value].length).toBeLessThanOrEqual(30);
});

test('the signed link opens the invoice read-only in a fresh browser, and a changed one does not', async ({
  request,
  browser,
}) => {
  const { token, customerId, mobile, invoice } = await customerWithInvoice(request);
  const sent = await request.post(`/api/receivables/customers/${customerId}/send`, {
    headers: { authorization: token },
    data: { channel: 'sms', invoiceId: invoice.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const shortLink = await linkTextedTo(mobile);

  // Someone else's phone: a browser that has never signed in. The short link leads to the invoice.
  const stranger = await browser.newContext();
  const phone = await stranger.newPage();
  await phone.goto(shortLink);
  await expect(phone).toHaveURL(/\/invoice\/\S+$/);
  const link = phone.url();
  const view = phone.getByTestId('invoice-view');
  await expect(view.getByRole('heading', { name: `Tax Invoice ${invoice.number}` })).toBeVisible();
  await expect(view).toContainText(invoice.amountInWords);
  const href = await view.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const download = await phone.request.get(href as string);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  await phone.goto(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  await expect(phone.getByText('This invoice link is not valid. Please ask us for a new one.')).toBeVisible();
  await stranger.close();
});

import { expect, test } from '@playwright/test';
import { loadCatalogue, pickFromOneCategory } from './src/catalogue.ts';
import { receivedMails } from './src/mail-catcher.ts';
import { chooseStatus, findOrder, orderRow } from './src/order-admin.ts';
import { CUSTOMER } from './src/order-form.ts';
import { signIn } from './src/staff.ts';
import { readSheet } from './src/xlsx.ts';

test('a customer verifies a delivered order item by item through the link only its key opens', async ({
  browser,
  page,
  request,
}) => {
  // An order of two items, placed as the form places it.
  const [liked, disliked] = pickFromOneCategory(await loadCatalogue(request), { festival: false, count: 2 });
  if (!liked || !disliked) throw new Error('need two items');
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      customer: {
        firstName: 'கலா',
        lastName: CUSTOMER.lastName,
        email: CUSTOMER.email,
        phone: CUSTOMER.phone,
        address1: CUSTOMER.address1,
        address2: 'Mylapore',
        address3: '',
        city: CUSTOMER.city,
        pincode: CUSTOMER.pincode,
      },
      orderType: CUSTOMER.orderType,
      items: [
        { itemId: liked.id, quantity: 1 },
        { itemId: disliked.id, quantity: 2 },
      ],
      others: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  // The admin marks it Delivered and copies the customer's verification link.
  await signIn(page);
  await findOrder(page, '/admin', orderId);
  await chooseStatus(page, orderId, 'Delivered');
  await expect(page.getByText(`${orderId} is now Delivered`)).toBeVisible();
  await orderRow(page, orderId)
    .getByRole('button', { name: `Copy verification link of ${orderId}` })
    .click();
  const copied = page.getByText(/^URL copied http/);
  await expect(copied).toBeVisible();
  const link = ((await copied.textContent()) ?? '').replace('URL copied ', '');
  expect(link).toMatch(new RegExp(`/customerorderverification/${orderId}\\?key=[0-9a-f]{64}$`));
  // The customer has it by e-mail too, sent through the outbox to the loopback SMTP server.
  const mailed = async () => (await receivedMails()).find((mail) => mail.subject?.includes(orderId));
  await expect.poll(async () => Boolean(await mailed()), { timeout: 20_000 }).toBe(true);
  const mail = await mailed();
  expect(mail?.subject).toBe(`Your order ${orderId} is delivered: how was it?`);
  expect(mail?.text).toContain(link);

  // On the customer's phone: the order id alone opens nothing.
  const phone = await (
    await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true })
  ).newPage();
  await phone.goto(`/customerorderverification/${orderId}`);
  await expect(phone.getByText('We could not find this order. Please check the link.')).toBeVisible();
  await phone.goto(`/customerorderverification/${orderId}?key=${'0'.repeat(64)}`);
  await expect(phone.getByText('We could not find this order. Please check the link.')).toBeVisible();

  await phone.goto(new URL(link).pathname + new URL(link).search);
  await expect(phone.getByRole('heading', { name: `Your order ${orderId}` })).toBeVisible();
  const verdict = (name: string, choice: 'Like' | 'Dislike') =>
    phone
      .getByRole('group', { name: `Your verdict on ${name}` })
      .getByRole('button', { name: choice, exact: true });
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByText('Please check all items....')).toBeVisible();

  await verdict(disliked.name, 'Dislike').click();
  await expect(verdict(disliked.name, 'Dislike')).toHaveAttribute('aria-pressed', 'true');
  // A mark still on its way (held here) shows at once, and a Confirm pressed meanwhile waits for it
  // rather than saying an item is unchecked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const itemMarks = (url: URL) => url.pathname.includes('/items/');
  await phone.route(itemMarks, async (route) => {
    await held;
    await route.continue();
  });
  await verdict(liked.name, 'Like').click();
  await expect(verdict(liked.name, 'Like')).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByText(`Please give us you feedback for ${disliked.name}`)).toBeVisible();
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByText('Please check all items....')).toHaveCount(0);
  // Released: this and every later mark goes straight through.
  release();
  await expect(phone.getByText(`Please give us your feedback for ${disliked.name}`)).toBeVisible();
  await expect(phone.getByText('Please check all items....')).toHaveCount(0);
  const feedback = phone.getByLabel(`Your feedback for ${disliked.name}`);
  await feedback.fill('கொஞ்சம் வாடியிருந்தது (a little wilted)');
  await feedback.blur();
  await expect(verdict(liked.name, 'Like')).toHaveAttribute('aria-pressed', 'true');

  // Each mark was kept on the server: a reload finds them.
  await phone.waitForLoadState('networkidle');
  await phone.reload();
  await expect(verdict(disliked.name, 'Dislike')).toHaveAttribute('aria-pressed', 'true');
  await expect(verdict(liked.name, 'Like')).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByLabel(`Your feedback for ${disliked.name}`)).toHaveValue(
    'கொஞ்சம் வாடியிருந்தது (a little wilted)',
  );
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByText('*Please share your overall comment..')).toBeVisible();
  await phone.getByLabel('Overall comment').fill('Fresh vegetables, quick delivery');
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank You! successfully verified' })).toBeVisible();

  // The read-only view, and the link now opens it.
  await phone.getByRole('link', { name: 'See what you told us' }).click();
  await expect(phone).toHaveURL(new RegExp(`/custorderverified/${orderId}\\?key=`));
  await expect(phone.getByRole('heading', { name: `Order ${orderId}: verified` })).toBeVisible();
  await expect(phone.getByText('Disliked')).toBeVisible();
  await expect(phone.getByText('கொஞ்சம் வாடியிருந்தது (a little wilted)')).toBeVisible();
  await expect(phone.getByText('Fresh vegetables, quick delivery')).toBeVisible();
  await phone.goto(new URL(link).pathname + new URL(link).search);
  await expect(phone).toHaveURL(new RegExp(`/custorderverified/${orderId}\\?key=`));
  await phone.context().close();

  // The admin's list says it is verified, with the customer's overall comment.
  await findOrder(page, '/admin', orderId);
  await expect(orderRow(page, orderId)).toContainText('Verified: Fresh vegetables, quick delivery');

  // What was disliked reaches the dislikes page, with the comment, and its export.
  await page.getByRole('complementary').getByRole('link', { name: 'Customer Dislikes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customer Dislikes', level: 2 })).toBeVisible();
  await page.getByLabel('Search dislikes').fill(orderId);
  const comment = page.getByRole('row', { name: new RegExp(orderId) });
  await expect(comment).toContainText(disliked.name);
  await expect(comment).toContainText('கொஞ்சம் வாடியிருந்தது (a little wilted)');
  await page.getByLabel('Search dislikes').fill('');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Dislikes_start_today.xlsx');
  const sheet = await readSheet(await download.path());
  expect(sheet.header.slice(0, 5)).toEqual(['Sl', 'Verified', 'Order', 'Customer', 'Item']);
  const exported = sheet.body.find((row) => row[2] === orderId);
  expect(exported?.[4]).toBe(disliked.name);
  expect(exported?.[8]).toBe('கொஞ்சம் வாடியிருந்தது (a little wilted)');
});

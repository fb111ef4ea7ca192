import { businessDay } from '@kadai/contract';
import { expect, test } from '@playwright/test';
import { createStaffUser, signIn } from './src/staff.ts';

// A store's phone: the booking pages are opened there, on a mobile network.
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const SAVED_ON_PHONE = 'Saved on this phone, will be sent when the network is back';
/** The staff frame's own code: its layout, its antd group, the antd theme and its route list. */
const STAFF_FRAME_CHUNK =
  /\/assets\/(staff-layout|staff-frame|staff-pages|antd-theme|staff-routes)-[^/]*\.(js|css)$/;

test('a store books its vegetables in the plain store frame: no antd and no staff frame download', async ({
  browser,
  request,
}) => {
  const staff = await createStaffUser(request, { role: 'store-staff', storeId: 'alwarpet' });
  const context = await browser.newContext(PHONE);
  const signInPage = await context.newPage();
  await signIn(signInPage, staff);
  // A fresh document, as when the store's phone opens its bookmark: every file it asks for is seen.
  // The sign-in tab is closed, or its frame would send the kept booking and refresh its own page.
  const page = await context.newPage();
  await signInPage.close();
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/vegstock');
  await expect(page.getByRole('heading', { name: 'Daily Vegetable Stock' })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`Logged in as ${staff.displayName}`);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Other screens' })).toHaveAttribute('href', '/links');
  await expect(page).toHaveTitle('Daily Vegetable Stock · Kadai staff');

  const store = page.getByRole('combobox', { name: 'Store' });
  await expect(store).toBeDisabled();
  await expect(store).toHaveValue('alwarpet');
  const box = page.getByLabel(/^Quantity of /).first();
  await expect(box).toBeVisible();
  expect(asked.filter((path) => STAFF_FRAME_CHUNK.test(path))).toEqual([]);
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

  // No signal in the store room: the booking waits on the phone, counted in the frame's header.
  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await box.fill('4');
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: 'Daily Vegetable Stock: summary' });
  await expect(summary.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'waiting for network (1)' })).toBeVisible();

  // Signal again: it goes by itself, once, and the day shows as booked.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting for network/ })).toHaveCount(0);
  const day = businessDay().replaceAll('-', '');
  await expect(page.getByText(`Already booked for Alwarpet on this day: VS-ALWARPET-${day}-1`)).toBeVisible();

  // Online, a change is reviewed and saved at once: the acknowledgement names the second save.
  await box.fill('6');
  await page.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: /summary/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByTestId('acknowledgement-id')).toHaveText(`VS-ALWARPET-${day}-2`);
  expect(asked.filter((path) => STAFF_FRAME_CHUNK.test(path))).toEqual([]);
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

  // On to the wastage by the frame's own tabs, a thumb's size: still no staff frame.
  const screens = page.getByRole('navigation', { name: 'Store screens' });
  await expect(screens.getByRole('link', { name: 'Vegetable Stock' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const wastage = screens.getByRole('link', { name: 'Vegetable Wastage' });
  expect((await wastage.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await wastage.click();
  await expect(page).toHaveURL(/\/vegwastages$/);
  await expect(page.getByRole('heading', { name: 'Daily Vegetable Wastage' })).toBeVisible();
  await expect(wastage).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Store' })).toHaveValue('alwarpet');
  expect(asked.filter((path) => STAFF_FRAME_CHUNK.test(path))).toEqual([]);
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
  await context.close();
});

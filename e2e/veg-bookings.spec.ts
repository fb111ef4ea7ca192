import {
  BOOKING_FORM_MESSAGES,
  BOOKING_QUANTITY_MEANINGS,
  businessDay,
  wastageReasonMessage,
} from '@kadai/contract';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption } from './src/antd.ts';
import { createStaffUser, signIn } from './src/staff.ts';
import { readSheet } from './src/xlsx.ts';

// A store's phone: the stock and wastage forms are booked standing at the vegetable racks.
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const today = businessDay();
const compactDay = today.replaceAll('-', '');

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(PHONE)).newPage();
}

/** The first few vegetables the form lists, as "Name (pack)" the boxes are labelled with. */
async function vegetables(page: Page, count: number): Promise<string[]> {
  const boxes = page.getByLabel(/^(Quantity|K) of /);
  await expect(boxes.first()).toBeVisible();
  const labels: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const label = await boxes.nth(i).getAttribute('aria-label');
    if (!label) throw new Error('a quantity box without a label');
    labels.push(label.replace(/^(Quantity|K) of /, ''));
  }
  return labels;
}

async function expectTapTarget(box: Locator) {
  const size = await box.boundingBox();
  expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('a store books its vegetable stock on a phone; booking the day again edits it, with history', async ({
  browser,
  request,
}) => {
  const staff = await createStaffUser(request, {
    role: 'store-staff',
    storeId: 'adyar',
    displayName: `முருகன் ${Date.now().toString(36)}`,
  });
  const page = await phonePage(browser);
  await signIn(page, staff);
  await page.getByRole('link', { name: /Daily Vegetable Stock/ }).click();
  await expect(page).toHaveURL(/\/vegstock$/);
  await expect(page.getByRole('heading', { name: 'Daily Vegetable Stock' })).toBeVisible();

  // Their own store, their name and today are filled in.
  const store = page.getByRole('combobox', { name: 'Store' });
  await expect(store).toBeDisabled();
  await expect(page.locator('.veg-booking-header')).toContainText('Adyar');
  await expect(page.getByLabel('Sent By')).toHaveValue(staff.displayName);
  await expect(page.getByLabel('Date')).toHaveValue(today);

  const review = page.getByRole('button', { name: 'Review' });
  await expectTapTarget(review);
  await review.click();
  await expect(page.getByText(BOOKING_FORM_MESSAGES.empty)).toBeVisible();
  await page.getByLabel('Sent By').fill('');
  await review.click();
  await expect(page.getByText(BOOKING_FORM_MESSAGES.sentBy)).toBeVisible();
  await page.getByLabel('Sent By').fill(staff.displayName);

  const [first, second] = await vegetables(page, 2);
  if (!first || !second) throw new Error('two vegetables expected');
  const firstBox = page.getByLabel(`Quantity of ${first}`);
  // The box as a finger meets it: the input itself (the store frame's plain markup).
  await expectTapTarget(firstBox);
  await firstBox.fill('12.5');
  await page.getByLabel(`Quantity of ${second}`).fill('3');
  await page.getByLabel('Special instructions').fill('முருங்கைக்காய் came late');
  await review.click();

  const summary = page.getByRole('dialog', { name: /summary/ });
  await expect(summary).toContainText(first);
  await expect(summary).toContainText('12.5');
  await expect(summary).toContainText('முருங்கைக்காய் came late');
  await summary.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('acknowledgement-id')).toHaveText(`VS-ADYAR-${compactDay}-1`);

  // The second booking of the day shows the first and edits it.
  await page.goto('/vegstock');
  await expect(
    page.getByText(`Already booked for Adyar on this day: VS-ADYAR-${compactDay}-1`),
  ).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('12.5');
  await page.getByLabel(`Quantity of ${first}`).fill('10');
  await page.getByLabel(`Quantity of ${second}`).fill('');
  await review.click();
  await page
    .getByRole('dialog', { name: /summary/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByTestId('acknowledgement-id')).toHaveText(`VS-ADYAR-${compactDay}-2`);
  await page.getByRole('button', { name: 'Edit this booking' }).click();
  await expect(page.getByText(`VS-ADYAR-${compactDay}-2`)).toBeVisible();
  await page.getByText('History (2 saves)').click();
  await expect(page.locator('.veg-booking-history li')).toHaveCount(2);
  await expect(page.getByLabel(`Quantity of ${second}`)).toHaveValue('');
  await page.context().close();
});

test('a store books wastage with a reason per item, and an admin reads it by reason and exports it', async ({
  browser,
  request,
}) => {
  const staff = await createStaffUser(request, { role: 'store-staff', storeId: 'neelankarai' });
  const page = await phonePage(browser);
  await signIn(page, staff);
  await page.goto('/vegwastages');
  await expect(page.getByRole('heading', { name: 'Daily Vegetable Wastage' })).toBeVisible();
  const [spoiled, damaged] = await vegetables(page, 2);
  if (!spoiled || !damaged) throw new Error('two vegetables expected');
  // K and W said on the page, not only known to old hands; the letters stay.
  const legend = page.getByTestId('wastage-legend');
  await expect(legend).toContainText(`K: ${BOOKING_QUANTITY_MEANINGS.k}`);
  await expect(legend).toContainText(`W: ${BOOKING_QUANTITY_MEANINGS.w}`);
  await expect(page.locator(`abbr[title="${BOOKING_QUANTITY_MEANINGS.w}"]`).first()).toHaveText('W');

  await page.getByLabel(`K of ${spoiled}`).fill('1.25');
  await page.getByLabel(`W of ${damaged}`).fill('2');
  await page.getByRole('button', { name: 'Review' }).click();
  // Each wasted item without a reason is named under it.
  const name = (label: string) => label.replace(/ \([^)]*\)$/, '');
  await expect(page.getByText(wastageReasonMessage(name(spoiled)))).toBeVisible();
  await expect(page.getByText(wastageReasonMessage(name(damaged)))).toBeVisible();
  // The browser's own select: a phone opens its native picker.
  await page.getByRole('combobox', { name: `Reason for ${spoiled}` }).selectOption({ label: 'Spoiled' });
  await page.getByRole('combobox', { name: `Reason for ${damaged}` }).selectOption({ label: 'Damaged' });
  await expect(page.getByText(wastageReasonMessage(name(spoiled)))).toHaveCount(0);
  await page.getByRole('button', { name: 'Review' }).click();
  const summary = page.getByRole('dialog', { name: /summary/ });
  await expect(summary).toContainText('Spoiled');
  await expect(summary).toContainText('Damaged');
  await summary.getByRole('button', { name: 'Confirm' }).click();
  const ack = `VW-NEELANKARAI-${compactDay}-1`;
  await expect(page.getByTestId('acknowledgement-id')).toHaveText(ack);
  await page.context().close();

  // An admin on a laptop: the bookings list, the wastage by reason, the export.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await admin.goto('/vegetable-bookings');
  await chooseOption(admin, admin.getByRole('combobox', { name: 'Store' }), 'Neelankarai');
  const booked = admin.getByRole('row', { name: new RegExp(ack) });
  await expect(booked).toContainText('Wastage');
  await booked.getByRole('button', { name: /expand/i }).click();
  await expect(admin.getByRole('cell', { name: spoiled, exact: true })).toBeVisible();
  await admin.getByRole('tab', { name: 'Wastage by reason' }).click();
  await expect(
    admin.getByRole('row').filter({ hasText: damaged }).filter({ hasText: 'Damaged' }),
  ).toBeVisible();

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: /Export/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Vegetable_Bookings_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readSheet(await file.path());
  const rows = sheet.body.filter((row) => row.includes(ack));
  expect(rows).toHaveLength(2);
  expect(rows.map((row) => row[9])).toEqual(expect.arrayContaining(['Spoiled', 'Damaged']));
  await admin.context().close();
});

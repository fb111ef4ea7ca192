import { readFile } from 'node:fs/promises';
import { businessDay, describePackQuantity, SCHEDULE_ABBREVIATIONS } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import { receivedMails } from './src/mail-catcher.ts';
import {
  addToLog,
  addToSchedule,
  batchCard,
  batchLine,
  confirmBatch,
  GROCERIES,
  openConfirm,
  openLog,
  openSchedule,
  postPlan,
  producedBox,
  producedLine,
  scheduleRow,
  selectRows,
  setTotalPlan,
  submitLog,
  submitSchedule,
  type TeamProduct,
  today,
  untouchedTeamProducts,
} from './src/production.ts';
import { createStaffUser, E2E_ADMIN_EMAIL, signIn } from './src/staff.ts';
import { readSheet } from './src/xlsx.ts';

async function clearBrowserStorage(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test('groceries: schedule the plan, confirm it (sheet by mail), and log what was made', async ({
  page,
  browser,
  request,
}) => {
  const date = today();
  const [planA, planB, planC, extra, logged] = await untouchedTeamProducts(GROCERIES.teamId);
  if (!planA || !planB || !planC || !extra || !logged)
    throw new Error('need five untouched groceries products');
  const since = new Date();

  // This morning's plan (what the planning page posts): A to two outlets, B to one, C to three.
  await postPlan(request, {
    team: GROCERIES,
    plan: [
      { product: planA, outlets: { abhiramapuram: 4, adyar: 6 } },
      { product: planB, outlets: { 't-nagar': 25 } },
      { product: planC, outlets: { adyar: 3, neelankarai: 2, 't-nagar': 5 } },
    ],
  });

  const planner = await createStaffUser(request, {
    role: 'production',
    teamId: GROCERIES.teamId,
    displayName: `Groceries Planner ${Date.now().toString(36)}`,
  });
  await signIn(page, planner);

  // The schedule: Total Req is the day's planning total; Wt or pc follows operations.md §9.
  await openSchedule(page, GROCERIES);
  // Total Req is explained on the page, not only in a header's title (a phone has no hover).
  await expect(page.getByTestId('schedule-legend')).toContainText(
    `Total Req: ${SCHEDULE_ABBREVIATIONS['Total Req']}`,
  );
  await expect(page.locator('th abbr', { hasText: 'Total Req' })).toHaveAttribute(
    'title',
    SCHEDULE_ABBREVIATIONS['Total Req'],
  );
  const rowA = scheduleRow(page, planA);
  await expect(rowA).toContainText(planA.type);
  await expect(rowA.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await expect(rowA.getByRole('cell', { name: '10 pc', exact: true })).toBeVisible();
  await expect(scheduleRow(page, planB).getByRole('cell', { name: '2.5 kg', exact: true })).toBeVisible();
  await expect(scheduleRow(page, planC).getByRole('cell', { name: '10 pc', exact: true })).toBeVisible();
  await expect(page.getByLabel(`Total Plan for ${planA.name} ${planA.variant}`)).toHaveValue('10');

  await setTotalPlan(page, planA, 12);
  await addToSchedule(page, [extra]);
  await expect(scheduleRow(page, extra).getByRole('cell', { name: '0', exact: true })).toBeVisible();
  await selectRows(page, [planA, planB, extra]);

  // An added product needs its Total Plan typed: without it, Submit is refused with a reason.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(`Please give a Total Plan for ${extra.name} ${extra.variant}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await setTotalPlan(page, extra, 5);
  await expect(scheduleRow(page, extra).getByRole('cell', { name: '0.5 kg', exact: true })).toBeVisible();

  // The export of the selected rows, named by date and team, read back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as XLS' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Production_Schedule_${date}_Groceries.xlsx`);
  const exported = await readSheet(await readFile(await download.path()));
  expect(exported.header).toEqual([
    'Sl',
    'Product',
    'Type',
    'Variant',
    'Total Req',
    'Wt or pc',
    'Total Plan',
    'Unit',
    'To make',
  ]);
  expect(byName(exported.body.map((row) => [row[1], row[3], row[4], row[5], row[6]]))).toEqual(
    byName([
      [planA.name, planA.variant, 10, '10 pc', 12],
      [planB.name, planB.variant, 25, '2.5 kg', 25],
      [extra.name, extra.variant, 0, '0.5 kg', 5],
    ]),
  );

  await submitSchedule(page);
  const p1 = batchCard(page, 1);
  await expect(p1).toContainText(`${date}_Groceries_P1`);
  await expect(page.getByTestId('confirm-legend')).toContainText(
    `Total Req: ${SCHEDULE_ABBREVIATIONS['Total Req']}`,
  );
  await expect(p1.locator('th abbr', { hasText: 'Total Req' })).toHaveAttribute(
    'title',
    SCHEDULE_ABBREVIATIONS['Total Req'],
  );
  await expect(p1).toContainText(planner.displayName);
  await expect(batchLine(p1, planA)).toContainText('12');
  // The count says what it counts: packs of the variant, and their weight when it has one.
  await expect(batchLine(p1, planA)).toContainText(describePackQuantity(12, planA.variant));
  await expect(batchLine(p1, extra)).toContainText('5');
  await expect(batchLine(p1, planC)).toHaveCount(0);

  // Nothing of it lives in the browser: cleared storage, same schedule.
  await clearBrowserStorage(page);
  await page.reload();
  await expect(batchLine(batchCard(page, 1), planB)).toContainText('25');

  // Back to Edit clears the saved schedule: the planned products are on the schedule again.
  await batchCard(page, 1).getByRole('button', { name: 'Back to Edit' }).click();
  await expect(page).toHaveURL(/\/production-schedule\?teamId=groceries/);
  for (const product of [planA, planB, planC]) await expect(scheduleRow(page, product)).toBeVisible();
  await expect(scheduleRow(page, extra)).toHaveCount(0);

  // This time A (planned 12) and B go.
  await setTotalPlan(page, planA, 12);
  await selectRows(page, [planA, planB]);
  await submitSchedule(page);
  await expect(batchLine(batchCard(page, 1), planA)).toContainText('12');
  await confirmBatch(page, 1);
  await expect(page.getByTestId('mail-status')).toContainText('e-mailed to Admin');
  await expect(page.getByText('No production schedule is waiting to be confirmed.')).toBeVisible();

  // The schedule page now leaves A and B out (they are scheduled), C is still to be scheduled.
  await openSchedule(page, GROCERIES);
  await expect(scheduleRow(page, planC)).toBeVisible();
  await expect(scheduleRow(page, planA)).toHaveCount(0);

  // Another device, another session: the confirmed batch is not waiting there either.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await signIn(other);
    await openConfirm(other, GROCERIES);
    await expect(other.getByText('No production schedule is waiting to be confirmed.')).toBeVisible();
    await other.getByText('Confirmed today (1)').click();
    await expect(other.getByText(`${date}_Groceries_P1`)).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // The entries it wrote, and the mail to the admin with the sheet.
  const entries = await withDatabase(async (db) => {
    const { rows } = await db.query(
      `select product_id, quantity::float as quantity, user_id, batch_id, batch_order, unit, act_req::float as act_req
         from production_entries
        where team_id = 'groceries' and folder_id = 'ready-for-production' and business_day = $1
        order by product_id`,
      [businessDay()],
    );
    return rows;
  });
  expect(entries).toEqual(
    [
      { product_id: planA.id, quantity: 12, act_req: 10 },
      { product_id: planB.id, quantity: 25, act_req: 25 },
    ]
      .sort((a, b) => a.product_id.localeCompare(b.product_id))
      .map((entry) => ({
        ...entry,
        user_id: planner.displayName,
        batch_id: `${date}_Groceries_P1`,
        batch_order: 1,
        unit: expect.stringMatching(/^(kg|pc)$/),
      })),
  );
  const mail = await withDatabase(async (db) => {
    const { rows } = await db.query(
      `select m.to_address, a.filename, a.content_type, a.content
         from mail_messages m join mail_attachments a on a.message_id = m.id
        where m.created_at >= $1 and a.filename like '%Groceries%'
        order by m.id desc limit 1`,
      [since],
    );
    return rows[0];
  });
  expect(mail?.to_address).toBe(E2E_ADMIN_EMAIL);
  expect(mail?.filename).toMatch(new RegExp(`^Production_Plan_${date}_Groceries_P\\d+\\.xlsx$`));
  expect(mail?.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  // It also went out through SMTP (the loopback catcher), with the same sheet attached.
  const sheetName = mail?.filename ?? '';
  const smtpMail = async () =>
    (await receivedMails()).find((m) => m.attachments.some((a) => a.filename === sheetName));
  await expect.poll(async () => (await smtpMail())?.to, { timeout: 15_000 }).toBeTruthy();
  const delivered = await smtpMail();
  expect(JSON.stringify(delivered?.to)).toContain(E2E_ADMIN_EMAIL);
  const attachment = delivered?.attachments.find((a) => a.filename === sheetName);
  expect(attachment?.content.equals(mail?.content as Buffer)).toBe(true);
  const mailed = await readSheet(mail?.content as Buffer);
  expect(byName(mailed.body.map((row) => [row[1], row[3], row[6]]))).toEqual(
    byName([
      [planA.name, planA.variant, 12],
      [planB.name, planB.variant, 25],
    ]),
  );

  // The log: A was scheduled today (listed first, its plan the default), the other product was not.
  await openLog(page, GROCERIES);
  await addToLog(page, [planA, logged]);
  await expect(producedBox(page, planA)).toHaveValue('12');
  await expect(producedBox(page, logged)).toHaveValue('');

  // A lost answer: the server logged it, the browser never heard. The data stays, and the retry
  // sends the same Idempotency-Key, so nothing is logged twice.
  const keys: string[] = [];
  let loseAnswer = true;
  await page.route('**/dataapi/api/inventory/production/batch/add', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (loseAnswer) {
      loseAnswer = false;
      await route.abort('connectionreset');
    } else {
      await route.fulfill({ response });
    }
  });
  await submitLog(page, [
    { product: planA, produced: 11 },
    { product: logged, produced: 3 },
  ]);
  await expect(page.getByText('Something went wrong!').first()).toBeVisible();
  await expect(producedBox(page, planA)).toHaveValue('11');
  await expect(producedBox(page, logged)).toHaveValue('3');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Are you sure you want to finalize Planning sheet for ${date}` })
    .getByRole('button', { name: 'Log production' })
    .click();
  await expect(page.getByText('Production Logged!')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  await page.unroute('**/dataapi/api/inventory/production/batch/add');

  // The logged rows leave the table; Today's Production lists them, with unit and quantity.
  await expect(producedBox(page, planA)).toHaveCount(0);
  await expect(producedLine(page, planA)).toContainText('11');
  await expect(producedLine(page, logged)).toContainText('3');
  const produced = await withDatabase(async (db) => {
    const { rows } = await db.query(
      `select product_id, quantity::float as quantity, batch_id, batch_order, user_id, unit
         from production_entries
        where team_id = 'groceries' and folder_id = 'produced' and business_day = $1
          and product_id = any($2)
        order by product_id`,
      // Only this spec's products: other specs log Groceries' production too.
      [businessDay(), [planA.id, logged.id]],
    );
    return rows;
  });
  expect(produced).toEqual(
    [
      { product_id: planA.id, quantity: 11 },
      { product_id: logged.id, quantity: 3 },
    ]
      .sort((a, b) => a.product_id.localeCompare(b.product_id))
      .map((entry) => ({
        ...entry,
        batch_id: `${date}_Groceries`,
        batch_order: 1,
        user_id: planner.displayName,
        unit: expect.stringMatching(/^(kg|pc)$/),
      })),
  );
  for (const row of produced as Array<{ unit: string; product_id: string }>) {
    await expect(producedLine(page, productOf(row.product_id, [planA, logged]))).toContainText(row.unit);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the production pages do not scroll sideways', async ({ page }) => {
    await signIn(page);
    const scrollWidth = () =>
      page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
    await openSchedule(page, GROCERIES);
    await expect(page.getByRole('button', { name: 'Export as XLS' })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await openConfirm(page, GROCERIES);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await openLog(page, GROCERIES);
    await expect(page.getByRole('heading', { name: "Today's Production" })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
  });
});

/** Rows in a known order whatever order the sheet used (name, then variant). */
function byName(rows: unknown[][]): unknown[][] {
  return [...rows].sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));
}

function productOf(id: string, products: readonly TeamProduct[]): TeamProduct {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`unexpected product ${id}`);
  return product;
}

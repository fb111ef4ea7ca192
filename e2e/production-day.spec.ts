import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import { receivedMails } from './src/mail-catcher.ts';
import {
  findPlanningRow,
  openPlanning,
  planningRow,
  rowTotal,
  searchItem,
  selectRows,
  setReq,
  submitPlanning,
} from './src/planning.ts';
import {
  batchCard,
  batchLine,
  confirmBatch,
  logProduction,
  openConfirm,
  openSchedule,
  type ProductionTeam,
  producedLine,
  scheduleRow,
  selectRows as selectScheduleRows,
  setTotalPlan,
  submitSchedule,
  type TeamProduct,
  today,
  untouchedTeamProducts,
} from './src/production.ts';
import { createStaffUser, E2E_ADMIN_EMAIL, type StaffCredentials, signIn } from './src/staff.ts';
import { readSheet } from './src/xlsx.ts';

// The whole day of one team: the Kitchen team is this spec's alone.
const KITCHEN: ProductionTeam = { teamId: 'kitchen', teamName: 'Kitchen' };
const OUTLETS = ['Abhiramapuram', 'Adyar', 'Neelankarai', 'T.Nagar'] as const;

/** Kitchen products some outlet holds less than its (set, non-zero) minimum of: urgent planning's list. */
async function belowMinimum(): Promise<Set<string>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ product_id: string }>(
      `select distinct i.product_id from inventories i join products p on p.id = i.product_id
        join outlets o on o.id = i.outlet_id and o.type = 'outlet'
        where p.team_id = 'kitchen' and i.min_stock > 0 and i.opening_stock < i.min_stock`,
    );
    return new Set(rows.map((r) => r.product_id));
  });
}

const search = (product: TeamProduct) => ({
  productId: product.id,
  search: `${product.name} ${product.variant}`,
});

/** Sets every outlet's Req of a product, in outlet order. */
async function planRow(page: Page, product: TeamProduct, plans: readonly number[]) {
  for (const [index, value] of plans.entries()) {
    await setReq(page, { ...search(product), outletName: OUTLETS[index] as string, value });
  }
}

/** Forgets everything the browser held: storage and the session cookie. Then signs in again. */
async function forgetBrowser(page: Page, planner: StaffCredentials) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto('/adminlogin');
  await signIn(page, planner);
}

test('Kitchen: plan, urgent plan, schedule, confirm (the sheet arrives by mail), log — nothing lives in the browser', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const date = today();
  const planner = await createStaffUser(request, {
    role: 'production',
    teamId: 'kitchen',
    displayName: 'Meena (Kitchen)',
  });
  const urgentIds = await belowMinimum();
  const untouched = await untouchedTeamProducts(KITCHEN.teamId);
  const [plainA, plainB] = untouched.filter((p) => !urgentIds.has(p.id));
  const [short] = untouched.filter((p) => urgentIds.has(p.id));
  if (!plainA || !plainB || !short) throw new Error('the demo seed has too few untouched kitchen products');

  await signIn(page, planner);

  // 1. Planning: two products, each outlet's Req typed; Total Req follows.
  await openPlanning(page, { ...KITCHEN });
  await planRow(page, plainA, [4, 7, 0, 3]);
  await expect(rowTotal(await findPlanningRow(page, search(plainA)))).toHaveText('14');
  await planRow(page, plainB, [2, 2, 2, 2]);
  await expect(rowTotal(await findPlanningRow(page, search(plainB)))).toHaveText('8');
  await selectRows(page, [search(plainA), search(plainB)]);
  await submitPlanning(page);
  await searchItem(page, `${plainA.name} ${plainA.variant}`);
  await expect(planningRow(page, plainA.id)).toHaveCount(0);

  // 2. Urgent planning lists the short product, not the ones just planned nor ones with enough stock.
  await openPlanning(page, { ...KITCHEN, urgent: true });
  await searchItem(page, `${plainB.name} ${plainB.variant}`);
  await expect(planningRow(page, plainB.id)).toHaveCount(0);
  await planRow(page, short, [5, 0, 0, 0]);
  await expect(rowTotal(await findPlanningRow(page, search(short)))).toHaveText('5');
  await selectRows(page, [search(short)]);
  await submitPlanning(page);

  const planned = await withDatabase(async (db) => {
    const { rows } = await db.query<{
      product_id: string;
      folder_id: string;
      total: number;
      outlets: number;
    }>(
      `select product_id, folder_id, sum(quantity_sent)::float8 as total, count(*)::int as outlets
         from product_movements where team_id = 'kitchen' and business_day = $1 and created_by_name = $2
        group by product_id, folder_id order by product_id, folder_id`,
      [new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }), planner.displayName],
    );
    return rows;
  });
  expect(planned).toEqual(
    expect.arrayContaining([
      { product_id: plainA.id, folder_id: 'ready-for-planning', total: 14, outlets: 1 },
      { product_id: plainA.id, folder_id: 'ready-for-transport', total: 14, outlets: 3 },
      { product_id: plainB.id, folder_id: 'ready-for-transport', total: 8, outlets: 4 },
      { product_id: short.id, folder_id: 'ready-for-planning', total: 5, outlets: 1 },
    ]),
  );
  expect(planned).toHaveLength(6);

  // Midway, the browser forgets everything: the plan is on the server, so the schedule still has it.
  await forgetBrowser(page, planner);

  // 3. The schedule: Total Req from the plans, Wt or pc by operations.md §9 (several outlets:
  // pieces; one: 0.1 kg a unit).
  await openSchedule(page, KITCHEN);
  await expect(scheduleRow(page, plainA)).toContainText('14 pc');
  await expect(scheduleRow(page, plainB)).toContainText('8 pc');
  await expect(scheduleRow(page, short)).toContainText('0.5 kg');
  await setTotalPlan(page, plainB, 10);
  await selectScheduleRows(page, [plainA, plainB, short]);
  await submitSchedule(page);
  await expect(batchCard(page, 1)).toBeVisible();

  // The browser forgets again: the saved schedule is still waiting, on the server.
  await forgetBrowser(page, planner);
  await openConfirm(page, KITCHEN);
  const card = batchCard(page, 1);
  for (const product of [plainA, plainB, short]) await expect(batchLine(card, product)).toBeVisible();
  await expect(batchLine(card, plainB)).toContainText('10');

  // 4. Confirm: production entries written and the plan mailed to the admin as an Excel sheet.
  await confirmBatch(page, 1);
  // One name per production batch: …_Kitchen_P1.xlsx, …_P2.xlsx.
  const sheetPattern = new RegExp(`^Production_Plan_${date}_Kitchen_P\\d+\\.xlsx$`);
  const mailWithSheet = async () =>
    (await receivedMails()).find((m) => m.attachments.some((a) => sheetPattern.test(a.filename ?? '')));
  await expect.poll(async () => Boolean(await mailWithSheet()), { timeout: 20_000 }).toBe(true);
  const mail = await mailWithSheet();
  expect(JSON.stringify(mail?.to)).toContain(E2E_ADMIN_EMAIL);
  expect(mail?.subject).toContain('Kitchen');
  const attachment = mail?.attachments.find((a) => sheetPattern.test(a.filename ?? ''));
  if (!attachment) throw new Error('no sheet attached');
  const sheet = await readSheet(attachment.content);
  const product = sheet.header.indexOf('Product');
  const totalPlan = sheet.header.indexOf('Total Plan');
  const mailed = sheet.body.map((row) => [row[product], row[totalPlan]]);
  expect(mailed).toEqual(
    expect.arrayContaining([
      [plainA.name, 14],
      [plainB.name, 10],
      [short.name, 5],
    ]),
  );
  expect(mailed).toHaveLength(3);

  // 5. The log: what was made, then Today's Production.
  await logProduction(page, KITCHEN, [
    { product: plainA, produced: 13 },
    { product: short, produced: 5 },
  ]);
  await expect(producedLine(page, plainA)).toContainText('13');
  await expect(producedLine(page, short)).toContainText('5');

  const logged = await withDatabase(async (db) => {
    const { rows } = await db.query<{
      product_id: string;
      quantity: number;
      batch_id: string;
      batch_order: number;
      user_id: string;
    }>(
      `select product_id, quantity::float8 as quantity, batch_id, batch_order, user_id from production_entries
        where team_id = 'kitchen' and folder_id = 'produced' and user_id = $1 order by product_id`,
      [planner.displayName],
    );
    return rows;
  });
  expect(logged).toEqual(
    [
      {
        product_id: plainA.id,
        quantity: 13,
        batch_id: `${date}_Kitchen`,
        batch_order: 1,
        user_id: planner.displayName,
      },
      {
        product_id: short.id,
        quantity: 5,
        batch_id: `${date}_Kitchen`,
        batch_order: 1,
        user_id: planner.displayName,
      },
    ].sort((a, b) => a.product_id.localeCompare(b.product_id)),
  );

  // Another visit, after the browser forgot everything once more, shows the same day.
  await forgetBrowser(page, planner);
  await openConfirm(page, KITCHEN);
  await expect(batchCard(page, 1)).toBeHidden();
  await page.goto(`/production-log?teamId=kitchen&teamName=Kitchen`);
  await expect(producedLine(page, plainA)).toContainText('13');
});

import { expect, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import { createStaffUser, signIn } from './src/staff.ts';

/** The dashboard opens on the signed-in role's figures, each a link to its screen. */

test("an admin's figures: a failed mail is counted, highlighted, and opens the outbox, also on a phone", async ({
  page,
}) => {
  await withDatabase((db) =>
    db.query(
      `insert into mail_messages (to_address, subject, text, status, attempts, error)
       values ('nobody@kadai.test', 'Dashboard figure', 'refused', 'failed', 1, 'refused by the test')`,
    ),
  );
  const failed = await withDatabase(async (db) => {
    const { rows } = await db.query(`select count(*)::int as n from mail_messages where status = 'failed'`);
    return rows[0].n as number;
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto('/stock-movements-management?page=dashboard');

  const figures = page.getByRole('region', { name: 'Today at a glance' });
  const mail = figures.getByTestId('dashboard-figure-mail-failed');
  await expect(mail).toHaveText(`${failed}Mails not sent`);
  await expect(mail).toHaveClass(/dashboard-figure--todo/);
  // Orders placed today is for information: never highlighted, whatever it says.
  await expect(figures.getByTestId('dashboard-figure-orders-today')).not.toHaveClass(
    /dashboard-figure--todo/,
  );
  // The day's work of teams and outlets is theirs, not the admin's.
  await expect(figures.getByTestId('dashboard-figure-receipts-waiting')).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The cards below are still there.
  await expect(page.getByTestId('team-card-kitchen')).toBeVisible();

  await mail.click();
  await expect(page).toHaveURL(/\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' }).first()).toBeVisible();
});

test("an outlet user's figures are their own outlet's, and open its Stock Received", async ({
  page,
  request,
}) => {
  const outletId = await withDatabase(async (db) => {
    const { rows } = await db.query(`select id from outlets where type = 'outlet' order by id limit 1`);
    return rows[0].id as string;
  });
  const shop = await createStaffUser(request, { role: 'outlet', outletId });
  await signIn(page, shop);
  await page.goto('/stock-movements-management?page=dashboard');

  const figures = page.getByRole('region', { name: 'Today at a glance' });
  await expect(figures.locator('[data-testid^="dashboard-figure-"]')).toHaveCount(2);
  const receipts = figures.getByTestId('dashboard-figure-receipts-waiting');
  await expect(receipts).toContainText('Deliveries to receive');
  await expect(receipts).toHaveAttribute('href', `/stock-received?outletId=${outletId}`);
  await expect(figures.getByTestId('dashboard-figure-items-under-minimum')).toHaveAttribute(
    'href',
    `/daily-kitchen-todo-for-outlet?outletId=${outletId}`,
  );

  await receipts.click();
  await expect(page).toHaveURL(new RegExp(`/stock-received\\?outletId=${outletId}$`));
  await expect(page.getByRole('heading', { name: 'Stock Received' }).first()).toBeVisible();
});

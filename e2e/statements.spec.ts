import { businessDay, previousPeriod } from '@kadai/contract';
import { expect, type Page, test } from '@playwright/test';
import { receivedMails } from './src/mail-catcher.ts';
import { createStaffUser, signIn } from './src/staff.ts';

const lastMonth = previousPeriod(businessDay());

/** The runs table's newest row (the table lists the newest first). */
function newestRun(page: Page) {
  return page.getByRole('table').nth(1).getByRole('row').nth(1);
}

test('finance sends a group’s monthly statements, sees who got what, and nobody gets a month twice', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const finance = await createStaffUser(request, { role: 'finance' });
  await signIn(page, finance);
  await page.goto('/customers-outstanding?page=customers-outstanding');
  // The page's header menu, Masters / Receivables (operations.md §2).
  const header = page.getByRole('navigation', { name: 'Masters / Receivables' });
  await expect(header.getByRole('link')).toHaveText([
    'Material Issue Note',
    'Monthly Carry-over',
    'Receivables',
    'Monthly Statements',
  ]);
  await expect(header.getByRole('link', { name: 'Receivables', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await header.getByRole('link', { name: 'Monthly Statements', exact: true }).click();
  await expect(page).toHaveURL(/\/customers-outstanding\?page=statements$/);
  await expect(page.getByRole('heading', { name: 'Monthly Statements' })).toBeVisible();

  // The demo's 'All Customers' (shown as Bill to Bill Customers): Annapoorna has an e-mail and owes;
  // Thendral Mess has no e-mail.
  const group = page.getByRole('row').filter({ hasText: 'Bill to Bill Customers' }).first();
  await expect(group.getByRole('combobox', { name: /Month to send/ })).toBeVisible();
  await group.getByRole('button', { name: 'Send now' }).click();

  const run = newestRun(page);
  await expect(run).toContainText(lastMonth);
  await expect(run).toContainText(finance.displayName);
  await expect(run.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });

  await run.getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  const annapoorna = drawer.getByRole('row').filter({ hasText: 'Annapoorna Caterers' });
  await expect(annapoorna).toContainText('Sent to outbox');
  await expect(annapoorna).toContainText('accounts@annapoorna.example');
  // The mail leaves the outbox a moment later: the drawer follows it.
  await expect(annapoorna.getByText('sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByRole('row').filter({ hasText: 'Thendral Mess' })).toContainText(
    'No e-mail address',
  );
  await drawer.getByRole('button', { name: 'Close' }).click();

  const statements = (await receivedMails()).filter(
    (mail) =>
      mail.subject?.includes(`Statement of account for ${lastMonth}`) && mail.subject.includes('Annapoorna'),
  );
  expect(statements).toHaveLength(1);
  expect(statements[0]?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  expect(statements[0]?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

  // Sent again: nobody is sent the month twice, and the log says why.
  const firstRunId = (await run.getByRole('cell').first().innerText()).trim();
  await group.getByRole('button', { name: 'Send now' }).click();
  const second = newestRun(page);
  await expect(second.getByRole('cell').first()).not.toHaveText(firstRunId);
  await expect(second.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await second.getByRole('button').first().click();
  await expect(
    page.getByRole('dialog').getByRole('row').filter({ hasText: 'Annapoorna Caterers' }),
  ).toContainText(/Already sent in run \d+/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect(
    (await receivedMails()).filter((mail) =>
      mail.subject?.includes(`Statement of account for ${lastMonth} — Annapoorna`),
    ),
  ).toHaveLength(1);

  // The group's statements go out on the 5th from now on.
  await group.getByRole('spinbutton', { name: /Day of month/ }).fill('5');
  await group.getByRole('switch', { name: /Monthly statements for/ }).click();
  await group.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved')).toBeVisible();
  await page.reload();
  const saved = page.getByRole('row').filter({ hasText: 'Bill to Bill Customers' }).first();
  await expect(saved.getByRole('spinbutton', { name: /Day of month/ })).toHaveValue('5');
  await expect(saved.getByRole('switch', { name: /Monthly statements for/ })).toBeChecked();
});

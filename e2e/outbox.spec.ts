import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { withDatabase } from './src/database.ts';
import { receivedMails } from './src/mail-catcher.ts';
import { createStaffUser, signIn } from './src/staff.ts';

test('an admin reads a waiting mail, downloads its attachment and sends it again', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const subject = `Production Plan ${stamp}`;
  const text = `Hello,\n\nToday's sheet (${stamp}) is attached.\n\nKadai`;
  const content = Buffer.from(`sheet bytes ${stamp}`);
  const filename = `Production_Plan_${stamp}.xlsx`;

  // A mail written while no SMTP server was configured waits in the outbox like this one.
  const messageId = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO mail_messages (to_address, subject, text, status)
       VALUES ('admin@example.com', $1, $2, 'outbox') RETURNING id`,
      [subject, text],
    );
    const id = rows[0]?.id;
    await db.query(
      `INSERT INTO mail_attachments (message_id, filename, content_type, content)
       VALUES ($1, $2, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', $3)`,
      [id, filename, content],
    );
    return id;
  });
  expect(messageId).toBeTruthy();

  await signIn(page);
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', exact: true })).toBeVisible();
  await expect(page.getByText('Without an SMTP server configured')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('admin@example.com');
  await expect(row).toContainText('Waiting in outbox');

  // The attachment downloads with its bytes and name.
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: new RegExp(filename) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  expect(await readFile(await file.path())).toEqual(content);

  // Opening the row shows the text.
  await row.getByText(subject).click();
  await expect(page.getByTestId('outbox-message-text')).toHaveText(text);

  // A refusal (409: no SMTP server configured, or already sent) shows the server's words.
  const refusal = 'No SMTP server is configured: the message stays in the outbox';
  await page.route(
    `**/api/admin/outbox/${messageId}/send`,
    (route) =>
      route.fulfill({ status: 409, json: { error: { code: 'conflict', message: refusal, fields: [] } } }),
    { times: 1 },
  );
  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(row).toContainText('Waiting in outbox');

  // The e2e server has an SMTP server (the loopback catcher): Send again queues it, the server's
  // worker sends it, and the list, which watches queued messages, shows it sent.
  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Queued to be sent to admin@example.com')).toBeVisible();
  await expect(row).toContainText('Sent', { timeout: 20_000 });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expect
    .poll(
      async () => (await receivedMails()).find((mail) => mail.subject === subject)?.attachments[0]?.filename,
    )
    .toBe(filename);
  const mail = (await receivedMails()).find((m) => m.subject === subject);
  expect(mail?.attachments[0]?.content).toEqual(content);
});

test('the outbox is for admins only', async ({ page, request }) => {
  const cook = await createStaffUser(request, { role: 'production', teamId: 'snacks' });
  await signIn(page, cook);
  await page.goto('/outbox');
  await expect(page.getByText('Not for your role')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outbox', exact: true })).toHaveCount(0);
});

import {
  businessDay,
  type ConfirmScheduleResponse,
  formatBusinessDay,
  type OutboxMessage,
  type Schedule,
} from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, productionEntries } from '../../../db/schema/index.ts';
import { XLSX_CONTENT_TYPE } from '../../../lib/xlsx.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  createTestProducts,
  dispositionFileName,
  readSheet,
  scheduleRowFor,
} from '../../../test/kits/production-test-kit.ts';
import { freePort, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-test-server.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { eventually, startTestWorker } from '../../../test/test-worker.ts';

const { db } = await useTestDatabase();
const today = formatBusinessDay(businessDay());
const FROM = 'Kadai <plans@kadai.test>';
const PLAN_WIDTHS = [6, 36, 18, 14, 11, 12, 11, 8, 24];
const PLAN_HEADER = [
  'Sl',
  'Product',
  'Type',
  'Variant',
  'Total Req',
  'Wt or pc',
  'Total Plan',
  'Unit',
  'To make',
];

const smtp = await startTestSmtpServer();
const downPort = await freePort();
const servers: TestSmtpServer[] = [smtp];
afterAll(async () => {
  for (const server of servers) await server.close();
});

const mailSettings = { smtpUrl: smtp.url, from: FROM, adminEmail: 'owner@kadai.test' };
const mailed = await buildTestApp(db, {
  mail: mailSettings,
  jobs: await startTestWorker(db, { mail: mailSettings }),
});
const outboxOnly = await buildTestApp(db);
// A site whose mail server is down: its own database, so its worker is the only one that sees its jobs.
const { db: downDb } = await useTestDatabase();
const downSettings = { smtpUrl: `smtp://127.0.0.1:${downPort}`, from: FROM, adminEmail: 'late@kadai.test' };
const smtpDown = await buildTestApp(downDb, {
  mail: downSettings,
  jobs: await startTestWorker(downDb, {
    mail: downSettings,
    mailRetry: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
  }),
});

type Session = Awaited<ReturnType<typeof signInAs>>;
let admin: Session;
let downAdmin: Session;
let products: Awaited<ReturnType<typeof createTestProducts>> = [];
let downProducts: typeof products = [];
let bakingProducts: typeof products = [];

beforeAll(async () => {
  admin = await signInAs(mailed, db, { role: 'admin', displayName: 'Head Office' });
  downAdmin = await signInAs(smtpDown, downDb, { role: 'admin', displayName: 'Head Office' });
  products = await createTestProducts(db, { teamId: 'kitchen', count: 3, productType: 'Curry' });
  bakingProducts = await createTestProducts(db, { teamId: 'baking', count: 3, productType: 'Cake' });
  downProducts = await createTestProducts(downDb, { teamId: 'kitchen', count: 3, productType: 'Curry' });
});

async function saveSchedule(
  app: typeof mailed,
  teamId: string,
  teamName: string,
  headers = admin.headers,
  rowsOf = products,
): Promise<Schedule> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/production/schedules',
    // One key per Submit, as the web app sends: the same rows may be scheduled twice a day.
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    payload: {
      teamId,
      teamName,
      rows: rowsOf.map((p, i) =>
        scheduleRowFor(p, {
          act_req: 5 + i,
          total_plan: 6 + i,
          calc_weight: `${i + 1} kg`,
          unit: i ? 'kg' : 'pc',
        }),
      ),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

function confirm(app: typeof mailed, scheduleId: number, headers = admin.headers) {
  return app.inject({ method: 'POST', url: `/api/production/schedules/${scheduleId}/confirm`, headers });
}

function entriesOf(scheduleId: number, database = db) {
  return database
    .select()
    .from(productionEntries)
    .where(eq(productionEntries.scheduleId, scheduleId))
    .orderBy(asc(productionEntries.id));
}

async function getOutbox(app: typeof mailed, headers = admin.headers): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('confirming a schedule with an SMTP server', () => {
  let schedule: Schedule;
  let first: ConfirmScheduleResponse;

  it('writes the production entries and mails the plan sheet to the admin', async () => {
    schedule = await saveSchedule(mailed, 'kitchen', 'Kitchen');
    const res = await confirm(mailed, schedule.id);
    expect(res.statusCode).toBe(200);
    first = res.json();
    // The answer does not wait for SMTP: the mail and its job were written with the entries.
    expect(first).toMatchObject({ mailStatus: 'queued', replayed: false });
    expect(first.schedule).toMatchObject({ id: schedule.id, confirmedBy: 'Head Office' });
    expect(first.schedule.confirmedAt).not.toBeNull();

    const entries = await entriesOf(schedule.id);
    expect(entries).toHaveLength(3);
    expect(entries[1]).toMatchObject({
      productId: products[1]?.id,
      name: products[1]?.name,
      variantName: '500 g',
      folderId: 'ready-for-production',
      batchId: `${today}_Kitchen_P1`,
      batchOrder: 1,
      quantity: 7,
      totalPlan: 7,
      actReq: 6,
      calcWeight: '2 kg',
      unit: 'kg',
      teamId: 'kitchen',
      userId: 'Head Office',
      businessDay: businessDay(),
    });

    await eventually(
      () => smtp.messages.length,
      (n) => n === 1,
      { what: 'the plan mail' },
    );
    const [message] = smtp.messages;
    if (!message) throw new Error('no mail');
    expect(message.to).toEqual(['owner@kadai.test']);
    expect(message.mail.from?.value).toEqual([{ name: 'Kadai', address: 'plans@kadai.test' }]);
    expect(message.mail.subject).toBe(`Production plan P1 for ${today} — Kitchen`);
    expect(message.mail.text).toContain(`${products[0]?.name} (500 g): 6 × 500 g (3 kg)`);
    expect(message.mail.attachments).toHaveLength(1);
    const [attachment] = message.mail.attachments;
    expect(attachment?.filename).toBe(`Production_Plan_${today}_Kitchen_P1.xlsx`);
    expect(attachment?.contentType).toBe(XLSX_CONTENT_TYPE);

    const sheet = await readSheet(attachment?.content ?? Buffer.alloc(0));
    expect(sheet.name).toBe('Production Plan P1');
    expect(sheet.rows[0]).toEqual([`Production Plan P1 — Kitchen — ${today}`]);
    expect(sheet.rows[1]).toEqual(PLAN_HEADER);
    expect(sheet.rows.slice(2)).toEqual(
      products.map((p, i) => [
        i + 1,
        p.name,
        'Curry',
        '500 g',
        5 + i,
        `${i + 1} kg`,
        6 + i,
        i ? 'kg' : 'pc',
        `${6 + i} × 500 g (${(6 + i) / 2} kg)`,
      ]),
    );
    expect(sheet.widths).toEqual(PLAN_WIDTHS);

    const outbox = await eventually(
      async () => (await getOutbox(mailed)).find((m) => m.id === first.mailId),
      (m) => m?.status === 'sent',
    );
    expect(outbox).toMatchObject({ status: 'sent', to: 'owner@kadai.test', error: null, attempts: 1 });
    expect(outbox?.sentAt).not.toBeNull();
  });

  it('a second confirm writes nothing and sends nothing: it answers the first mail', async () => {
    const again = await confirm(mailed, schedule.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ mailId: first.mailId, mailStatus: 'sent', replayed: true });
    expect(again.json().schedule.confirmedAt).toBe(first.schedule.confirmedAt);
    expect(await entriesOf(schedule.id)).toHaveLength(3);
    expect(smtp.messages).toHaveLength(1);
  });

  it('two confirms at the same moment make one set of entries and one mail', async () => {
    const next = await saveSchedule(mailed, 'kitchen', 'Kitchen');
    expect(next.productionNumber).toBe(2);
    const answers = await Promise.all([confirm(mailed, next.id), confirm(mailed, next.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().replayed).sort()).toEqual([false, true]);
    expect(new Set(answers.map((a) => a.json().mailId)).size).toBe(1);
    expect(await entriesOf(next.id)).toHaveLength(3);
    expect((await entriesOf(next.id))[0]).toMatchObject({ batchId: `${today}_Kitchen_P2`, batchOrder: 2 });
    await eventually(
      () => smtp.messages.length,
      (n) => n >= 2,
      { what: 'the second plan mail' },
    );
    // Long enough for a second job, had one been written, to have run.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[1]?.mail.subject).toBe(`Production plan P2 for ${today} — Kitchen`);
  });

  it('the schedule’s sheet download is the mailed file, byte for byte', async () => {
    const res = await mailed.inject({
      method: 'GET',
      url: `/api/production/schedules/${schedule.id}/export.xlsx`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(
      `Production_Plan_${today}_Kitchen_P1.xlsx`,
    );
    expect(res.rawPayload.equals(smtp.messages[0]?.mail.attachments[0]?.content ?? Buffer.alloc(0))).toBe(
      true,
    );
  });
});

describe('confirming without an SMTP server', () => {
  let result: ConfirmScheduleResponse;
  let schedule: Schedule;

  it('keeps the plan in the outbox, where the admin reads it and downloads the same sheet', async () => {
    schedule = await saveSchedule(outboxOnly, 'baking', 'Baking', admin.headers, bakingProducts);
    const res = await confirm(outboxOnly, schedule.id);
    expect(res.statusCode).toBe(200);
    result = res.json();
    expect(result).toMatchObject({ mailStatus: 'outbox', replayed: false });
    expect(await entriesOf(schedule.id)).toHaveLength(3);

    const listed = (await getOutbox(outboxOnly)).find((m) => m.id === result.mailId);
    expect(listed).toMatchObject({
      to: 'admin@kadai.local',
      subject: `Production plan P1 for ${today} — Baking`,
      status: 'outbox',
      sentAt: null,
    });
    const [summary] = listed?.attachments ?? [];
    expect(summary).toMatchObject({
      filename: `Production_Plan_${today}_Baking_P1.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
    });
    expect(summary?.size).toBeGreaterThan(1000);

    const detail = await outboxOnly.inject({
      method: 'GET',
      url: `/api/admin/outbox/${result.mailId}`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().text).toContain(`Batch ${today}_Baking_P1, 3 products:`);

    const file = await outboxOnly.inject({
      method: 'GET',
      url: `/api/admin/outbox/${result.mailId}/attachments/${summary?.id}`,
      headers: admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(dispositionFileName(file.headers['content-disposition'])).toBe(
      `Production_Plan_${today}_Baking_P1.xlsx`,
    );
    expect(file.rawPayload.length).toBe(summary?.size);
    const sheet = await readSheet(file.rawPayload);
    expect(sheet.rows[0]).toEqual([`Production Plan P1 — Baking — ${today}`]);
    expect(sheet.rows).toHaveLength(5);

    const download = await outboxOnly.inject({
      method: 'GET',
      url: `/api/production/schedules/${schedule.id}/export.xlsx`,
      headers: admin.headers,
    });
    expect(download.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('a retry from the outbox says no SMTP server is configured (409), and only admins reach the outbox', async () => {
    const retry = await outboxOnly.inject({
      method: 'POST',
      url: `/api/admin/outbox/${result.mailId}/send`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.message).toBe('No SMTP server is configured: the message stays in the outbox');

    const cook = await signInAs(outboxOnly, db, { role: 'production' });
    expect(
      (await outboxOnly.inject({ method: 'GET', url: '/api/admin/outbox', headers: cook.headers }))
        .statusCode,
    ).toBe(403);
    const missing = await outboxOnly.inject({
      method: 'GET',
      url: '/api/admin/outbox/999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const wrongAttachment = await outboxOnly.inject({
      method: 'GET',
      url: `/api/admin/outbox/${result.mailId}/attachments/999999`,
      headers: admin.headers,
    });
    expect(wrongAttachment.statusCode).toBe(404);
  });
});

describe('confirming while the SMTP server is down', () => {
  it('keeps the entries; the worker retries, gives up, and Send again delivers once the server is up', async () => {
    const schedule = await saveSchedule(smtpDown, 'kitchen', 'Kitchen', downAdmin.headers, downProducts);
    const res = await confirm(smtpDown, schedule.id, downAdmin.headers);
    expect(res.statusCode).toBe(200);
    const result: ConfirmScheduleResponse = res.json();
    expect(result).toMatchObject({ mailStatus: 'queued', replayed: false });
    expect(result.schedule.confirmedAt).not.toBeNull();
    expect(await entriesOf(schedule.id, downDb)).toHaveLength(3);

    // The first attempt and its one retry fail; the message is left 'failed' with the error.
    const failed = await eventually(
      async () => (await downDb.select().from(mailMessages).where(eq(mailMessages.id, result.mailId)))[0],
      (m) => m?.status === 'failed' && m.attempts === 2,
      { what: 'two failed attempts' },
    );
    expect(failed).toMatchObject({ toAddress: 'late@kadai.test' });
    expect(failed?.error).toBeTruthy();
    const listed = (await getOutbox(smtpDown, downAdmin.headers)).find((m) => m.id === result.mailId);
    expect(listed).toMatchObject({ status: 'failed', attempts: 2, error: failed?.error });

    const late = await startTestSmtpServer({ port: downPort });
    servers.push(late);
    const retry = await smtpDown.inject({
      method: 'POST',
      url: `/api/admin/outbox/${result.mailId}/send`,
      headers: downAdmin.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: result.mailId, status: 'queued' });
    const sent = await eventually(
      async () => (await downDb.select().from(mailMessages).where(eq(mailMessages.id, result.mailId)))[0],
      (m) => m?.status === 'sent',
      { what: 'the mail sent again' },
    );
    expect(sent).toMatchObject({ attempts: 3, error: null });
    expect(late.messages).toHaveLength(1);
    expect(late.messages[0]?.to).toEqual(['late@kadai.test']);
    expect(late.messages[0]?.mail.attachments[0]?.filename).toBe(`Production_Plan_${today}_Kitchen_P1.xlsx`);

    const twice = await smtpDown.inject({
      method: 'POST',
      url: `/api/admin/outbox/${result.mailId}/send`,
      headers: downAdmin.headers,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This message was already sent');
    expect(late.messages).toHaveLength(1);

    // The confirm, replayed, now reports the mail as sent.
    const replay = await confirm(smtpDown, schedule.id, downAdmin.headers);
    expect(replay.json()).toMatchObject({ mailId: result.mailId, mailStatus: 'sent', replayed: true });
  });

  it('an unknown schedule is 404 and an unknown message 404', async () => {
    expect((await confirm(smtpDown, 999_999, downAdmin.headers)).statusCode).toBe(404);
    const res = await smtpDown.inject({
      method: 'POST',
      url: '/api/admin/outbox/999999/send',
      headers: downAdmin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

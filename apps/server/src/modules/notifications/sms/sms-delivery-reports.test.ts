import type { SmsOutboxMessage } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsDeliveryReports, smsMessages } from '../../../db/schema/index.ts';
import { createMsg91Sms } from '../../../ports/msg91-sms.ts';
import { NO_SMS } from '../../../ports/sms.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startSmsCatcher } from '../../../test/sms-catcher.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { eventually, startTestWorker } from '../../../test/test-worker.ts';
import { NO_REPORT_REASON, pollSmsReports } from './poll-sms-reports.ts';
import { queueSms } from './queue-sms.ts';

const KEY = 'reports-sms-key';
const TOKEN = 'w3bh00k-t0ken-0123456789abcdef';
const MAIL = { from: 'Kadai <shop@kadai.test>', adminEmail: 'owner@kadai.test' };
const quiet = { info: () => {}, error: () => {} };

// MSG91 is the loopback stand-in: it answers with a request id, then reports what DLT and the
// operator did, to the webhook (the app listening on a port) or to the logs API (the poll).
const catcher = await startSmsCatcher({ authKey: KEY });
afterAll(() => catcher.close());
const { db } = await useTestDatabase();
const sms = createMsg91Sms({ authKey: KEY, baseUrl: catcher.url });
const jobs = await startTestWorker(db, { mail: MAIL, sms });
const app = await buildTestApp(db, {
  jobs,
  mail: MAIL,
  sms: { provider: 'msg91', templates: {}, webhookToken: TOKEN },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const webhook = `${address}/api/sms/msg91/reports/${TOKEN}`;
// The same shop before its webhook was set up: no token, so no address takes reports.
const withoutToken = await buildTestApp(db, { sms: { provider: 'msg91', templates: {} } });

let admin: Record<string, string> = {};
beforeAll(async () => {
  admin = (await signInAs(app, db, { role: 'admin' })).headers;
});

let phone = 9840020000;
/** A text queued for the provider, and its row once the worker has handed it over. */
async function sentText(name = 'Meena') {
  phone += 1;
  const { id } = await db.transaction((tx) =>
    queueSms(tx, {
      to: String(phone),
      templateId: '65f0c0ffee',
      text: 'Dear ##name##, your order is on its way - Kadai',
      variables: { name },
      provider: true,
      jobs,
    }),
  );
  const row = await eventually(
    async () => (await db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0],
    (m) => m?.status === 'sent',
    { what: `SMS ${id} sent` },
  );
  return row as typeof smsMessages.$inferSelect & { providerId: string; sentAt: Date };
}

const messageRow = async (id: number) =>
  (await db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];
const reportsOf = (id: number) =>
  db.select().from(smsDeliveryReports).where(eq(smsDeliveryReports.messageId, id));
const inOutbox = async (id: number) =>
  (
    (
      await app.inject({ method: 'GET', url: '/api/admin/outbox/sms', headers: admin })
    ).json() as SmsOutboxMessage[]
  ).find((m) => m.id === id);
const until = (id: number, status: string) =>
  eventually(
    () => messageRow(id),
    (m) => m?.deliveryStatus === status,
    { what: `SMS ${id} ${status}` },
  );

describe('delivery reports by MSG91’s webhook', () => {
  beforeAll(() => catcher.postReportsTo(webhook));
  afterAll(() => catcher.postReportsTo(null));

  it('moves a text to delivered, keeps the report as it came, and the outbox shows it', async () => {
    const sent = await sentText();
    const delivered = await until(sent.id, 'delivered');
    expect(delivered).toMatchObject({ status: 'sent', deliveryReason: null, parts: 1, encoding: 'GSM' });
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    const [report, ...more] = await reportsOf(sent.id);
    expect(more).toEqual([]);
    expect(report).toMatchObject({ providerId: sent.providerId, status: 'delivered', reason: null });
    expect(report?.payload).toMatchObject({
      requestId: sent.providerId,
      report: [{ status: '1', desc: 'DELIVERED' }],
    });
    expect(await inOutbox(sent.id)).toMatchObject({
      status: 'sent',
      deliveryStatus: 'delivered',
      deliveryReason: null,
      parts: 1,
      encoding: 'GSM',
    });
  });

  it('moves a text DLT scrubbed to failed with the reason; it stays sent (MSG91 took it)', async () => {
    catcher.failDeliveryNext('TEMPLATE-NOT-MATCHED');
    const sent = await sentText('மீனா');
    const failed = await until(sent.id, 'failed');
    expect(failed).toMatchObject({
      status: 'sent',
      deliveryReason: 'Rejected: TEMPLATE-NOT-MATCHED',
      deliveredAt: null,
      encoding: 'Unicode',
    });
    expect(await inOutbox(sent.id)).toMatchObject({
      deliveryStatus: 'failed',
      deliveryReason: 'Rejected: TEMPLATE-NOT-MATCHED',
    });
    // A report that comes again, or late, changes nothing final.
    await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: sent.providerId, status: '1', desc: 'DELIVERED' }),
    });
    expect(await messageRow(sent.id)).toMatchObject({ deliveryStatus: 'failed' });
    expect(await reportsOf(sent.id)).toHaveLength(2);
  });

  it('reads MSG91’s other webhook formats: v3 and the newer one, JSON', async () => {
    catcher.postReportsTo(null);
    const [v3, newer] = [await sentText(), await sentText()];
    const post = (body: object) =>
      app.inject({ method: 'POST', url: `/api/sms/msg91/reports/${TOKEN}`, payload: body });
    const first = await post({
      requestId: v3.providerId,
      number: `91${v3.toPhone}`,
      status: '17',
      desc: 'BLOCKED',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: 1 });
    await post({
      requestId: newer.providerId,
      telNum: `91${newer.toPhone}`,
      status: 'Delivered',
      failureReason: '',
    });
    expect(await messageRow(v3.id)).toMatchObject({ deliveryStatus: 'failed', deliveryReason: 'BLOCKED' });
    expect(await messageRow(newer.id)).toMatchObject({ deliveryStatus: 'delivered' });
    // A report of no message of ours is kept, and answered, so MSG91 does not send it again.
    const stray = await post({ requestId: 'not-ours', status: '1' });
    expect(stray.json()).toEqual({ received: 1 });
    expect(
      await db.select().from(smsDeliveryReports).where(eq(smsDeliveryReports.providerId, 'not-ours')),
    ).toMatchObject([{ messageId: null, status: 'delivered' }]);
    catcher.postReportsTo(webhook);
  });

  it('refuses a wrong token, and any token when none is set: 404, nothing kept', async () => {
    const sent = await sentText();
    await until(sent.id, 'delivered');
    const before = (await db.select().from(smsDeliveryReports)).length;
    const forged = { requestId: sent.providerId, status: '2', desc: 'FAILED' };
    for (const [via, token] of [
      [app, `${TOKEN.slice(0, -1)}x`],
      [app, 'short'],
      [withoutToken, TOKEN],
    ] as const) {
      const res = await via.inject({
        method: 'POST',
        url: `/api/sms/msg91/reports/${token}`,
        payload: forged,
      });
      expect(res.statusCode, token).toBe(404);
    }
    expect(await db.select().from(smsDeliveryReports)).toHaveLength(before);
    expect(await messageRow(sent.id)).toMatchObject({ deliveryStatus: 'delivered' });
  });
});

describe('delivery reports by polling, where the webhook brings none', () => {
  const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

  it('asks about a text 15 minutes after it went: delivered, or failed with the reason', async () => {
    const sent = await sentText();
    catcher.failDeliveryNext('TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH');
    const scrubbed = await sentText();
    // Too early: nothing is asked.
    expect(await pollSmsReports(db, { sms, log: quiet, now: minutesAfter(scrubbed.sentAt, 5) })).toEqual({
      asked: 0,
      unknown: 0,
    });
    const polled = await pollSmsReports(db, { sms, log: quiet, now: minutesAfter(scrubbed.sentAt, 16) });
    expect(polled.asked).toBeGreaterThanOrEqual(2);
    expect(await messageRow(sent.id)).toMatchObject({ deliveryStatus: 'delivered' });
    expect(await messageRow(scrubbed.id)).toMatchObject({
      status: 'sent',
      deliveryStatus: 'failed',
      deliveryReason: 'Rejected: TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH',
    });
    expect(await reportsOf(scrubbed.id)).toMatchObject([
      {
        status: 'failed',
        payload: { status: 'Rejected', failureReason: 'TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH' },
      },
    ]);
  });

  it('asks less often as a text ages, and after 48 hours without a report calls it unknown', async () => {
    catcher.withholdReports(true);
    const sent = await sentText();
    const at = (minutes: number) => minutesAfter(sent.sentAt, minutes);
    await pollSmsReports(db, { sms, log: quiet, now: at(20) });
    expect(await reportsOf(sent.id)).toMatchObject([{ status: 'pending', reason: 'Sent' }]);
    expect(await messageRow(sent.id)).toMatchObject({ deliveryStatus: null });
    // Asked again only once a quarter of its age has passed since the last answer.
    await pollSmsReports(db, { sms, log: quiet, now: at(25) });
    expect(await reportsOf(sent.id)).toHaveLength(1);
    await pollSmsReports(db, { sms, log: quiet, now: at(31) });
    expect(await reportsOf(sent.id)).toHaveLength(2);

    const late = await pollSmsReports(db, { sms, log: quiet, now: at(48 * 60 + 1) });
    expect(late.unknown).toBeGreaterThanOrEqual(1);
    expect(await messageRow(sent.id)).toMatchObject({
      deliveryStatus: 'unknown',
      deliveryReason: NO_REPORT_REASON,
    });
    expect((await reportsOf(sent.id)).at(-1)).toMatchObject({ status: 'unknown', reason: NO_REPORT_REASON });
    expect(await inOutbox(sent.id)).toMatchObject({ deliveryStatus: 'unknown' });

    // A report that comes after all still tells what happened.
    catcher.withholdReports(false);
    await app.inject({
      method: 'POST',
      url: `/api/sms/msg91/reports/${TOKEN}`,
      payload: { requestId: sent.providerId, status: '1', desc: 'DELIVERED' },
    });
    expect(await messageRow(sent.id)).toMatchObject({ deliveryStatus: 'delivered', deliveryReason: null });
  });

  it('without a provider asks nobody, and a provider that cannot be asked ends the run', async () => {
    catcher.postReportsTo(null);
    const sent = await sentText();
    expect(await pollSmsReports(db, { sms: NO_SMS, log: quiet, now: minutesAfter(sent.sentAt, 20) })).toEqual(
      {
        asked: 0,
        unknown: 0,
      },
    );
    const down = createMsg91Sms({ authKey: KEY, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const errors: object[] = [];
    const log = { info: () => {}, error: (details: object) => errors.push(details) };
    expect(await pollSmsReports(db, { sms: down, log, now: minutesAfter(sent.sentAt, 20) })).toMatchObject({
      asked: 0,
    });
    expect(errors).toMatchObject([{ retryable: true }]);
    expect(await reportsOf(sent.id)).toEqual([]);
  });
});

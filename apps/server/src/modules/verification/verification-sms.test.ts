import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema/index.ts';
import { createMsg91Sms } from '../../ports/msg91-sms.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../test/kits/order-test-kit.ts';
import { startSmsCatcher } from '../../test/sms-catcher.ts';
import { signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { eventually, startTestWorker } from '../../test/test-worker.ts';
import { queueSms } from '../notifications/sms/queue-sms.ts';

const TEMPLATE = '65f0c0ffee0000000000beef';
const MAIL = { from: 'Kadai <shop@kadai.test>', adminEmail: 'owner@kadai.test' };

// MSG91 is the loopback stand-in speaking its Flow API; the worker sends through the real adapter.
const catcher = await startSmsCatcher({ authKey: 'verification-sms-key' });
afterAll(() => catcher.close());
const { db } = await useTestDatabase();
const jobs = await startTestWorker(db, {
  mail: MAIL,
  sms: createMsg91Sms({ authKey: 'verification-sms-key', baseUrl: catcher.url }),
});
const app = await buildTestApp(db, {
  jobs,
  mail: MAIL,
  sms: { provider: 'msg91', templates: { verification: TEMPLATE } },
});
await app.ready();
// The same shop before its SMS provider was switched on (SMS_PROVIDER=none, the template ready).
const withoutSms = await buildTestApp(db, {
  jobs,
  mail: MAIL,
  sms: { provider: 'none', templates: { verification: TEMPLATE } },
});
await withoutSms.ready();
// The same shop with its link address set, as registered with DLT (SMS_LINK_BASE).
const withLinkBase = await buildTestApp(db, {
  jobs,
  mail: MAIL,
  sms: { provider: 'msg91', templates: { verification: TEMPLATE }, linkBase: 'https://kadai.in' },
});
await withLinkBase.ready();

let itemIds: number[] = [];
let admin: Record<string, string> = {};
beforeAll(async () => {
  itemIds = await seedItems(db, 2);
  admin = (await signInAs(app, db, { role: 'admin' })).headers;
});

/** An admin marks the order Delivered (again, for one that is). */
async function markDelivered(orderId: string, via = app) {
  const current = await via.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: admin });
  const res = await via.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}`,
    headers: { ...admin, host: 'shop.example.in' },
    payload: { status: 'Delivered', version: current.json().version },
  });
  expect(res.statusCode).toBe(200);
}

/** An order placed and marked Delivered; `phone` as an older system's row may hold it. */
async function deliveredOrder(options: { via?: typeof app; phone?: string } = {}) {
  const orderId = await placeTestOrder(app, db, { itemIds });
  if (options.phone)
    await db.execute(sql`update orders set phone = ${options.phone} where order_id = ${orderId}`);
  const [row] = (
    await db.execute<{ verification_key: string }>(
      sql`select verification_key from orders where order_id = ${orderId}`,
    )
  ).rows;
  await markDelivered(orderId, options.via);
  const link = `http://shop.example.in/customerorderverification/${orderId}?key=${row?.verification_key}`;
  return { orderId, link };
}

/** The text messages that name this order. */
const messagesOf = (orderId: string) =>
  db.select().from(smsMessages).where(sql`${smsMessages.variables}->>'order' = ${orderId}`);

const caughtFor = (orderId: string) =>
  catcher.received.filter((request) => request.body.recipients?.[0]?.order === orderId);

/** The pg-boss job of one message, once it has finished (completed or failed for good). */
const finishedJob = (messageId: number) =>
  eventually(
    async () =>
      (
        await db.execute<{ state: string; retry_count: number }>(
          sql`select state, retry_count from pgboss.job
              where name = 'sms-deliver' and (data->>'messageId')::int = ${messageId}`,
        )
      ).rows,
    (rows) => rows.length > 0 && rows.every((job) => job.state === 'completed' || job.state === 'failed'),
    { what: `the delivery job of SMS ${messageId}` },
  );

const listSms = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/outbox/sms', headers: admin })).json() as {
    id: number;
    status: string;
    attempts: number;
    error: string | null;
    providerId: string | null;
    preview: string;
    parts: number;
    encoding: string;
  }[];

describe('the verification link by SMS', () => {
  it('queues one text with a short link when an order is Delivered, and sends it through MSG91', async () => {
    const { orderId, link } = await deliveredOrder();
    const [queued, ...more] = await messagesOf(orderId);
    expect(more).toEqual([]);
    const code = queued?.variables.code ?? '';
    expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(queued).toMatchObject({
      toPhone: '9840012345',
      templateId: TEMPLATE,
      variables: { name: 'Meena', order: orderId, code },
      // The site address is fixed text of the registered template; only the code is a variable.
      preview: `Dear Meena, your order ${orderId} is delivered. Please tell us how it was, item by item: http://shop.example.in/s/${code} - Kadai`,
      parts: 1,
      encoding: 'GSM',
    });
    // The short link opens the customer's verification page, key and all.
    const opened = await app.inject({ method: 'GET', url: `/s/${code}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(link.replace('http://shop.example.in', ''));

    const sent = await eventually(
      async () => (await messagesOf(orderId))[0],
      (m) => m?.status === 'sent',
      { what: 'the verification SMS sent' },
    );
    expect(sent).toMatchObject({ attempts: 1, error: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    const [request, ...others] = caughtFor(orderId);
    expect(others).toEqual([]);
    expect(request?.body).toEqual({
      template_id: TEMPLATE,
      short_url: '0',
      recipients: [{ mobiles: '919840012345', name: 'Meena', order: orderId, code }],
    });
    expect(sent?.providerId).toBe(`req-${catcher.received.indexOf(request as never) + 1}`);
    // The outbox shows it as sent, with the provider's id and the text the customer reads.
    expect((await listSms()).find((m) => m.id === sent?.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerId: sent?.providerId,
      preview: sent?.preview,
    });

    // Delivered again, with no change of status, texts nothing more.
    await markDelivered(orderId);
    expect(await messagesOf(orderId)).toHaveLength(1);
  });

  it('keeps a refusal as failed with the reason, and never retries it; Send again sends it', async () => {
    catcher.failNext({ status: 400, body: { type: 'error', message: 'Template not approved' } });
    const { orderId } = await deliveredOrder();
    const failed = await eventually(
      async () => (await messagesOf(orderId))[0],
      (m) => m?.status === 'failed',
      { what: 'the refusal recorded' },
    );
    const id = failed?.id ?? 0;
    expect(await finishedJob(id)).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect((await messagesOf(orderId))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'MSG91 refused the message: Template not approved',
      providerId: null,
    });
    expect(caughtFor(orderId)).toEqual([]);

    // Once the template is approved, the admin sends it again.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/sms/${id}/send`,
      headers: admin,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id,
      status: 'queued',
      error: 'MSG91 refused the message: Template not approved',
    });
    const sent = await eventually(
      async () => (await messagesOf(orderId))[0],
      (m) => m?.status === 'sent',
      { what: 'the message sent again' },
    );
    expect(sent).toMatchObject({ attempts: 2, error: null });
    expect(caughtFor(orderId)).toHaveLength(1);

    // A sent message is not sent twice; an unknown one is not there; without a provider nothing can send it.
    const twice = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/sms/${id}/send`,
      headers: admin,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This message was already sent');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/outbox/sms/999999/send',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const none = await withoutSms.inject({
      method: 'POST',
      url: `/api/admin/outbox/sms/${id}/send`,
      headers: admin,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('No SMS provider is configured: the message stays in the outbox');
  });

  it('retries while the provider is busy, and sends it once it answers', async () => {
    catcher.failNext(
      { status: 503, body: { type: 'error', message: 'Service unavailable' } },
      { status: 429, body: { type: 'error', message: 'Too many requests' } },
    );
    const { orderId } = await deliveredOrder();
    const sent = await eventually(
      async () => (await messagesOf(orderId))[0],
      (m) => m?.status === 'sent',
      { what: 'the message sent after two retries' },
    );
    expect(sent).toMatchObject({ attempts: 3, error: null });
    expect(await finishedJob(sent?.id ?? 0)).toEqual([{ state: 'completed', retry_count: 2 }]);
    expect(caughtFor(orderId).map((r) => r.body.recipients?.[0]?.code)).toEqual([sent?.variables.code]);
  });

  it('starts the link with SMS_LINK_BASE, registered with DLT, and cuts a long Tamil name to fit', async () => {
    const orderId = await placeTestOrder(app, db, { itemIds });
    const name = 'மீனாட்சிசுந்தரேசுவரர்கோவில்தெருமயிலாப்பூர்';
    await db.execute(sql`update orders set first_name = ${name} where order_id = ${orderId}`);
    await markDelivered(orderId, withLinkBase);
    const [queued] = await messagesOf(orderId);
    const cut = queued?.variables.name ?? '';
    expect([...cut].length).toBeLessThanOrEqual(30);
    expect(name.startsWith(cut)).toBe(true);
    expect(queued?.preview).toBe(
      `Dear ${cut}, your order ${orderId} is delivered. Please tell us how it was, item by item: https://kadai.in/s/${queued?.variables.code} - Kadai`,
    );
    // Tamil makes the text Unicode: 70 characters a part, 67 when it takes more than one.
    expect(queued?.preview.length).toBeGreaterThan(134);
    expect(queued).toMatchObject({ encoding: 'Unicode', parts: 3 });
    const listed = (await listSms()).find((m) => m.id === queued?.id);
    expect(listed).toMatchObject({ parts: 3, encoding: 'Unicode' });
  });

  it('texts nothing without an SMS provider, for a verified order, or to a phone that is no mobile', async () => {
    const before = catcher.received.length;
    const { orderId } = await deliveredOrder({ via: withoutSms });
    expect(await messagesOf(orderId)).toEqual([]);
    // The e-mail still goes to the outbox: only the SMS waits for a provider.
    const mails = await db.execute(sql`select 1 from mail_messages where subject like ${`%${orderId}%`}`);
    expect(mails.rows).toHaveLength(1);

    const landline = await deliveredOrder({ phone: '044 2499 1234' });
    expect(await messagesOf(landline.orderId)).toEqual([]);

    const verifiedId = await placeTestOrder(app, db, { itemIds });
    await db.execute(sql`update orders set cust_verified = 1 where order_id = ${verifiedId}`);
    await markDelivered(verifiedId);
    expect(await messagesOf(verifiedId)).toEqual([]);
    expect(catcher.received.length).toBe(before);
  });

  it('keeps a text written without a provider in the outbox, with no job, for Send again', async () => {
    const { id } = await db.transaction((tx) =>
      queueSms(tx, {
        to: '9840012345',
        templateId: TEMPLATE,
        text: 'Your invoice ##invoice## is ready',
        variables: { invoice: 'INV-1' },
        provider: false,
        jobs,
      }),
    );
    const [kept] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
    expect(kept).toMatchObject({ status: 'outbox', attempts: 0, preview: 'Your invoice INV-1 is ready' });
    const pending = await db.execute(
      sql`select 1 from pgboss.job where name = 'sms-deliver' and (data->>'messageId')::int = ${id}`,
    );
    expect(pending.rows).toEqual([]);

    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/sms/${id}/send`,
      headers: admin,
    });
    expect(again.json()).toMatchObject({ id, status: 'queued' });
    await eventually(
      async () => (await db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0],
      (m) => m?.status === 'sent',
      { what: 'the outbox message sent' },
    );
    expect(catcher.received.at(-1)?.body.recipients).toEqual([{ mobiles: '919840012345', invoice: 'INV-1' }]);
  });
});

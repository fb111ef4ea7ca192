import { VERIFICATION_MESSAGES } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../test/kits/order-test-kit.ts';
import { dispositionFileName, readSheet } from '../../test/kits/production-test-kit.ts';
import { signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();
// The same database with a tight limit on anonymous writes: three a minute.
const strict = await buildTestApp(db, { publicWritesPerMinute: 3 });
await strict.ready();

let itemIds: number[] = [];
beforeAll(async () => {
  itemIds = await seedItems(db, 3);
});

/** A fresh order of three items, and the key of its verification link. */
async function orderToVerify() {
  const orderId = await placeTestOrder(app, db, { itemIds });
  const keyRow = await db.execute<{ verification_key: string; receipt_key: string }>(
    sql`select verification_key, receipt_key from orders where order_id = ${orderId}`,
  );
  const row = keyRow.rows[0] as { verification_key: string; receipt_key: string };
  return { orderId, key: row.verification_key, receiptKey: row.receipt_key };
}

const base = (orderId: string) => `/api/verification/${encodeURIComponent(orderId)}`;
const mark = (orderId: string, lineNo: number, body: object) =>
  app.inject({ method: 'PUT', url: `${base(orderId)}/items/${lineNo}`, payload: body });
const confirm = (orderId: string, body: object) =>
  app.inject({ method: 'POST', url: `${base(orderId)}/confirm`, payload: body });

describe('customer verification', () => {
  it('opens only with its own key: a wrong key, the receipt key or none is the same 404', async () => {
    const { orderId, key, receiptKey } = await orderToVerify();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const ok = await app.inject({ method: 'GET', url: `${base(orderId)}?key=${key}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ orderId, verified: false, overallComment: null });
    expect(ok.json().items).toHaveLength(3);
    for (const wrong of [`?key=${receiptKey}`, '?key=nope', '']) {
      const res = await app.inject({ method: 'GET', url: `${base(orderId)}${wrong}` });
      expect(res.statusCode, wrong).toBe(wrong === '' ? 400 : 404);
      if (wrong !== '') expect(res.json().error.message).toBe(VERIFICATION_MESSAGES.notFound);
    }
    expect((await mark(orderId, 1, { key: 'nope', dislike: 0 })).statusCode).toBe(404);
  });

  it('keeps each mark as it is made, and answers each missing step in the spec’s words', async () => {
    const { orderId, key } = await orderToVerify();
    const [first, second, third] = (
      await app.inject({ method: 'GET', url: `${base(orderId)}?key=${key}` })
    ).json().items as { lineNo: number; name: string }[];
    if (!first || !second || !third) throw new Error('three items expected');

    const unmarked = await confirm(orderId, { key, overallComment: 'Good' });
    expect(unmarked.statusCode).toBe(400);
    expect(unmarked.json().error.message).toBe(VERIFICATION_MESSAGES.checkAll);

    expect((await mark(orderId, first.lineNo, { key, dislike: 0 })).statusCode).toBe(200);
    expect((await mark(orderId, second.lineNo, { key, dislike: 1 })).json().items[1]).toMatchObject({
      dislike: 1,
      feedback: null,
    });
    await mark(orderId, third.lineNo, { key, dislike: 0 });
    const silent = await confirm(orderId, { key, overallComment: 'Good' });
    expect(silent.json().error.fields).toEqual([
      { path: `items.${second.lineNo}.feedback`, message: VERIFICATION_MESSAGES.feedbackFor(second.name) },
    ]);
    await mark(orderId, second.lineNo, { key, dislike: 1, feedback: 'வாடிப்போன கீரை (wilted)' });
    const noComment = await confirm(orderId, { key, overallComment: '   ' });
    expect(noComment.json().error.message).toBe(VERIFICATION_MESSAGES.overallComment);
    expect((await mark(orderId, 99, { key, dislike: 0 })).statusCode).toBe(400);

    const done = await confirm(orderId, { key, overallComment: 'Fresh, one bunch wilted' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      verified: true,
      overallComment: 'Fresh, one bunch wilted',
      items: [{ dislike: 0 }, { dislike: 1, feedback: 'வாடிப்போன கீரை (wilted)' }, { dislike: 0 }],
    });
    // Verified once: a second Confirm and a late mark are told, and nothing changes.
    const again = await confirm(orderId, { key, overallComment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(VERIFICATION_MESSAGES.alreadyVerified);
    expect((await mark(orderId, first.lineNo, { key, dislike: 1, feedback: 'late' })).statusCode).toBe(409);
    const stored = await db.execute<{ cust_verified: number; overall_cust_comment: string }>(
      sql`select cust_verified, overall_cust_comment from orders where order_id = ${orderId}`,
    );
    expect(stored.rows[0]).toEqual({ cust_verified: 1, overall_cust_comment: 'Fresh, one bunch wilted' });
  });

  it('two Confirms at once verify the order once', async () => {
    const { orderId, key } = await orderToVerify();
    const view = (await app.inject({ method: 'GET', url: `${base(orderId)}?key=${key}` })).json();
    for (const item of view.items) await mark(orderId, item.lineNo, { key, dislike: 0 });
    const answers = await Promise.all([
      confirm(orderId, { key, overallComment: 'All good' }),
      confirm(orderId, { key, overallComment: 'All good' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('mails the link to the customer when an admin marks the order Delivered, once', async () => {
    const { orderId, key } = await orderToVerify();
    const admin = await signInAs(app, db, { role: 'admin' });
    const setStatus = async (status: string) => {
      const current = await app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: admin.headers,
      });
      return app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}`,
        headers: { ...admin.headers, host: 'shop.example.in' },
        payload: { status, version: current.json().version },
      });
    };
    const mails = async () =>
      (
        await db.execute<{ to_address: string; subject: string; text: string }>(
          sql`select to_address, subject, text from mail_messages where subject like ${`%${orderId}%`}`,
        )
      ).rows;
    expect((await setStatus('In Delivery')).statusCode).toBe(200);
    expect(await mails()).toEqual([]);
    expect((await setStatus('Delivered')).statusCode).toBe(200);
    const [mail] = await mails();
    expect(mail?.to_address).toBe('customer@example.in');
    expect(mail?.subject).toBe(`Your order ${orderId} is delivered: how was it?`);
    expect(mail?.text).toContain(`http://shop.example.in/customerorderverification/${orderId}?key=${key}`);
    // Delivered again, with no change of status, mails nothing more.
    expect((await setStatus('Delivered')).statusCode).toBe(200);
    expect(await mails()).toHaveLength(1);
  });

  it('lists what customers disliked, by item and with each comment, for admins and kitchens, and exports it', async () => {
    const { orderId, key } = await orderToVerify();
    const view = (await app.inject({ method: 'GET', url: `${base(orderId)}?key=${key}` })).json();
    const [first, ...rest] = view.items as { lineNo: number; name: string }[];
    if (!first) throw new Error('no items');
    await mark(orderId, first.lineNo, { key, dislike: 1, feedback: 'புளிப்பு (sour)' });
    for (const item of rest) await mark(orderId, item.lineNo, { key, dislike: 0 });
    expect((await confirm(orderId, { key, overallComment: 'Mostly fine' })).statusCode).toBe(200);

    const cook = await signInAs(app, db, { role: 'production', teamId: 'kitchen' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/verification/dislikes?from=${today}&to=${today}`,
      headers: cook.headers,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.dislikes).toContainEqual(
      expect.objectContaining({
        orderId,
        itemName: first.name,
        feedback: 'புளிப்பு (sour)',
        overallComment: 'Mostly fine',
      }),
    );
    const count = report.counts.find((c: { itemName: string }) => c.itemName === first.name);
    expect(count.dislikes).toBeGreaterThanOrEqual(1);
    expect(count.verified).toBeGreaterThanOrEqual(count.dislikes);
    // Not verified, not listed: a dislike marked on an order still being verified stays out.
    const pending = await orderToVerify();
    await mark(pending.orderId, 1, { key: pending.key, dislike: 1, feedback: 'not yet confirmed' });
    const again = (
      await app.inject({ method: 'GET', url: '/api/admin/verification/dislikes', headers: cook.headers })
    ).json();
    expect(again.dislikes.some((d: { orderId: string }) => d.orderId === pending.orderId)).toBe(false);

    const sheet = await app.inject({
      method: 'GET',
      url: `/api/admin/verification/dislikes/export.xlsx?from=${today}&to=${today}`,
      headers: cook.headers,
    });
    expect(sheet.statusCode).toBe(200);
    expect(dispositionFileName(sheet.headers['content-disposition'])).toBe(`Dislikes_${today}_${today}.xlsx`);
    const read = await readSheet(sheet.rawPayload);
    expect(read.rows[1]?.slice(0, 5)).toEqual(['Sl', 'Verified', 'Order', 'Customer', 'Item']);
    expect(read.rows.some((row) => row[2] === orderId && row[8] === 'புளிப்பு (sour)')).toBe(true);
    const backwards = await app.inject({
      method: 'GET',
      url: '/api/admin/verification/dislikes?from=2026-02-02&to=2026-02-01',
      headers: cook.headers,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('To: must not be before From');
  });

  it('lets a customer mark a long delivery at once: marks are not counted as anonymous writes, Confirm is', async () => {
    const { orderId, key } = await orderToVerify();
    for (let i = 0; i < 12; i += 1) {
      const res = await strict.inject({
        method: 'PUT',
        url: `${base(orderId)}/items/${(i % 3) + 1}`,
        payload: { key, dislike: i % 2 },
      });
      expect(res.statusCode, `mark ${i + 1}`).toBe(200);
    }
    const confirms = [];
    for (let i = 0; i < 4; i += 1) {
      confirms.push(
        (
          await strict.inject({
            method: 'POST',
            url: `${base(orderId)}/confirm`,
            payload: { key, overallComment: '' },
          })
        ).statusCode,
      );
    }
    expect(confirms.at(-1)).toBe(429);
  });
});

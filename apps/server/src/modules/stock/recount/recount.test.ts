import { recountFileName, recountStockChangedMessage, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { dispositionFileName, readSheet } from '../../../test/kits/production-test-kit.ts';
import { stockTestKit } from '../../../test/kits/stock-test-kit.ts';
import { injectAs, signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { listOutlets } from '../../organisation/list-outlets.ts';
import { checkStockBalances } from '../on-hand/check-stock-balances.ts';

const { db } = await useTestDatabase();
// A threshold of 10 units: a difference above it waits for an admin.
const app = await buildTestApp(db, { recountApprovalAbove: 10 });
await app.ready();

type Headers = Record<string, string>;
let warehouse: Headers;
let cook: Headers;
let shop: Headers; // outlet staff of `outlet`
let otherShop: Headers; // outlet staff of `otherOutlet`
let admin: Headers;
let outlet = '';
let outletName = '';
let otherOutlet = '';

const inject = injectAs(app);
const kit = stockTestKit(
  inject,
  db,
  () => ({ warehouse, cook }),
  () => outlet,
);

beforeAll(async () => {
  const outlets = (await listOutlets(db)).filter((o) => o.id !== WAREHOUSE_OUTLET_ID);
  outlet = outlets[0]?.id ?? '';
  outletName = outlets[0]?.name ?? '';
  otherOutlet = outlets[1]?.id ?? '';
  warehouse = (await signInAs(app, db, { role: 'warehouse' })).headers;
  cook = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  shop = (await signInAs(app, db, { role: 'outlet', outletId: outlet })).headers;
  otherShop = (await signInAs(app, db, { role: 'outlet', outletId: otherOutlet })).headers;
  admin = (await signInAs(app, db, { role: 'admin' })).headers;
});

/** Sends `quantity` of a product to the outlet and receives it there in full. */
async function delivered(productId: string, quantity: number) {
  const dispatch = await kit.sentDispatch(productId, quantity);
  const line = dispatch.lines[0];
  const res = await inject('POST', '/api/stock/receipts', shop, {
    outletId: outlet,
    lines: [{ lineId: line.id, quantityReceived: quantity }],
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().received).toBe(1);
}

/** The outlet's open count, begun if there is none. */
async function openCount(headers = shop, outletId = outlet): Promise<number> {
  const res = await inject('POST', '/api/stock/recounts', headers, { outletId });
  expect([200, 201]).toContain(res.statusCode);
  return res.json().id;
}

/** A figure typed against the Stock the screen shows now, unless told what the screen showed. */
async function count(
  countId: number,
  productId: string,
  counted: number | null,
  headers = shop,
  stockSeen?: number,
) {
  const seen = stockSeen ?? (await recountRow(productId))?.stock ?? 0;
  return inject('PUT', `/api/stock/recounts/${countId}/lines`, headers, {
    productId,
    counted,
    stockSeen: seen,
  });
}

async function recountRow(productId: string) {
  const res = await inject('GET', `/api/stock/recounts?outletId=${outlet}`, shop);
  expect(res.statusCode).toBe(200);
  return res.json().rows.find((row: { productId: string }) => row.productId === productId);
}

async function countLines(countId: number) {
  const lines = await db.execute<{ product_id: string; counted: string }>(sql`
    select product_id, counted::text from stock_count_lines where count_id = ${countId}`);
  return lines.rows;
}

async function submit(countId: number) {
  return inject('POST', `/api/stock/recounts/${countId}/submit`, shop);
}

describe('a recount', () => {
  it('keeps what arrives while the outlet counts: a delivery before the shelf is counted is in the count, one after is added', async () => {
    const product = await kit.produced(30);
    await delivered(product.id, 5);
    const countId = await openCount();
    // Arrives after the count began, before this shelf was counted: the counter sees 8 and finds 7.
    await delivered(product.id, 3);
    const saved = await count(countId, product.id, 7);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ stock: 8, counted: 7, expected: 8, state: 'counting' });
    // Arrives after this shelf was counted: not in the 7, and kept.
    await delivered(product.id, 4);
    expect(await recountRow(product.id)).toMatchObject({ stock: 12, counted: 7, expected: 8 });

    const posted = await submit(countId);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ posted: 1, awaitingApproval: 0, unchanged: 0 });
    expect(await kit.onHand(outlet, product.id)).toBe(11);
    const line = await db.execute<{ stock_then: string; adjustment: string; state: string }>(sql`
      select stock_then::text, adjustment::text, state from stock_count_lines where count_id = ${countId}`);
    expect(line.rows).toEqual([{ stock_then: '5.000', adjustment: '-1.000', state: 'posted' }]);
    const move = await db.execute<{ reason: string; quantity: string; from_outlet: string | null }>(sql`
      select m.reason, m.quantity::text, p.outlet_id as from_outlet from stock_moves m
      left join stock_places p on p.id = m.from_place_id
      where m.count_line_id is not null and m.product_id = ${product.id}`);
    expect(move.rows).toEqual([{ reason: 'recounted', quantity: '1.000', from_outlet: outlet }]);
    // The count is closed; the next one starts afresh.
    expect((await count(countId, product.id, 9)).statusCode).toBe(409);
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it('a resend with the same Idempotency-Key gets the first answer and writes the line once', async () => {
    const product = await kit.produced(30);
    await delivered(product.id, 5);
    const countId = await openCount();
    const keyed = { ...shop, 'idempotency-key': 'phone-count-0001' };
    const first = await inject('PUT', `/api/stock/recounts/${countId}/lines`, keyed, {
      productId: product.id,
      counted: 4,
      stockSeen: 5,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stock: 5, counted: 4, expected: 5 });
    const written = async () =>
      (
        await db.execute<{ counted_mark: string; counted_at: string }>(sql`
          select counted_mark::text, counted_at::text from stock_count_lines where count_id = ${countId}`)
      ).rows;
    const firstWrite = await written();
    expect(firstWrite).toHaveLength(1);
    const resent = await inject('PUT', `/api/stock/recounts/${countId}/lines`, keyed, {
      productId: product.id,
      counted: 4,
      stockSeen: 5,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual(first.json());
    // A delivery after the shelf was counted, then the resend: the count keeps its first moment.
    await delivered(product.id, 3);
    const late = await inject('PUT', `/api/stock/recounts/${countId}/lines`, keyed, {
      productId: product.id,
      counted: 4,
      stockSeen: 5,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ stock: 8, counted: 4, expected: 5 });
    expect(await written()).toEqual(firstWrite);
    const changed = await inject('PUT', `/api/stock/recounts/${countId}/lines`, keyed, {
      productId: product.id,
      counted: 6,
      stockSeen: 5,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('idempotency_mismatch');
    await submit(countId);
    expect(await kit.onHand(outlet, product.id)).toBe(7);
  });

  it('takes a line while the stock is what the counter saw; refuses it, naming the product, when a delivery came in between', async () => {
    const product = await kit.produced(30);
    await delivered(product.id, 5);
    const countId = await openCount();
    const seen = await recountRow(product.id);
    expect(seen).toMatchObject({ stock: 5 });
    // Typed on a phone without network against the 5 on its screen; a delivery lands before it is sent.
    await delivered(product.id, 3);
    const keyed = { ...shop, 'idempotency-key': 'phone-count-0002' };
    const line = { productId: product.id, counted: 4, stockSeen: 5 };
    const refused = await inject('PUT', `/api/stock/recounts/${countId}/lines`, keyed, line);
    expect(refused.statusCode).toBe(409);
    const message = recountStockChangedMessage(`${seen.productName} ${seen.variantName}`.trim());
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      message,
      fields: [{ path: 'counted', message }],
    });
    // Sent again under its key it is refused the same: nothing of it was kept, nothing moved.
    const resent = await inject('PUT', `/api/stock/recounts/${countId}/lines`, keyed, line);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().error.message).toBe(message);
    // A line without the Stock it was counted against (a save kept before this) is refused too.
    const unseen = await inject('PUT', `/api/stock/recounts/${countId}/lines`, shop, {
      productId: product.id,
      counted: 4,
    });
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json().error.message).toBe(
      'Stock: the figure shown when it was counted is missing; count it again',
    );
    expect(await countLines(countId)).toEqual([]);
    expect(await kit.onHand(outlet, product.id)).toBe(8);

    // Counted again against the 8 the screen now shows: taken, and it posts what that count found.
    const again = await count(countId, product.id, 7, shop, 8);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ stock: 8, counted: 7, expected: 8 });
    expect((await submit(countId)).json()).toEqual({ posted: 1, awaitingApproval: 0, unchanged: 0 });
    expect(await kit.onHand(outlet, product.id)).toBe(7);
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it('refuses a line when another count moved the stock after it was read, and takes one that nothing moved', async () => {
    const moved = await kit.produced(50);
    const still = await kit.produced(50);
    await delivered(moved.id, 2);
    await delivered(still.id, 6);
    const first = await openCount();
    expect((await count(first, moved.id, 15)).statusCode).toBe(200); // +13: waits for an admin
    expect((await submit(first)).json()).toMatchObject({ awaitingApproval: 1 });
    const next = await openCount();
    const movedRow = await recountRow(moved.id);
    const seenMoved = movedRow.stock;
    const seenStill = (await recountRow(still.id)).stock;
    const approvals = (await inject('GET', '/api/stock/recounts/approvals', shop)).json();
    const held = approvals.find((a: { productId: string }) => a.productId === moved.id);
    expect(
      (
        await inject('POST', `/api/stock/recounts/lines/${held.lineId}/decide`, admin, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(204);
    expect(await kit.onHand(outlet, moved.id)).toBe(15);

    const refused = await count(next, moved.id, 14, shop, seenMoved);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      recountStockChangedMessage(`${movedRow.productName} ${movedRow.variantName}`.trim()),
    );
    const taken = await count(next, still.id, 5, shop, seenStill);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ stock: 6, counted: 5, expected: 6 });
    expect(await countLines(next)).toEqual([{ product_id: still.id, counted: '5.000' }]);
    await inject('POST', `/api/stock/recounts/${next}/discard`, shop);
    expect(await kit.onHand(outlet, moved.id)).toBe(15);
  });

  it('a difference above the threshold waits for an admin, and the product cannot be counted again until then', async () => {
    const gain = await kit.produced(50);
    const loss = await kit.produced(50);
    await delivered(gain.id, 2);
    await delivered(loss.id, 20);
    const countId = await openCount();
    expect((await count(countId, gain.id, 15)).statusCode).toBe(200); // +13: above 10
    expect((await count(countId, loss.id, 12)).statusCode).toBe(200); // −8: posts at once
    expect((await submit(countId)).json()).toEqual({ posted: 1, awaitingApproval: 1, unchanged: 0 });
    expect(await kit.onHand(outlet, gain.id)).toBe(2);
    expect(await kit.onHand(outlet, loss.id)).toBe(12);
    expect(await recountRow(gain.id)).toMatchObject({ state: 'awaiting-approval', counted: 15 });

    const next = await openCount();
    const again = await count(next, gain.id, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/waits for an admin's approval/);

    const approvals = (await inject('GET', '/api/stock/recounts/approvals', shop)).json();
    const held = approvals.find((a: { productId: string }) => a.productId === gain.id);
    expect(held).toMatchObject({ outletId: outlet, counted: 15, expected: 2, adjustment: 13 });
    // Another outlet's staff see none of it; only an admin decides.
    const elsewhere = (await inject('GET', '/api/stock/recounts/approvals', otherShop)).json();
    expect(elsewhere.some((a: { lineId: number }) => a.lineId === held.lineId)).toBe(false);
    const decide = (headers: Headers, decision: string) =>
      inject('POST', `/api/stock/recounts/lines/${held.lineId}/decide`, headers, { decision });
    expect((await decide(shop, 'approve')).statusCode).toBe(403);
    // Stock moved while it waited: approval adds the difference, it does not overwrite.
    await delivered(gain.id, 1);
    expect((await decide(admin, 'approve')).statusCode).toBe(204);
    expect(await kit.onHand(outlet, gain.id)).toBe(16);
    const twice = await decide(admin, 'reject');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toMatch(/approved already by/);
    expect((await count(next, gain.id, 16)).statusCode).toBe(200);
    expect((await inject('POST', `/api/stock/recounts/${next}/discard`, shop)).statusCode).toBe(204);
    expect(await kit.onHand(outlet, gain.id)).toBe(16);
  });

  it('a rejected difference moves nothing', async () => {
    const product = await kit.produced(40);
    await delivered(product.id, 30);
    const countId = await openCount();
    await count(countId, product.id, 0);
    expect((await submit(countId)).json()).toMatchObject({ awaitingApproval: 1 });
    const approvals = (await inject('GET', `/api/stock/recounts/approvals?outletId=${outlet}`, admin)).json();
    const held = approvals.find((a: { productId: string }) => a.productId === product.id);
    const res = await inject('POST', `/api/stock/recounts/lines/${held.lineId}/decide`, admin, {
      decision: 'reject',
    });
    expect(res.statusCode).toBe(204);
    expect(await kit.onHand(outlet, product.id)).toBe(30);
    expect(await recountRow(product.id)).toMatchObject({ state: null, counted: null });
  });

  it('one open count per outlet: two phones starting at once share it', async () => {
    const answers = await Promise.all([
      inject('POST', '/api/stock/recounts', otherShop, { outletId: otherOutlet }),
      inject('POST', '/api/stock/recounts', otherShop, { outletId: otherOutlet }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    const recount = (await inject('GET', `/api/stock/recounts?outletId=${otherOutlet}`, otherShop)).json();
    expect(recount.count).toMatchObject({ id: answers[0]?.json().id });
  });

  it('what is typed is kept on the server; a cleared line, an empty submit and bad input are told', async () => {
    const product = await kit.produced(10);
    await delivered(product.id, 4);
    const countId = await openCount();
    await count(countId, product.id, 4);
    expect(await recountRow(product.id)).toMatchObject({ counted: 4, countedBy: expect.any(String) });
    expect((await count(countId, product.id, null)).json()).toMatchObject({ counted: null, state: null });
    const bad = await count(countId, product.id, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Actual: 0 or more');
    const fine = await count(countId, product.id, 1.2345);
    expect(fine.json().error.message).toBe('Actual: at most 3 decimals (to the gram)');
    const unknown = await count(countId, 'no-such-product', 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      { path: 'productId', message: 'productId: no product "no-such-product"' },
    ]);
    const empty = await submit(countId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Actual: count at least one product before submitting');
    // Another outlet's staff cannot touch this count.
    expect((await count(countId, product.id, 2, otherShop)).statusCode).toBe(403);
    expect((await inject('GET', `/api/stock/recounts?outletId=${outlet}`, otherShop)).statusCode).toBe(403);
    await inject('POST', `/api/stock/recounts/${countId}/discard`, shop);
  });

  it('while receipts land at the same moment as counts, every line posts counted − what the ledger held when it was counted', async () => {
    const product = await kit.produced(200);
    await delivered(product.id, 10);
    const countId = await openCount();
    const dispatches = [];
    for (let i = 0; i < 4; i += 1) dispatches.push(await kit.sentDispatch(product.id, 2 + i));
    const receipts = dispatches.map((d) =>
      inject('POST', '/api/stock/receipts', shop, {
        outletId: outlet,
        lines: [{ lineId: d.lines[0].id, quantityReceived: d.lines[0].quantitySent }],
      }),
    );
    // Within the threshold of whatever the ledger holds (10 to 24), so the last one posts at once.
    const counts = [15, 16, 17, 18].map((n) => count(countId, product.id, n));
    const answers = await Promise.all([...receipts, ...counts]);
    for (const res of answers.slice(0, receipts.length)) expect(res.statusCode).toBe(200);
    // A figure whose Stock a receipt changed before it was saved is refused, to be counted again.
    const countAnswers = answers.slice(receipts.length);
    for (const res of countAnswers) {
      if (res.statusCode !== 200)
        expect(res.json().error.message).toMatch(/stock changed since it was counted/);
    }
    if (countAnswers.every((res) => res.statusCode !== 200)) {
      expect((await count(countId, product.id, 15)).statusCode).toBe(200);
    }
    const line = await db.execute<{ counted: string; counted_mark: string; expected: string }>(sql`
      select counted::text, counted_mark::text, expected::text from stock_count_lines where count_id = ${countId}`);
    const saved = line.rows[0] as { counted: string; counted_mark: string; expected: string };
    // What arrived after the last count was saved is exactly the moves above its mark.
    const after = await db.execute<{ q: string }>(sql`
      select coalesce(sum(m.quantity), 0)::text as q from stock_moves m
      join stock_places p on p.id = m.to_place_id
      where p.outlet_id = ${outlet} and m.product_id = ${product.id} and m.id > ${Number(saved.counted_mark)}`);
    expect(Number(saved.expected) + Number(after.rows[0]?.q)).toBe(await kit.onHand(outlet, product.id));
    await submit(countId);
    expect(await kit.onHand(outlet, product.id)).toBe(Number(saved.counted) + Number(after.rows[0]?.q));
    expect(await checkStockBalances(db)).toEqual([]);
  });

  it(`exports the list as '{outlet}_Recount' with its widths set`, async () => {
    const product = await kit.produced(10);
    await delivered(product.id, 6);
    const countId = await openCount();
    await count(countId, product.id, 5);
    const res = await inject('GET', `/api/stock/recounts/export.xlsx?outletId=${outlet}`, shop);
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(recountFileName(outletName));
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows[1]).toEqual(['Sl', 'Product', 'Variant', 'Product Type', 'Stock', 'Actual', 'Unit']);
    const row = sheet.rows.find((r) => r[1] === product.name);
    expect(row?.slice(4, 6)).toEqual([6, 5]);
    expect(sheet.widths.every((w) => typeof w === 'number' && w >= 6)).toBe(true);
    await inject('POST', `/api/stock/recounts/${countId}/discard`, shop);
  });
});

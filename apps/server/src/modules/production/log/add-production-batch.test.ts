import { businessDay, type ProductionEntryInput } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionEntries } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestProducts } from '../../../test/kits/production-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const URL = '/dataapi/api/inventory/production/batch/add';

let kitchen: Awaited<ReturnType<typeof createTestProducts>> = [];
let baking: typeof kitchen = [];
let cook: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  kitchen = await createTestProducts(db, { teamId: 'kitchen', count: 3 });
  baking = await createTestProducts(db, { teamId: 'baking', count: 1 });
  cook = await signInAs(app, db, { role: 'production', teamId: 'kitchen', displayName: 'Selvi (Kitchen)' });
});

function entry(index: number, overrides: Partial<ProductionEntryInput> = {}): ProductionEntryInput {
  const product = kitchen[index];
  if (!product) throw new Error(`no product ${index}`);
  return {
    product_id: product.id,
    name: product.name,
    variant_name: product.variantName,
    unit: 'kg',
    quantity: 2.5 + index,
    folder_id: 'produced',
    batch_id: '22-11-2026_Kitchen',
    batch_order: 1,
    team_id: 'kitchen',
    ...overrides,
  };
}

function post(body: unknown, options: { key?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: URL,
    payload: body as object,
    headers: { ...(options.headers ?? cook.headers), ...(options.key && { 'idempotency-key': options.key }) },
  });
}

async function countEntries() {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productionEntries);
  return row?.n ?? -1;
}

describe('POST /dataapi/api/inventory/production/batch/add', () => {
  it('writes every entry with the signed-in user as user_id, on today’s business day', async () => {
    const res = await post([entry(0, { user_id: 'Someone Else' }), entry(1)]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, replayed: false });
    expect(body.ids).toHaveLength(2);

    const stored = await db.select().from(productionEntries).where(eq(productionEntries.id, body.ids[0]));
    expect(stored[0]).toMatchObject({
      productId: kitchen[0]?.id,
      quantity: 2.5,
      unit: 'kg',
      userId: 'Selvi (Kitchen)',
      createdByUserId: cook.user.id,
      folderId: 'produced',
      batchId: '22-11-2026_Kitchen',
      batchOrder: 1,
      teamId: 'kitchen',
      businessDay: businessDay(),
    });
  });

  it('without a key, a second cook logging the same "5 × Besan" the same day is counted too', async () => {
    const batch = [entry(2, { quantity: 5 })];
    const first = await post(batch);
    expect(first.statusCode).toBe(201);
    const before = await countEntries();
    const again = await post(batch);
    expect(again.statusCode).toBe(201);
    expect(again.json().replayed).toBe(false);
    expect(await countEntries()).toBe(before + 1);
  });

  it("accepts the older client's entries (§3: `id`, no team_id): the team is the product's", async () => {
    const { product_id, team_id: _team, ...rest } = entry(0, { quantity: 3 });
    const res = await post([{ ...rest, id: product_id }]);
    expect(res.statusCode).toBe(201);
    const [stored] = await db
      .select({ teamId: productionEntries.teamId, productId: productionEntries.productId })
      .from(productionEntries)
      .where(eq(productionEntries.id, res.json().ids[0]));
    expect(stored).toEqual({ teamId: 'kitchen', productId: product_id });
    const neither = await post([rest]);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields[0].path).toBe('0.product_id');
  });

  it('with an Idempotency-Key: the same key replays, the same key with another body is refused (422)', async () => {
    const first = await post([entry(0, { quantity: 1 })], { key: 'log-key-0001' });
    expect(first.statusCode).toBe(201);
    const before = await countEntries();
    const replay = await post([entry(0, { quantity: 1 })], { key: 'log-key-0001' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().ids).toEqual(first.json().ids);

    const mismatch = await post([entry(0, { quantity: 9 })], { key: 'log-key-0001' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.code).toBe('idempotency_mismatch');
    expect(await countEntries()).toBe(before);

    // Another key is another batch, even with the same body.
    const second = await post([entry(0, { quantity: 1 })], { key: 'log-key-0002' });
    expect(second.statusCode).toBe(201);
    expect(await countEntries()).toBe(before + 1);
  });

  it('is all or nothing: an unknown product in row 1 writes none of the rows, and names "1.product_id"', async () => {
    const before = await countEntries();
    const res = await post([entry(0, { quantity: 3.25 }), entry(1, { product_id: 'no-such-product' })]);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toContain('1.product_id');
    expect(error.fields).toEqual([{ path: '1.product_id', message: 'Unknown product "no-such-product"' }]);
    expect(await countEntries()).toBe(before);
  });

  it('names an unknown team, and bad values, with their row', async () => {
    const unknownTeam = await post([entry(0, { team_id: 'bakery-x' })], { headers: (await admin()).headers });
    expect(unknownTeam.statusCode).toBe(400);
    expect(unknownTeam.json().error.fields[0].path).toBe('0.team_id');

    const badQuantity = await post([entry(0), entry(1, { quantity: 0 })]);
    expect(badQuantity.statusCode).toBe(400);
    expect(badQuantity.json().error.fields[0]).toMatchObject({
      path: '1.quantity',
      message: 'quantity: more than 0',
    });

    const unknownKey = await post([{ ...entry(0), colour: 'red' }]);
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().error.fields[0].path).toBe('0.colour');

    const empty = await post([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please send at least one production entry');
  });

  it('a kitchen user cannot log a baking product, with or without its team_id (403 naming the row)', async () => {
    const bread = baking[0];
    if (!bread) throw new Error('no baking product');
    const { team_id: _team, ...bakingEntry } = entry(0, { product_id: bread.id, name: bread.name });
    const before = await countEntries();
    const withoutTeam = await post([entry(0), bakingEntry]);
    expect(withoutTeam.statusCode).toBe(403);
    expect(withoutTeam.json().error.fields[0].path).toBe('1.team_id');
    const withTeam = await post([entry(0), { ...bakingEntry, team_id: 'baking' }]);
    expect(withTeam.statusCode).toBe(403);
    expect(await countEntries()).toBe(before);
    // A row whose team contradicts its product is refused whoever sends it.
    const contradicting = await post([entry(1, { team_id: 'baking' })], { headers: (await admin()).headers });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().error.fields[0].path).toBe('0.team_id');

    // An admin works for every team.
    const asAdmin = await post([{ ...bakingEntry, quantity: 4 }], { headers: (await admin()).headers });
    expect(asAdmin.statusCode).toBe(201);
  });

  it('refuses roles other than production and admin', async () => {
    const warehouse = await signInAs(app, db, { role: 'warehouse' });
    const res = await post([entry(0)], { headers: warehouse.headers });
    expect(res.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: URL, payload: [entry(0)] });
    expect(anonymous.statusCode).toBe(401);
  });
});

let adminSession: Awaited<ReturnType<typeof signInAs>> | undefined;
async function admin() {
  adminSession ??= await signInAs(app, db, { role: 'admin' });
  return adminSession;
}

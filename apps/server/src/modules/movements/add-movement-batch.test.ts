import { businessDay, type MovementInput, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productMovements } from '../../db/schema/index.ts';
import { generateOperations } from '../../seed/demo-operations.ts';
import { insertOperations, seedOperations } from '../../seed/seed-operations.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { BATCH_URL, buildPlan } from '../../test/kits/movement-test-kit.ts';
import { signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

let planner: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  await seedOperations(db);
  // 250 more kitchen products, for a plan of more rows than one INSERT takes.
  await db.transaction((tx) => insertOperations(tx, generateOperations({ products: 250 })));
  planner = await signInAs(app, db, { role: 'production', displayName: 'Selvi (Kitchen)' });
});

function post(payload: unknown, options: { key?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: BATCH_URL,
    headers: {
      ...(options.headers ?? planner.headers),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: payload as object,
  });
}

async function rowsOfBatch(batchId: string, batchOrder?: number) {
  const rows = await db.select().from(productMovements).where(eq(productMovements.batchId, batchId));
  return batchOrder === undefined ? rows : rows.filter((r) => r.batchOrder === batchOrder);
}

async function ledgerSize(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productMovements);
  return row?.n ?? 0;
}

let batches = 0;
/** A small valid plan of its own batch: a product's total and its two outlet quantities. */
function smallPlan(
  productId = 'kitchen-sambar-1-kg',
  quantities: [number, number] = [3, 4],
): MovementInput[] {
  batches += 1;
  const common = { batch_id: `test-plan-${batches}`, batch_order: 1, team_id: 'kitchen' };
  const total = quantities[0] + quantities[1];
  return [
    {
      ...common,
      product_id: productId,
      quantity_sent: total,
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: WAREHOUSE_OUTLET_ID,
      folder_id: 'ready-for-planning',
    },
    {
      ...common,
      product_id: productId,
      quantity_sent: quantities[0],
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: 'adyar',
      folder_id: 'ready-for-transport',
    },
    {
      ...common,
      product_id: productId,
      quantity_sent: quantities[1],
      sender_outlet_id: WAREHOUSE_OUTLET_ID,
      receiver_outlet_id: 't-nagar',
      folder_id: 'ready-for-transport',
    },
  ];
}

describe('POST /dataapi/api/inventory/product-movement/batch/add', () => {
  it("writes a plan's totals and outlet quantities in one batch, with the product's own details", async () => {
    const plan = await buildPlan(app, {
      headers: planner.headers,
      teamId: 'kitchen',
      teamName: 'Kitchen',
      products: 5,
    });
    expect(plan.filter((m) => m.folder_id === 'ready-for-planning')).toHaveLength(5);
    // Whatever name the client sends, the ledger records the product's.
    const sent = plan.map((m, i) => (i === 0 ? { ...m, product_name: 'Something else' } : m));
    const res = await post(sent);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ count: plan.length, replayed: false });
    expect(answer.ids).toEqual([...answer.ids].sort((a: number, b: number) => a - b));

    const rows = await db.select().from(productMovements).where(inArray(productMovements.id, answer.ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const written = answer.ids.map((id: number) => byId.get(id));
    expect(written.map((r: { productId: string }) => r.productId)).toEqual(plan.map((m) => m.product_id));
    expect(written.map((r: { receiverOutletId: string }) => r.receiverOutletId)).toEqual(
      plan.map((m) => m.receiver_outlet_id),
    );
    const first = written[0];
    expect(first.productName).toBe(plan[0]?.product_name);
    expect(first.productName).not.toBe('Something else');
    expect(first).toMatchObject({
      createdByName: 'Selvi (Kitchen)',
      createdByUserId: planner.user.id,
      businessDay: businessDay(),
      teamId: 'kitchen',
    });
    const adai = written.find((r: { productId: string }) => r.productId === 'kitchen-adai-batter-1-kg');
    expect(adai).toMatchObject({
      productName: 'Adai Batter',
      variantName: '1 kg',
      productType: 'Batter',
      unitName: 'kg',
    });
  });

  it('records the unit from the variant: pieces for 6 pcs', async () => {
    const res = await post(smallPlan('kitchen-medu-vada-6-pcs'));
    expect(res.statusCode).toBe(201);
    const rows = await db.select().from(productMovements).where(inArray(productMovements.id, res.json().ids));
    expect(new Set(rows.map((r) => r.unitName))).toEqual(new Set(['pc']));
  });

  it('without an Idempotency-Key, the same body posted twice is two batches: nothing is dropped', async () => {
    const plan = smallPlan();
    const first = await post(plan);
    expect(first.statusCode).toBe(201);
    const size = await ledgerSize();
    const second = await post(plan);
    expect(second.statusCode).toBe(201);
    expect(second.json().replayed).toBe(false);
    expect(second.json().ids).not.toEqual(first.json().ids);
    expect(await ledgerSize()).toBe(size + plan.length);
  });

  it("keys are per user: another user's identical key is another batch", async () => {
    const other = await signInAs(app, db, { role: 'production', displayName: 'Second planner' });
    const plan = smallPlan('kitchen-avial-500-g', [2, 3]);
    expect((await post(plan, { key: 'shared-key-0001' })).statusCode).toBe(201);
    const size = await ledgerSize();
    const theirs = await post(plan, { key: 'shared-key-0001', headers: other.headers });
    expect(theirs.statusCode).toBe(201);
    expect(await ledgerSize()).toBe(size + plan.length);
  });

  it('replays the same Idempotency-Key and refuses it with another body (422)', async () => {
    const plan = smallPlan();
    expect((await post(plan, { key: 'plan-key-0001' })).statusCode).toBe(201);
    const size = await ledgerSize();
    expect((await post(plan, { key: 'plan-key-0001' })).statusCode).toBe(200);
    const other = await post(smallPlan('kitchen-rasam-500-g'), { key: 'plan-key-0001' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_mismatch');
    expect(await ledgerSize()).toBe(size);
    // The same body under a new key is a new batch (a planner who really means it twice).
    expect((await post(plan, { key: 'plan-key-0002' })).statusCode).toBe(201);
    expect(await ledgerSize()).toBe(size + plan.length);
  });

  it('writes once when the same batch arrives five times at once', async () => {
    const plan = smallPlan('kitchen-avial-500-g', [5, 6]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(plan, { key: 'five-at-once-1' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => JSON.stringify(r.json().ids))).size).toBe(1);
    expect(await rowsOfBatch(plan[0]?.batch_id ?? '')).toHaveLength(3);
  });

  it('writes nothing when one row names an unknown product, outlet or team (400 naming the row)', async () => {
    const cases: [(rows: MovementInput[]) => void, string][] = [
      [
        (rows) => Object.assign(rows[2] as MovementInput, { product_id: 'kitchen-unicorn-stew' }),
        '2.product_id',
      ],
      [
        (rows) => Object.assign(rows[1] as MovementInput, { receiver_outlet_id: 'mylapore' }),
        '1.receiver_outlet_id',
      ],
      [
        (rows) => Object.assign(rows[0] as MovementInput, { sender_outlet_id: 'nowhere' }),
        '0.sender_outlet_id',
      ],
      [(rows) => Object.assign(rows[1] as MovementInput, { team_id: 'pastry' }), '1.team_id'],
    ];
    for (const [spoil, path] of cases) {
      const plan = smallPlan();
      spoil(plan);
      const res = await post(plan);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.fields.map((f: { path: string }) => f.path)).toContain(path);
      expect(await rowsOfBatch(plan[0]?.batch_id ?? ''), path).toHaveLength(0);
    }
  });

  it('refuses a row the contract refuses, naming its field', async () => {
    const plan = smallPlan();
    Object.assign(plan[1] as MovementInput, { quantity_sent: 0 });
    const res = await post(plan);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0]).toMatchObject({ message: 'quantity_sent: more than 0' });
    expect(res.json().error.fields[0].path).toBe('1.quantity_sent');
    expect((await post([])).statusCode).toBe(400);
  });

  it('refuses half a plan: totals without outlet quantities, or sums that differ (400, nothing written)', async () => {
    const full = smallPlan();
    const totalsOnly = full.filter((m) => m.folder_id === 'ready-for-planning');
    const res = await post(totalsOnly);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].path).toBe('0.quantity_sent');
    expect(res.json().error.message).toContain('"Sambar 1 kg"');

    const outletsOnly = full.filter((m) => m.folder_id === 'ready-for-transport');
    const orphan = await post(outletsOnly);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.fields[0].path).toBe('0.folder_id');

    const uneven = smallPlan();
    Object.assign(uneven[2] as MovementInput, { quantity_sent: 9 });
    expect((await post(uneven)).statusCode).toBe(400);

    const teamless = smallPlan();
    for (const row of teamless) row.team_id = null;
    const noTeam = await post(teamless);
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error.fields[0].path).toBe('0.team_id');

    const wrongTeam = smallPlan();
    for (const row of wrongTeam) row.team_id = 'baking';
    const baked = await post(wrongTeam);
    expect(baked.statusCode).toBe(400);
    expect(baked.json().error.fields[0].message).toContain('made by the team "kitchen"');

    for (const batch of [full, uneven, teamless, wrongTeam]) {
      expect(await rowsOfBatch(batch[0]?.batch_id ?? '')).toHaveLength(0);
    }
  });

  it('accepts quantities in grams that add up', async () => {
    const plan = smallPlan('kitchen-rasam-1-kg');
    Object.assign(plan[0] as MovementInput, { quantity_sent: 0.3 });
    Object.assign(plan[1] as MovementInput, { quantity_sent: 0.1 });
    Object.assign(plan[2] as MovementInput, { quantity_sent: 0.2 });
    expect((await post(plan)).statusCode).toBe(201);
  });

  it("keeps a team's planner to the team (403 naming the row), and admits only production staff", async () => {
    const baker = await signInAs(app, db, { role: 'production', teamId: 'baking' });
    const plan = smallPlan();
    const res = await post(plan, { headers: baker.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fields[0].path).toBe('0.team_id');
    expect(await rowsOfBatch(plan[0]?.batch_id ?? '')).toHaveLength(0);

    const cook = await signInAs(app, db, { role: 'production', teamId: 'kitchen' });
    expect((await post(plan, { headers: cook.headers })).statusCode).toBe(201);

    for (const role of ['warehouse', 'outlet', 'finance'] as const) {
      const other = await signInAs(app, db, { role });
      expect((await post(smallPlan(), { headers: other.headers })).statusCode, role).toBe(403);
    }
    expect((await post(smallPlan(), { headers: {} })).statusCode).toBe(401);
  });

  it('leaves nothing behind when a write fails halfway through a plan, and a retry then writes it all', async () => {
    // 250 products: 250 totals, then 1000 outlet quantities; the last one fails, in the second INSERT.
    const common = { batch_id: 'halfway-plan', batch_order: 1, team_id: 'kitchen' };
    const ids = Array.from({ length: 250 }, (_, n) => `bench-kitchen-${n + 1}`);
    const outlets = ['abhiramapuram', 'adyar', 'neelankarai', 't-nagar'];
    const plan: MovementInput[] = [
      ...ids.map((product_id) => ({
        ...common,
        product_id,
        quantity_sent: 8,
        sender_outlet_id: WAREHOUSE_OUTLET_ID,
        receiver_outlet_id: WAREHOUSE_OUTLET_ID,
        folder_id: 'ready-for-planning' as const,
      })),
      ...ids.flatMap((product_id) =>
        outlets.map((receiver_outlet_id) => ({
          ...common,
          product_id,
          quantity_sent: 2,
          sender_outlet_id: WAREHOUSE_OUTLET_ID,
          receiver_outlet_id,
          folder_id: 'ready-for-transport' as const,
        })),
      ),
    ];
    expect(plan).toHaveLength(1250);
    await db.execute(sql`
      CREATE FUNCTION fail_last_transport() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.folder_id = 'ready-for-transport' AND NEW.product_id = 'bench-kitchen-250'
           AND NEW.receiver_outlet_id = 't-nagar' THEN
          RAISE EXCEPTION 'the disk is full';
        END IF;
        RETURN NEW;
      END;
      $$`);
    await db.execute(sql`
      CREATE TRIGGER fail_last_transport BEFORE INSERT ON product_movements
        FOR EACH ROW EXECUTE FUNCTION fail_last_transport()`);
    try {
      const res = await post(plan);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).not.toContain('disk');
      expect(await rowsOfBatch('halfway-plan')).toHaveLength(0);
    } finally {
      await db.execute(sql`DROP TRIGGER fail_last_transport ON product_movements`);
      await db.execute(sql`DROP FUNCTION fail_last_transport()`);
    }
    // The failed post claimed nothing: the same body now writes, in posting order.
    const retry = await post(plan);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().count).toBe(1250);
    const rows = await rowsOfBatch('halfway-plan');
    rows.sort((a, b) => a.id - b.id);
    expect(rows.map((r) => `${r.productId}>${r.receiverOutletId}`)).toEqual(
      plan.map((m) => `${m.product_id}>${m.receiver_outlet_id}`),
    );
  });

  it('never changes or deletes a ledger row (the table is append-only)', async () => {
    const [row] = await db.select({ id: productMovements.id }).from(productMovements).limit(1);
    expect(row).toBeDefined();
    // The ledger's trigger refuses both, as a restrict violation naming what it refused.
    await expect(
      db.execute(sql`UPDATE product_movements SET quantity_sent = 1 WHERE id = ${row?.id}`),
    ).rejects.toMatchObject({
      cause: { code: '23001', message: 'product_movements is append-only: UPDATE refused' },
    });
    await expect(db.execute(sql`DELETE FROM product_movements WHERE id = ${row?.id}`)).rejects.toMatchObject({
      cause: { code: '23001', message: 'product_movements is append-only: DELETE refused' },
    });
    const size = await ledgerSize();
    expect(size).toBeGreaterThan(0);
  });
});

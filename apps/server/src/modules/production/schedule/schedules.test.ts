import { businessDay, formatBusinessDay, type Schedule } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productionSchedules } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestProducts, scheduleRowFor } from '../../../test/kits/production-test-kit.ts';
import { signInAs } from '../../../test/staff-session.ts';
import { useTestDatabase } from '../../../test/test-database.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const today = formatBusinessDay(businessDay());

let products: Awaited<ReturnType<typeof createTestProducts>> = [];
let cook: Awaited<ReturnType<typeof signInAs>>;
let baker: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  products = await createTestProducts(db, { teamId: 'snacks', count: 6 });
  cook = await signInAs(app, db, { role: 'production', teamId: 'snacks', displayName: 'Murugan' });
  baker = await signInAs(app, db, { role: 'production', teamId: 'baking' });
});

function rows(...indexes: number[]) {
  return indexes.map((i) => {
    const product = products[i];
    if (!product) throw new Error(`no product ${i}`);
    return scheduleRowFor(product, { total_plan: 10 + i });
  });
}

function save(body: unknown, options: { key?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/production/schedules',
    payload: body as object,
    headers: { ...(options.headers ?? cook.headers), ...(options.key && { 'idempotency-key': options.key }) },
  });
}

async function list(teamId = 'snacks', headers = cook.headers): Promise<Schedule[]> {
  const res = await app.inject({ method: 'GET', url: `/api/production/schedules?teamId=${teamId}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function remove(id: number, headers = cook.headers) {
  return app.inject({ method: 'DELETE', url: `/api/production/schedules/${id}`, headers });
}

describe('production schedules', () => {
  it('numbers a team’s schedules of the day P1, P2 … and lists them in that order', async () => {
    const first = await save({ teamId: 'snacks', teamName: 'Snacks', rows: rows(0, 1) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      teamId: 'snacks',
      teamName: 'Snacks',
      businessDay: businessDay(),
      productionNumber: 1,
      batchId: `${today}_Snacks_P1`,
      savedBy: 'Murugan',
      confirmedAt: null,
      confirmedBy: null,
    });
    expect(first.json().rows).toEqual(rows(0, 1));

    const second = await save({ teamId: 'snacks', teamName: 'Snacks', rows: rows(2) });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ productionNumber: 2, batchId: `${today}_Snacks_P2` });

    // Another day's schedule is not today's: neither listed nor counted.
    await db.insert(productionSchedules).values({
      teamId: 'snacks',
      teamName: 'Snacks',
      businessDay: '2020-01-01',
      productionNumber: 7,
      batchId: '01-01-2020_Snacks_P7',
      rows: rows(3),
      savedByUserId: cook.user.id,
      savedByName: 'Murugan',
    });
    const listed = await list();
    expect(listed.map((s) => s.productionNumber)).toEqual([1, 2]);
    expect(listed.map((s) => s.id)).toEqual([first.json().id, second.json().id]);
    expect(await list('kitchen', (await signInAs(app, db, { role: 'admin' })).headers)).toEqual([]);
  });

  it('saves once per Idempotency-Key: a retry answers the same schedule, another body with it is refused', async () => {
    const body = { teamId: 'snacks', teamName: 'Snacks', rows: rows(3) };
    const first = await save(body, { key: 'schedule-key-1' });
    expect(first.statusCode).toBe(201);
    const retry = await save(body, { key: 'schedule-key-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(productionSchedules)
      .where(eq(productionSchedules.businessDay, businessDay()));
    expect(count?.n).toBe(3);

    const other = await save({ ...body, rows: rows(4) }, { key: 'schedule-key-1' });
    expect(other.statusCode).toBe(422);

    // Without a key nothing is deduplicated: the same rows saved twice are two schedules.
    const noKey = { teamId: 'snacks', teamName: 'Snacks', rows: rows(5) };
    const a = await save(noKey);
    const b = await save(noKey);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('Back to Edit deletes an open schedule; saving the same again makes a new one', async () => {
    const body = { teamId: 'snacks', teamName: 'Snacks', rows: rows(4) };
    const saved = (await save(body)).json() as Schedule;
    const res = await remove(saved.id);
    expect(res.statusCode).toBe(204);
    expect((await list()).map((s) => s.id)).not.toContain(saved.id);

    const again = await save(body);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(saved.id);

    expect((await remove(saved.id)).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
  });

  it('a confirmed schedule cannot go back to edit (409)', async () => {
    const saved = (
      await save({ teamId: 'snacks', teamName: 'Snacks', rows: rows(0) }, { key: 'to-confirm-1' })
    ).json();
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/production/schedules/${saved.id}/confirm`,
      headers: cook.headers,
    });
    expect(confirm.statusCode).toBe(200);
    const res = await remove(saved.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This production schedule is confirmed: it can no longer go back to edit',
    );
    expect((await list()).find((s) => s.id === saved.id)?.confirmedBy).toBe('Murugan');
  });

  it('names bad input: unknown products by row, unknown team, missing rows', async () => {
    const unknown = await save({
      teamId: 'snacks',
      teamName: 'Snacks',
      rows: [...rows(0), { ...rows(1)[0], product_id: 'nope' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([
      { path: 'rows.1.product_id', message: 'Unknown product "nope"' },
    ]);

    const admin = await signInAs(app, db, { role: 'admin' });
    const team = await save(
      { teamId: 'pastry', teamName: 'Pastry', rows: rows(0) },
      { headers: admin.headers },
    );
    expect(team.statusCode).toBe(400);
    expect(team.json().error.fields[0].path).toBe('teamId');

    const empty = await save({ teamId: 'snacks', teamName: 'Snacks', rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please choose the products to schedule');

    const plan = await save({
      teamId: 'snacks',
      teamName: 'Snacks',
      rows: [{ ...rows(0)[0], total_plan: -1 }],
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().error.fields[0]).toMatchObject({
      path: 'rows.0.total_plan',
      message: 'Total Plan: more than 0',
    });

    const noTeam = await app.inject({
      method: 'GET',
      url: '/api/production/schedules',
      headers: cook.headers,
    });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error.message).toContain('teamId');
  });

  it('keeps a production user to their team: save, list, delete and confirm', async () => {
    const forbidden = await save(
      { teamId: 'snacks', teamName: 'Snacks', rows: rows(1) },
      { headers: baker.headers },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.fields[0].path).toBe('teamId');

    const listRes = await app.inject({
      method: 'GET',
      url: '/api/production/schedules?teamId=snacks',
      headers: baker.headers,
    });
    expect(listRes.statusCode).toBe(403);

    const [open] = (await list()).filter((s) => s.confirmedAt === null);
    if (!open) throw new Error('no open schedule');
    expect((await remove(open.id, baker.headers)).statusCode).toBe(403);
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/production/schedules/${open.id}/confirm`,
      headers: baker.headers,
    });
    expect(confirm.statusCode).toBe(403);
    expect((await list()).find((s) => s.id === open.id)?.confirmedAt).toBeNull();

    const outlet = await signInAs(app, db, { role: 'outlet' });
    expect(
      (await save({ teamId: 'snacks', teamName: 'Snacks', rows: rows(1) }, { headers: outlet.headers }))
        .statusCode,
    ).toBe(403);
  });
});

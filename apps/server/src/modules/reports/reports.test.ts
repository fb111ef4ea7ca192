import { DRILL_DOWN_LIMIT, OWN_SUPPLIER_ID, REPORT_MESSAGES, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestProducts, dispositionFileName, readSheet } from '../../test/kits/production-test-kit.ts';
import { injectAs, signInAs } from '../../test/staff-session.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { eventually, startTestWorker } from '../../test/test-worker.ts';
import { postStockMoves, type StockMove } from '../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../stock/ledger/stock-places.ts';
import { NO_PRICE } from './export-report.ts';
import { pruneReportRuns, REPORT_RUN_KEPT_DAYS } from './prune-report-runs.ts';

const { db } = await useTestDatabase();
await seedDatabase(db, { catalogue: 'demo' });
const jobs = await startTestWorker(db, {
  mail: { from: 'Kadai <r@kadai.test>', adminEmail: 'o@kadai.test' },
});
const app = await buildTestApp(db, { jobs });
await app.ready();
const inject = injectAs(app);

type Headers = Record<string, string>;
const TEAM = 'rpt-team';
const OUTLET = 'adyar';
const OCTOBER = 'from=2026-10-01&to=2026-10-31';
let finance: Headers;
let admin: Headers;
let teamCook: Headers; // production, tied to TEAM
let kitchenCook: Headers; // production, tied to the kitchen team
let storeStaff: Headers;
let priced: { id: string; name: string };
let unpriced: { id: string; name: string };
let vegetable: { id: number; name: string; pu: number; mrpPaise: number };

beforeAll(async () => {
  finance = (await signInAs(app, db, { role: 'finance', displayName: 'Revathi' })).headers;
  admin = (await signInAs(app, db, { role: 'admin' })).headers;
  await db.execute(
    sql`insert into teams (id, name, colour, "order") values (${TEAM}, 'Report Team', '#123456', 90)`,
  );
  const cook = await signInAs(app, db, { role: 'production', teamId: TEAM, displayName: 'செல்வி' });
  teamCook = cook.headers;
  kitchenCook = (await signInAs(app, db, { role: 'production', teamId: 'kitchen' })).headers;
  storeStaff = (await signInAs(app, db, { role: 'store-staff', storeId: 'adyar' })).headers;
  const [a, b] = await createTestProducts(db, { teamId: TEAM, count: 2 });
  if (!a || !b) throw new Error('no products');
  priced = { id: a.id, name: `${a.name} ${a.variantName}` };
  unpriced = { id: b.id, name: `${b.name} ${b.variantName}` };
  // ₹25.00 a unit from the business's own kitchen; the other product carries no price at all.
  await db.execute(
    sql`insert into suppliers (id, name) values (${OWN_SUPPLIER_ID}, 'Own') on conflict do nothing`,
  );
  await db.execute(
    sql`insert into product_suppliers (product_id, supplier_id, supply_price_paise) values (${a.id}, ${OWN_SUPPLIER_ID}, 2500)`,
  );

  const user = { id: cook.user.id, displayName: 'செல்வி' };
  const post = (day: string, moves: StockMove[]) =>
    db.transaction((tx) => postStockMoves(tx, moves, { user, day }));
  const [warehouse, outlet] = await db.transaction(async (tx) => [
    await outletPlace(tx, WAREHOUSE_OUTLET_ID),
    await outletPlace(tx, OUTLET),
  ]);
  const move = (
    productId: string,
    quantity: number,
    from: number | null,
    to: number | null,
    reason: StockMove['reason'],
  ) => ({ productId, quantity, from, to, reason }) satisfies StockMove;
  await post('2026-09-30', [move(a.id, 4, null, warehouse, 'produced')]);
  await post('2026-10-03', [
    move(a.id, 10, null, warehouse, 'produced'),
    move(b.id, 5, null, warehouse, 'produced'),
  ]);
  await post('2026-10-04', [move(a.id, 6, warehouse, outlet, 'dispatched')]);
  await post('2026-10-05', [
    move(a.id, 2.5, outlet, null, 'sold'),
    move(a.id, 1.25, outlet, null, 'destroyed'),
    move(b.id, 1, warehouse, null, 'destroyed'),
  ]);
  await post('2026-10-06', [move(a.id, 0.5, outlet, null, 'dispute-written-off')]);
  await post('2026-11-02', [move(a.id, 1, outlet, null, 'sold')]);

  const veg = await db.execute<{ id: number; name: string; pu: number; mrp_paise: number }>(sql`
    select i.id, i.name, i.pu, i.mrp_paise from items i join subcategories s on s.id = i.subcategory_id
    where s.column = 'veg' and i.live = 1 order by i.id limit 1`);
  const row = veg.rows[0];
  if (!row) throw new Error('no vegetable');
  vegetable = { id: row.id, name: row.name, pu: Number(row.pu), mrpPaise: Number(row.mrp_paise) };
  const booked = await inject('PUT', '/api/bookings/wastage', storeStaff, {
    storeId: 'adyar',
    sentBy: 'முருகன்',
    date: '2026-10-05',
    others: '',
    lines: [{ itemId: vegetable.id, quantity: 2, w: 0.5, reason: 'spoiled' }],
    baseRevision: null,
  });
  expect(booked.statusCode, booked.body).toBe(200);
});

type Row = Record<string, unknown>;
const rowFor = (rows: Row[], productId: string) => rows.find((row) => row.productId === productId);

describe('produced vs sold', () => {
  it('gives each product its produced, sold and wasted of the period, stock on hand at its end and the gap', async () => {
    const res = await inject('GET', `/api/reports/produced-vs-sold?${OCTOBER}&teamId=${TEAM}`, finance);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, byDay, cover } = res.json();
    expect(rows).toHaveLength(2);
    // 4 produced before October stays on hand; the sale of 2 November is after the period's end.
    expect(rowFor(rows, priced.id)).toEqual({
      productId: priced.id,
      productName: priced.name,
      teamId: TEAM,
      teamName: 'Report Team',
      produced: 10,
      sold: 2.5,
      wasted: 1.75,
      onHand: 9.75,
      gap: 5.75,
    });
    expect(rowFor(rows, unpriced.id)).toMatchObject({ produced: 5, sold: 0, wasted: 1, onHand: 4, gap: 4 });
    expect(byDay).toEqual([
      { day: '2026-10-03', produced: 15, sold: 0 },
      { day: '2026-10-05', produced: 0, sold: 2.5 },
    ]);
    // Adyar holds 6 − 2.5 − 1.25 − 0.5 of it at the end of October, and sold 2.5 in 31 days.
    const adyar = cover.find((outlet: Row) => outlet.outletId === OUTLET);
    expect(adyar).toMatchObject({ onHand: 1.75, averageDailySold: 0.081, coverDays: 21.7 });
  });

  it('opens the ledger rows behind each figure, and they add up to it', async () => {
    const base = `/api/reports/produced-vs-sold/rows?${OCTOBER}&teamId=${TEAM}&productId=${priced.id}`;
    const sold = (await inject('GET', `${base}&measure=sold`, finance)).json();
    expect(sold).toMatchObject({
      total: 1,
      rows: [{ day: '2026-10-05', reason: 'sold', quantity: 2.5, from: 'Adyar', to: null }],
    });
    const wasted = (await inject('GET', `${base}&measure=wasted`, finance)).json();
    expect(wasted.rows.map((r: Row) => [r.day, r.reason, r.quantity])).toEqual([
      ['2026-10-06', 'dispute-written-off', 0.5],
      ['2026-10-05', 'destroyed', 1.25],
    ]);
    const onHand = (await inject('GET', `${base}&measure=on-hand`, finance)).json();
    // Every move up to 31 October; those into the books add, those out of them take away.
    const net = onHand.rows.reduce(
      (sum: number, r: Row) =>
        sum + (r.from === null ? 1 : 0) * Number(r.quantity) - (r.to === null ? 1 : 0) * Number(r.quantity),
      0,
    );
    expect(onHand.total).toBe(6);
    expect(net).toBe(9.75);
    expect(DRILL_DOWN_LIMIT).toBeGreaterThan(onHand.total);
  });
});

describe('total trash report', () => {
  it('puts destruction and written-off disputes together by location, product and reason, in quantity and money', async () => {
    const res = await inject('GET', `/api/reports/total-trash?${OCTOBER}&teamId=${TEAM}`, finance);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const line = (productId: string, reason: string) =>
      report.rows.find((row: Row) => row.productId === `product:${productId}` && row.reason === reason);
    expect(report.rows).toHaveLength(3);
    expect(line(priced.id, 'destroyed')).toMatchObject({
      source: 'destroyed',
      locationId: `outlet:${OUTLET}`,
      locationName: 'Adyar',
      teamName: 'Report Team',
      quantity: 1.25,
      valuePaise: 3125,
      entries: 1,
    });
    expect(line(priced.id, 'dispute-written-off')).toMatchObject({ quantity: 0.5, valuePaise: 1250 });
    // No price: the row says so (null), and the total leaves it out and counts it apart.
    expect(line(unpriced.id, 'destroyed')).toMatchObject({ quantity: 1, valuePaise: null });
    expect(report.totalValuePaise).toBe(4375);
    expect(report.unpricedRows).toBe(1);
    expect(report.byDayAndReason).toEqual([
      { day: '2026-10-05', reason: 'destroyed', quantity: 2.25, valuePaise: 3125 },
      { day: '2026-10-06', reason: 'dispute-written-off', quantity: 0.5, valuePaise: 1250 },
    ]);
  });

  it("counts a store's vegetable wastage (K + W) at the item's price, and its drill-down lists the booking", async () => {
    const query = `${OCTOBER}&locationId=store:adyar`;
    const report = (await inject('GET', `/api/reports/total-trash?${query}`, finance)).json();
    const expectedPaise = Math.round((2.5 * vegetable.mrpPaise) / vegetable.pu);
    expect(report.rows).toEqual([
      expect.objectContaining({
        source: 'store-wastage',
        reason: 'spoiled',
        teamId: null,
        productId: `item:${vegetable.id}`,
        quantity: 2.5,
        valuePaise: expectedPaise,
      }),
    ]);
    const rows = (await inject('GET', `/api/reports/total-trash/rows?${query}`, finance)).json();
    expect(rows).toMatchObject({ total: 1, rows: [{ day: '2026-10-05', quantity: 2.5, by: 'முருகன்' }] });
    expect(rows.rows[0].ref).toMatch(/^wastage:\d+:\d+$/);
  });

  it('drills down from a figure to exactly the ledger moves behind it', async () => {
    const res = await inject(
      'GET',
      `/api/reports/total-trash/rows?${OCTOBER}&teamId=${TEAM}&productId=product:${priced.id}`,
      finance,
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = await db.execute<{ id: number }>(sql`
      select id from stock_moves where product_id = ${priced.id}
        and reason in ('destroyed', 'dispute-written-off') and business_day between '2026-10-01' and '2026-10-31'
      order by business_day desc, id desc`);
    expect(res.json().rows.map((r: Row) => r.ref)).toEqual(found.rows.map((r) => `move:${r.id}`));
    expect(res.json().rows.map((r: Row) => r.valuePaise)).toEqual([1250, 3125]);
  });

  it('exports the report as xlsx, a product without a price saying so', async () => {
    const res = await inject(
      'GET',
      `/api/reports/total-trash/export.xlsx?${OCTOBER}&teamId=${TEAM}`,
      finance,
    );
    expect(res.statusCode).toBe(200);
    expect(dispositionFileName(res.headers['content-disposition'])).toBe(
      'Total_Trash_2026-10-01_2026-10-31.xlsx',
    );
    const { rows } = await readSheet(res.rawPayload);
    expect(rows[1]).toEqual([
      'Sl',
      'Location',
      'Team',
      'Product',
      'Source',
      'Reason',
      'Quantity',
      'Value (₹)',
      'Entries',
    ]);
    const body = rows.slice(2);
    expect(body).toHaveLength(3);
    expect(body).toContainEqual([
      expect.any(Number),
      'Adyar',
      'Report Team',
      priced.name,
      'Destroyed',
      'Destroyed',
      1.25,
      31.25,
      1,
    ]);
    expect(body.find((row) => row[3] === unpriced.name)?.[7]).toBe(NO_PRICE);
  });
});

describe('who sees what', () => {
  it('narrows a production user tied to a team to its rows, and refuses another team', async () => {
    const own = await inject('GET', `/api/reports/total-trash?${OCTOBER}`, teamCook);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().rows.every((row: Row) => row.teamId === TEAM)).toBe(true);
    expect(own.json().rows).toHaveLength(3);
    const other = await inject('GET', `/api/reports/produced-vs-sold?${OCTOBER}&teamId=${TEAM}`, kitchenCook);
    expect(other.statusCode).toBe(403);
    const kitchen = await inject('GET', `/api/reports/produced-vs-sold?${OCTOBER}`, kitchenCook);
    expect(kitchen.json().rows.some((row: Row) => row.teamId === TEAM)).toBe(false);
    expect((await inject('GET', `/api/reports/total-trash?${OCTOBER}`, storeStaff)).statusCode).toBe(403);
  });

  it('refuses a period over a month on screen, naming the field, and a bad date', async () => {
    const long = await inject('GET', '/api/reports/total-trash?from=2026-01-01&to=2026-03-01', finance);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual([{ path: 'to', message: REPORT_MESSAGES.tooLongOnScreen }]);
    const bad = await inject('GET', '/api/reports/produced-vs-sold?from=2026-13-01&to=2026-10-31', finance);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0]).toMatchObject({ path: 'from', message: 'From: a date as YYYY-MM-DD' });
  });
});

describe('background runs', () => {
  it('prepares a long period in the background with progress, and the workbook matches the ledger', async () => {
    const started = await inject('POST', '/api/reports/runs', teamCook, {
      kind: 'produced-vs-sold',
      query: { from: '2026-09-01', to: '2026-11-30' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      kind: 'produced-vs-sold',
      fileName: 'Produced_vs_Sold_2026-09-01_2026-11-30.xlsx',
    });
    const runId = started.json().id;
    const early = await inject('GET', `/api/reports/runs/${runId}/download.xlsx`, teamCook);
    const run = await eventually(
      async () => (await inject('GET', `/api/reports/runs/${runId}`, teamCook)).json(),
      (r) => r.status === 'done' || r.status === 'failed',
      { what: `report run ${runId}` },
    );
    expect(run).toMatchObject({ status: 'done', progress: 100, error: null });
    if (early.statusCode !== 200) expect(early.statusCode).toBe(409);
    // Someone else's run is not theirs to see.
    expect((await inject('GET', `/api/reports/runs/${runId}`, finance)).statusCode).toBe(404);

    const file = await inject('GET', `/api/reports/runs/${runId}/download.xlsx`, teamCook);
    expect(file.statusCode).toBe(200);
    const { rows } = await readSheet(file.rawPayload);
    expect(rows[1]).toEqual(['Sl', 'Team', 'Product', 'Produced', 'Sold', 'Wasted', 'On hand', 'Gap']);
    const body = rows.slice(2);
    // The run was narrowed to the cook's team when it started.
    expect(body.every((row) => row[1] === 'Report Team')).toBe(true);
    expect(body.find((row) => row[2] === priced.name)).toEqual([
      expect.any(Number),
      'Report Team',
      priced.name,
      14,
      3.5,
      1.75,
      8.75,
      8.75,
    ]);
    expect(body.find((row) => row[2] === unpriced.name)).toEqual([
      expect.any(Number),
      'Report Team',
      unpriced.name,
      5,
      0,
      1,
      4,
      4,
    ]);
  });

  it('runs the trash report in slices that add up to the on-screen figures', async () => {
    const started = await inject('POST', '/api/reports/runs', admin, {
      kind: 'total-trash',
      query: { from: '2026-08-01', to: '2026-10-31', teamId: TEAM },
    });
    expect(started.statusCode, started.body).toBe(200);
    const run = await eventually(
      async () => (await inject('GET', `/api/reports/runs/${started.json().id}`, admin)).json(),
      (r) => r.status === 'done' || r.status === 'failed',
      { what: 'trash run' },
    );
    expect(run.status).toBe('done');
    const file = await inject('GET', `/api/reports/runs/${started.json().id}/download.xlsx`, admin);
    const { rows } = await readSheet(file.rawPayload);
    const values = rows.slice(2).map((row) => [row[3], row[5], row[6], row[7]]);
    expect(values).toEqual(
      expect.arrayContaining([
        [priced.name, 'Destroyed', 1.25, 31.25],
        [priced.name, 'Written-off dispute', 0.5, 12.5],
        [unpriced.name, 'Destroyed', 1, NO_PRICE],
      ]),
    );
    expect(values).toHaveLength(3);
  });

  it('forgets a run a week after it finished, workbook and all; one still running stays', async () => {
    const started = await inject('POST', '/api/reports/runs', finance, {
      kind: 'total-trash',
      query: { from: '2026-07-01', to: '2026-09-30' },
    });
    const runId: number = started.json().id;
    await eventually(
      async () => (await inject('GET', `/api/reports/runs/${runId}`, finance)).json(),
      (r) => r.status === 'done' || r.status === 'failed',
      { what: 'run to prune' },
    );
    const age = (days: number) => sql`now() - make_interval(days => ${days})`;
    const running = await db.execute<{ id: number }>(sql`
      insert into report_runs (kind, query, user_id, started_by, status, file_name, created_at)
      select 'total-trash', '{}'::jsonb, user_id, started_by, 'running', file_name, ${age(30)}
      from report_runs where id = ${runId} returning id`);
    const stillRunning = running.rows[0]?.id;

    // A day short of the week: kept.
    await db.execute(
      sql`update report_runs set finished_at = ${age(REPORT_RUN_KEPT_DAYS - 1)} where id = ${runId}`,
    );
    await pruneReportRuns(db);
    expect((await inject('GET', `/api/reports/runs/${runId}/download.xlsx`, finance)).statusCode).toBe(200);

    await db.execute(
      sql`update report_runs set finished_at = ${age(REPORT_RUN_KEPT_DAYS + 1)} where id = ${runId}`,
    );
    expect(await pruneReportRuns(db)).toBeGreaterThanOrEqual(1);
    expect((await inject('GET', `/api/reports/runs/${runId}`, finance)).statusCode).toBe(404);
    const left = await db.execute(sql`delete from report_runs where id = ${stillRunning ?? 0} returning id`);
    expect(left.rows).toHaveLength(1);
  });

  it('refuses a run request that is not a report', async () => {
    const res = await inject('POST', '/api/reports/runs', finance, { kind: 'payroll', query: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].path).toBe('kind');
  });
});

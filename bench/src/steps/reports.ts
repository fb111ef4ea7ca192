import { OWN_SUPPLIER_ID, REPORT_ON_SCREEN_MAX_DAYS, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import {
  DISPUTE_TALLY_SQL,
  PRODUCED_BY_DAY_SQL,
  PRODUCED_VS_SOLD_SQL,
  STOCK_COVER_SQL,
  TRASH_BY_DAY_SQL,
  TRASH_ROWS_SQL,
} from '@kadai/server/report-sql';
import pg from 'pg';
import { round } from '../lib/stats.ts';
import { sleep } from '../lib/time.ts';
import { signInAdmin, type Timing, timed, timing } from '../lib/timing.ts';

/** A team of its own, so its products' figures are the seeded year's alone. */
const TEAM = { id: 'benchreports', name: 'Bench Reports' };
const PRODUCTS = 2000;
const DAYS = 365;
/** The on-screen report's longest period (REPORT_ON_SCREEN_MAX_DAYS). */
const MONTH = REPORT_ON_SCREEN_MAX_DAYS;

export interface ReportFigures {
  moves: number;
  products: number;
  seedSeconds: number;
  /** Produced vs sold over the last 31 days, on screen: the server against its three statements. */
  producedMonth: Timing & { rows: number };
  producedMonthCeiling: Timing;
  trashMonth: Timing & { rows: number };
  trashMonthCeiling: Timing;
  /** A year in the background: start → workbook ready, and the worker's own time (created → finished). */
  producedYear: Timing & { workerMedianMs: number };
  producedYearCeiling: Timing;
  trashYear: Timing & { workerMedianMs: number };
  trashYearCeiling: Timing;
}

/**
 * A busy year for the team's products: `moves` movements spread evenly over the last 365 days, in
 * every twenty: 5 produced into the warehouse, 6 dispatched to an outlet, 7 sold there, 1 destroyed
 * and 1 written off. Half the products carry a price. A million rows a statement; the ledger's
 * trigger keeps the balances as for the product's own writes.
 */
async function seedYear(client: pg.Client, moves: number): Promise<void> {
  await client.query(
    `INSERT INTO teams (id, name, colour, "order") VALUES ($1, $2, '#3b6d8a', 97) ON CONFLICT DO NOTHING`,
    [TEAM.id, TEAM.name],
  );
  await client.query(
    `INSERT INTO products (id, name, variant_name, product_type, team_id, source)
     SELECT 'brep-' || g, 'Report product ' || lpad(g::text, 5, '0'), '500 g', 'Type ' || (g % 5), $1, 'website'
     FROM generate_series(1, $2::int) g ON CONFLICT DO NOTHING`,
    [TEAM.id, PRODUCTS],
  );
  await client.query(`INSERT INTO suppliers (id, name) VALUES ($1, 'Own kitchen') ON CONFLICT DO NOTHING`, [
    OWN_SUPPLIER_ID,
  ]);
  await client.query(
    `INSERT INTO product_suppliers (product_id, supplier_id, supply_price_paise)
     SELECT 'brep-' || g, $1, 1000 + g % 9000 FROM generate_series(2, $2::int, 2) g ON CONFLICT DO NOTHING`,
    [OWN_SUPPLIER_ID, PRODUCTS],
  );
  const warehouse = (
    await client.query<{ id: number }>('SELECT id FROM stock_places WHERE outlet_id = $1', [
      WAREHOUSE_OUTLET_ID,
    ])
  ).rows[0]?.id;
  const outlets = (
    await client.query<{ id: number }>(
      `SELECT sp.id FROM stock_places sp JOIN outlets o ON o.id = sp.outlet_id WHERE o.type = 'outlet' ORDER BY sp.id`,
    )
  ).rows.map((r) => r.id);
  if (warehouse === undefined || outlets.length === 0) throw new Error('no warehouse or outlet places');

  const chunk = 1_000_000;
  for (let start = 0; start < moves; start += chunk) {
    const count = Math.min(chunk, moves - start);
    await client.query(
      `WITH g AS (
         SELECT g, g % 20 AS k, ($4::int[])[g % array_length($4::int[], 1) + 1] AS outlet
         FROM generate_series($1::bigint, $2::bigint) g
       )
       INSERT INTO stock_moves (product_id, quantity, from_place_id, to_place_id, reason, created_by_name, business_day)
       SELECT 'brep-' || (g % $3 + 1), 1 + g % 9,
              CASE WHEN k < 5 THEN NULL WHEN k < 11 THEN $5 ELSE outlet END,
              CASE WHEN k < 5 THEN $5 WHEN k < 11 THEN outlet ELSE NULL END,
              CASE WHEN k < 5 THEN 'produced' WHEN k < 11 THEN 'dispatched' WHEN k < 18 THEN 'sold'
                   WHEN k = 18 THEN 'destroyed' ELSE 'dispute-written-off' END,
              'bench', current_date - (g % ${DAYS})::int
       FROM g`,
      [start + 1, start + count, PRODUCTS, outlets, warehouse],
    );
  }
  await client.query('ANALYZE products, product_suppliers, stock_moves, stock_balances');
}

/**
 * Produced vs sold and the total trash report over a busy year's ledger: the last month
 * on screen, against the very statements the server sends (report-sql.ts) run plainly over a pool
 * of three connections, as the server runs them; and the whole year as a background run (sliced by
 * month, stored as a workbook) against the same statement run once over the year.
 */
export async function measureReports(options: {
  url: string;
  pgUrl: string;
  adminPassword: string;
  moves: number;
  runs?: number;
}): Promise<ReportFigures> {
  const runs = options.runs ?? 10;
  const yearRuns = Math.max(2, Math.floor(runs / 4));
  const client = new pg.Client({ connectionString: options.pgUrl });
  await client.connect();
  const pool = new pg.Pool({ connectionString: options.pgUrl, max: 3 });
  try {
    const seedStarted = performance.now();
    await seedYear(client, options.moves);
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    const today = (await client.query<{ d: string }>('SELECT current_date::text AS d')).rows[0]?.d;
    if (!today) throw new Error('no current_date');
    const dayBefore = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const month = { from: dayBefore(MONTH - 1), to: today };
    const year = { from: dayBefore(DAYS - 1), to: today };

    const token = await signInAdmin(options.url, options.adminPassword);
    const headers = { authorization: token, 'content-type': 'application/json' };
    const get = async (path: string) => {
      const res = await fetch(`${options.url}${path}`, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.text();
    };
    const plain = async (statements: readonly [string, unknown[]][]) =>
      JSON.stringify(
        await Promise.all(statements.map(async ([text, values]) => (await pool.query(text, values)).rows)),
      );
    const sample = async (work: () => Promise<unknown>) => {
      await work(); // warm-up: plans and caches, not counted
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push((await timed(work)).ms);
      return timing(samples);
    };

    // 1. The last month on screen.
    const q = (period: { from: string; to: string }) =>
      `from=${period.from}&to=${period.to}&teamId=${TEAM.id}`;
    const producedValues = (period: { from: string; to: string }) => [period.from, period.to, TEAM.id, null];
    const trashValues = (period: { from: string; to: string }) => [
      period.from,
      period.to,
      null,
      TEAM.id,
      null,
      null,
      null,
    ];
    const producedRows = (
      JSON.parse(await get(`/api/reports/produced-vs-sold?${q(month)}`)) as { rows: unknown[] }
    ).rows.length;
    const trashRows = (JSON.parse(await get(`/api/reports/total-trash?${q(month)}`)) as { rows: unknown[] })
      .rows.length;
    const producedMonth = await sample(() => get(`/api/reports/produced-vs-sold?${q(month)}`));
    const producedMonthCeiling = await sample(() =>
      plain([
        [PRODUCED_VS_SOLD_SQL, [...producedValues(month), true]],
        [PRODUCED_BY_DAY_SQL, producedValues(month)],
        [STOCK_COVER_SQL, producedValues(month)],
      ]),
    );
    const trashMonth = await sample(() => get(`/api/reports/total-trash?${q(month)}`));
    const trashMonthCeiling = await sample(() =>
      plain([
        [TRASH_ROWS_SQL, trashValues(month)],
        [TRASH_BY_DAY_SQL, trashValues(month)],
        [DISPUTE_TALLY_SQL, [month.from, month.to, TEAM.id, null]],
      ]),
    );

    // 2. The year in the background: started, polled as the page polls (here every 50 ms), downloaded.
    const background = async (kind: 'produced-vs-sold' | 'total-trash') => {
      const wall: number[] = [];
      const worker: number[] = [];
      for (let i = 0; i < yearRuns; i++) {
        const { ms, value: runId } = await timed(async () => {
          const res = await fetch(`${options.url}/api/reports/runs`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ kind, query: { ...year, teamId: TEAM.id } }),
          });
          if (!res.ok) throw new Error(`POST /api/reports/runs answered ${res.status}: ${await res.text()}`);
          const { id } = (await res.json()) as { id: number };
          for (;;) {
            const run = JSON.parse(await get(`/api/reports/runs/${id}`)) as {
              status: string;
              error: string | null;
            };
            if (run.status === 'failed') throw new Error(`report run ${id} failed: ${run.error}`);
            if (run.status === 'done') break;
            await sleep(50);
          }
          await get(`/api/reports/runs/${id}/download.xlsx`);
          return id;
        });
        wall.push(ms);
        const took = await client.query<{ ms: number }>(
          'SELECT extract(epoch FROM finished_at - created_at)::float8 * 1000 AS ms FROM report_runs WHERE id = $1',
          [runId],
        );
        worker.push(Number(took.rows[0]?.ms));
      }
      return { ...timing(wall), workerMedianMs: timing(worker).medianMs };
    };
    const yearCeiling = async (text: string, values: unknown[]) => {
      const samples: number[] = [];
      for (let i = 0; i <= yearRuns; i++) {
        const { ms } = await timed(async () => JSON.stringify((await pool.query(text, values)).rows));
        if (i > 0) samples.push(ms);
      }
      return timing(samples);
    };
    const producedYear = await background('produced-vs-sold');
    const producedYearCeiling = await yearCeiling(PRODUCED_VS_SOLD_SQL, [...producedValues(year), true]);
    const trashYear = await background('total-trash');
    const trashYearCeiling = await yearCeiling(TRASH_ROWS_SQL, trashValues(year));

    return {
      moves: options.moves,
      products: PRODUCTS,
      seedSeconds,
      producedMonth: { ...producedMonth, rows: producedRows },
      producedMonthCeiling,
      trashMonth: { ...trashMonth, rows: trashRows },
      trashMonthCeiling,
      producedYear,
      producedYearCeiling,
      trashYear,
      trashYearCeiling,
    };
  } finally {
    await pool.end();
    await client.end();
  }
}

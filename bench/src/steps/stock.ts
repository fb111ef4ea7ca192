import { createHash } from 'node:crypto';
import pg from 'pg';
import { round } from '../lib/stats.ts';
import { signInAdmin, type Timing, timed, timing } from '../lib/timing.ts';

/** A team of its own, so the demo teams' stock does not change what is measured. */
const TEAM = { id: 'benchstock', name: 'Bench Stock' };
const OUTLET = 'adyar';

export interface StockFigures {
  moves: number;
  products: number;
  places: number;
  seedSeconds: number;
  /** A first load (no tag held): the whole answer. */
  onHand: Timing & { rows: number; bytes: number };
  onHandCeiling: Timing;
  /** A repeat with the tag of the first: a 304 with no body, the same stock read and hashed. */
  onHandRepeat: Timing & { status: number };
  onHandRepeatCeiling: Timing;
  receipt: Timing & { lines: number };
  receiptCeiling: Timing;
  disputes: number;
  disputeReport: Timing & { rows: number };
  disputeReportCeiling: Timing;
}

/**
 * 5,000 products, a driver, a vehicle and a trip of their own, and `moves` movements among six
 * places (the warehouse, the four outlets, the trip), a million a statement: the ledger's trigger
 * keeps the balances as it does for the product's own writes. Then a large opening stock at the
 * warehouse, so the measured dispatches are never short.
 */
async function seedLedger(client: pg.Client, options: { products: number; moves: number }): Promise<number> {
  await client.query(
    `INSERT INTO teams (id, name, colour, "order") VALUES ($1, $2, '#8a6d3b', 98) ON CONFLICT DO NOTHING`,
    [TEAM.id, TEAM.name],
  );
  await client.query(
    `INSERT INTO products (id, name, variant_name, product_type, team_id, source)
     SELECT 'bstock-' || g, 'Stock product ' || lpad(g::text, 5, '0'), (ARRAY['500 g', '6 pcs'])[g % 2 + 1],
            'Type ' || (g % 7), $1, 'website'
     FROM generate_series(1, $2::int) g ON CONFLICT DO NOTHING`,
    [TEAM.id, options.products],
  );
  const driver = await client.query<{ id: number }>(
    `INSERT INTO drivers (name) VALUES ('Bench Driver') ON CONFLICT DO NOTHING RETURNING id`,
  );
  const vehicle = await client.query<{ id: number }>(
    `INSERT INTO vehicles (number, number_key) VALUES ('BENCH 1', 'BENCH1') ON CONFLICT DO NOTHING RETURNING id`,
  );
  const admin = await client.query<{ id: number }>(`SELECT id FROM users ORDER BY id LIMIT 1`);
  const trip = await client.query<{ id: number }>(
    `INSERT INTO trips (driver_id, vehicle_id, business_day, state, started_by_user_id, started_by_name)
     VALUES ($1, $2, current_date, 'arrived', $3, 'bench') RETURNING id`,
    [driver.rows[0]?.id, vehicle.rows[0]?.id, admin.rows[0]?.id],
  );
  await client.query(`INSERT INTO stock_places (trip_id) VALUES ($1)`, [trip.rows[0]?.id]);
  const places = (
    await client.query<{ id: number }>(
      `SELECT id FROM stock_places WHERE trip_id = $1 OR outlet_id IS NOT NULL
       ORDER BY id`,
      [trip.rows[0]?.id],
    )
  ).rows.map((r) => r.id);

  const chunk = 1_000_000;
  for (let start = 0; start < options.moves; start += chunk) {
    const count = Math.min(chunk, options.moves - start);
    // Every seventh move enters the books; the others go from one place to another, never to itself.
    await client.query(
      `INSERT INTO stock_moves (product_id, quantity, from_place_id, to_place_id, reason, created_by_name, business_day)
       SELECT 'bstock-' || (g % $3 + 1), 1 + g % 9,
              CASE WHEN g % 7 = 0 THEN NULL ELSE ($4::int[])[((g % 6) + 1 + (g / 6) % 5) % 6 + 1] END,
              ($4::int[])[g % 6 + 1], 'opening', 'bench', current_date
       FROM generate_series($1::bigint, $2::bigint) g`,
      [start + 1, start + count, options.products, places],
    );
  }
  await client.query(
    `INSERT INTO stock_moves (product_id, quantity, to_place_id, reason, created_by_name, business_day)
     SELECT 'bstock-' || g, 1000000, (SELECT id FROM stock_places WHERE outlet_id = 'terraWarehouse'),
            'opening', 'bench', current_date
     FROM generate_series(1, $1::int) g`,
    [options.products],
  );
  await client.query('ANALYZE products, stock_moves, stock_balances, stock_places');
  return places.length;
}

/** 100,000 disputes on received dispatches of the bench trip (20 dispatches of 5,000 lines). */
async function seedDisputes(client: pg.Client, options: { products: number; disputes: number }) {
  const perDispatch = options.products;
  const dispatchCount = Math.ceil(options.disputes / perDispatch);
  const admin = await client.query<{ id: number }>(`SELECT id FROM users ORDER BY id LIMIT 1`);
  const trip = await client.query<{ id: number }>(
    `SELECT t.id FROM trips t JOIN drivers d ON d.id = t.driver_id WHERE d.name = 'Bench Driver' ORDER BY t.id LIMIT 1`,
  );
  await client.query(
    `WITH made AS (
       INSERT INTO dispatches (business_day, team_id, outlet_id, sender_outlet_id, dispatch_order, state, trip_id,
                               created_by_user_id, created_by_name, dispatched_at)
       SELECT current_date - 1 - g, $1, (ARRAY['abhiramapuram', 'adyar', 'neelankarai', 't-nagar'])[g % 4 + 1],
              'terraWarehouse', 1, 'received', $2, $3, 'bench', now()
       FROM generate_series(1, $4::int) g
       RETURNING id
     ), lines AS (
       INSERT INTO dispatch_lines (dispatch_id, product_id, quantity_planned, quantity_sent, quantity_received,
                                   received_at, received_by_user_id, received_by_name)
       SELECT made.id, 'bstock-' || p, 5, 5, 3, now(), $3, 'bench'
       FROM made CROSS JOIN generate_series(1, $5::int) p
       RETURNING id
     )
     INSERT INTO disputes (dispatch_line_id, reason, quantity_sent, quantity_received, opened_by_user_id,
                           opened_by_name, opened_at, resolution, resolved_at, resolved_by_name, note)
     SELECT id, 'short', 5, 3, $3, 'bench', now() - (id % 1000) * interval '1 minute',
            CASE WHEN id % 3 = 0 THEN NULL ELSE 'written-off' END,
            CASE WHEN id % 3 = 0 THEN NULL ELSE now() END,
            CASE WHEN id % 3 = 0 THEN NULL ELSE 'bench' END,
            CASE WHEN id % 3 = 0 THEN NULL ELSE 'bench' END
     FROM lines`,
    [TEAM.id, trip.rows[0]?.id, admin.rows[0]?.id, dispatchCount, perDispatch],
  );
  await client.query('ANALYZE dispatches, dispatch_lines, disputes');
  return dispatchCount * perDispatch;
}

/**
 * Stock on a ledger of `moves` movements: on-hand for one outlet, a receipt of 500
 * lines and the dispute report over 100,000 disputes, each through the server next to a ceiling in
 * the same run: the same SELECT (plus JSON) over one pg connection, and for the receipt the same
 * rows written by three plain statements in one transaction.
 */
export async function measureStock(options: {
  url: string;
  pgUrl: string;
  adminPassword: string;
  moves?: number;
  runs?: number;
}): Promise<StockFigures> {
  const products = 5000;
  const moves = options.moves ?? 10_000_000;
  const runs = options.runs ?? 10;
  const receiptLines = 500;
  const client = new pg.Client({ connectionString: options.pgUrl });
  await client.connect();
  try {
    const seedStarted = performance.now();
    const places = await seedLedger(client, { products, moves });
    const disputes = await seedDisputes(client, { products, disputes: 100_000 });
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    const token = await signInAdmin(options.url, options.adminPassword);
    const headers = { authorization: token, 'content-type': 'application/json' };
    const get = async (path: string) => {
      const res = await fetch(`${options.url}${path}`, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.text();
    };

    // 1. On-hand for one outlet, as the screens ask it: a first load, then a repeat with the tag the
    // first answer carried (the browser's own revalidation), which is a 304 while the stock is the same.
    const onHandPath = `/api/stock/on-hand?outletId=${OUTLET}`;
    const getOnHand = async (etag?: string) => {
      const res = await fetch(`${options.url}${onHandPath}`, {
        headers: etag ? { ...headers, 'if-none-match': etag } : headers,
      });
      if (!res.ok && res.status !== 304) throw new Error(`${onHandPath} answered ${res.status}`);
      return { status: res.status, etag: res.headers.get('etag') ?? '', body: await res.text() };
    };
    const warm = await getOnHand();
    await getOnHand(warm.etag);
    const onHandSamples: number[] = [];
    let onHandRows = 0;
    let onHandBytes = 0;
    let etag = '';
    for (let i = 0; i < runs; i++) {
      const { ms, value } = await timed(() => getOnHand());
      onHandSamples.push(ms);
      onHandRows = (JSON.parse(value.body) as { rows: unknown[] }).rows.length;
      onHandBytes = Buffer.byteLength(value.body);
      etag = value.etag;
    }
    const repeatSamples: number[] = [];
    let repeatStatus = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, value } = await timed(() => getOnHand(etag));
      repeatSamples.push(ms);
      repeatStatus = value.status;
    }
    // The ceilings: the same SELECT over one pg connection with the rows as JSON (a first load),
    // and that JSON hashed to compare with a tag (a repeat: the same work, nothing sent).
    const onHandSql = async () => {
      const r = await client.query(
        `SELECT b.product_id, p.name, p.variant_name, b.quantity::text FROM stock_balances b
         JOIN stock_places sp ON sp.id = b.place_id JOIN products p ON p.id = b.product_id
         WHERE sp.outlet_id = $1 AND b.quantity <> 0 ORDER BY p.name, p.variant_name, p.id`,
        [OUTLET],
      );
      return JSON.stringify(r.rows);
    };
    const onHandCeiling: number[] = [];
    const repeatCeiling: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const first = await timed(onHandSql);
      const repeat = await timed(async () =>
        createHash('sha1')
          .update(await onHandSql())
          .digest('base64url'),
      );
      if (i > 0) {
        onHandCeiling.push(first.ms);
        repeatCeiling.push(repeat.ms);
      }
    }
    const ratio = (a: Timing, b: Timing) => (a.medianMs / b.medianMs).toFixed(2);
    const firstTiming = timing(onHandSamples);
    const firstCeiling = timing(onHandCeiling);
    const repeatTiming = timing(repeatSamples);
    const repeatCeil = timing(repeatCeiling);
    console.log(
      `  on-hand first load (${onHandRows} rows, ${onHandBytes} bytes): median ${firstTiming.medianMs} ms; ` +
        `same SQL + JSON: median ${firstCeiling.medianMs} ms (server ${ratio(firstTiming, firstCeiling)}×)\n` +
        `  on-hand repeat with its ETag (${repeatStatus}, no body): median ${repeatTiming.medianMs} ms; ` +
        `same SQL + JSON + sha1: median ${repeatCeil.medianMs} ms (server ${ratio(repeatTiming, repeatCeil)}×)`,
    );

    // 2. A receipt of 500 lines: dispatched through the API (not timed), received through it (timed).
    const post = async (path: string, body: unknown, method = 'POST') => {
      const res = await fetch(`${options.url}${path}`, { method, headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const transport = (await (await fetch(`${options.url}/api/stock/transport`, { headers })).json()) as {
      drivers: { id: number; name: string }[];
      vehicles: { id: number; number: string }[];
    };
    const driverId = transport.drivers.find((d) => d.name === 'Bench Driver')?.id;
    const vehicleId = transport.vehicles.find((v) => v.number === 'BENCH 1')?.id;
    const dispatchOne = async () => {
      const saved = await post(
        '/api/stock/dispatches',
        {
          teamId: TEAM.id,
          outletId: OUTLET,
          lines: Array.from({ length: receiptLines }, (_, i) => ({
            productId: `bstock-${i + 1}`,
            quantitySent: 2,
          })),
        },
        'PUT',
      );
      const sent = await post(`/api/stock/dispatches/${saved.id}/confirm`, { driverId, vehicleId });
      return sent as { id: number; lines: { id: number }[] };
    };
    const receiptRuns = Math.max(3, Math.floor(runs / 2));
    const receiptSamples: number[] = [];
    for (let i = 0; i <= receiptRuns; i++) {
      const dispatch = await dispatchOne();
      const body = {
        outletId: OUTLET,
        lines: dispatch.lines.map((line) => ({ lineId: line.id, quantityReceived: 2 })),
      };
      const { ms } = await timed(() => post('/api/stock/receipts', body));
      if (i > 0) receiptSamples.push(ms);
    }
    const receiptCeiling: number[] = [];
    for (let i = 0; i <= receiptRuns; i++) {
      const dispatch = await dispatchOne();
      const { ms } = await timed(async () => {
        await client.query('BEGIN');
        await client.query(
          `UPDATE dispatch_lines SET quantity_received = quantity_sent, received_at = now(), received_by_name = 'bench'
           WHERE dispatch_id = $1 AND quantity_received IS NULL`,
          [dispatch.id],
        );
        await client.query(
          `INSERT INTO stock_moves (product_id, quantity, from_place_id, to_place_id, reason, dispatch_line_id,
                                    created_by_name, business_day)
           SELECT l.product_id, l.quantity_sent, sp.id, (SELECT id FROM stock_places WHERE outlet_id = $2),
                  'received', l.id, 'bench', current_date
           FROM dispatch_lines l JOIN dispatches d ON d.id = l.dispatch_id JOIN stock_places sp ON sp.trip_id = d.trip_id
           WHERE l.dispatch_id = $1`,
          [dispatch.id, OUTLET],
        );
        await client.query(`UPDATE dispatches SET state = 'received' WHERE id = $1`, [dispatch.id]);
        await client.query('COMMIT');
      });
      if (i > 0) receiptCeiling.push(ms);
    }

    // 3. The dispute report (open ones first, then settled; the list shows the first 2,000).
    await get('/api/stock/disputes');
    const reportSamples: number[] = [];
    let reportRows = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, value } = await timed(() => get('/api/stock/disputes'));
      reportSamples.push(ms);
      reportRows = (JSON.parse(value) as unknown[]).length;
    }
    const reportCeiling: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const { ms } = await timed(async () => {
        // The same two index-ordered picks as the server's (open by age, settled newest first), then the joins.
        const r = await client.query(
          `SELECT x.*, l.product_id, p.name, p.variant_name, s.name AS sender, tm.name AS team, o.name AS outlet,
                  dr.name AS driver, v.number AS vehicle
           FROM ((SELECT id, 0 AS grp FROM disputes WHERE resolved_at IS NULL ORDER BY opened_at, id LIMIT 2000)
                 UNION ALL
                 (SELECT id, 1 FROM disputes WHERE resolved_at IS NOT NULL ORDER BY resolved_at DESC, id LIMIT 2000)) k
           JOIN disputes x ON x.id = k.id
           JOIN dispatch_lines l ON l.id = x.dispatch_line_id JOIN dispatches d ON d.id = l.dispatch_id
           JOIN products p ON p.id = l.product_id JOIN outlets s ON s.id = d.sender_outlet_id
           JOIN outlets o ON o.id = d.outlet_id JOIN teams tm ON tm.id = d.team_id JOIN trips t ON t.id = d.trip_id
           JOIN drivers dr ON dr.id = t.driver_id JOIN vehicles v ON v.id = t.vehicle_id
           ORDER BY k.grp, CASE WHEN k.grp = 0 THEN x.opened_at END, x.resolved_at DESC, x.id
           LIMIT 2000`,
        );
        return JSON.stringify(r.rows);
      });
      if (i > 0) reportCeiling.push(ms);
    }

    return {
      moves,
      products,
      places,
      seedSeconds,
      onHand: { ...firstTiming, rows: onHandRows, bytes: onHandBytes },
      onHandCeiling: firstCeiling,
      onHandRepeat: { ...repeatTiming, status: repeatStatus },
      onHandRepeatCeiling: repeatCeil,
      receipt: { ...timing(receiptSamples), lines: receiptLines },
      receiptCeiling: timing(receiptCeiling),
      disputes,
      disputeReport: { ...timing(reportSamples), rows: reportRows },
      disputeReportCeiling: timing(reportCeiling),
    };
  } finally {
    await client.end();
  }
}

import { randomUUID } from 'node:crypto';
import {
  buildPlanningMovements,
  buildPlanningRows,
  businessDay,
  type InventoryRow,
  OWN_SUPPLIER_ID,
  planningBatchId,
} from '@kadai/contract';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { signInAdmin, type Timing, timed, timing } from '../lib/timing.ts';

/** A team of its own, so the demo teams' data does not change what is measured. */
const TEAM = { id: 'bench', name: 'Bench' };
const OUTLETS = ['abhiramapuram', 'adyar', 'neelankarai', 't-nagar'];

export interface PlanningFigures {
  inventoryRows: number;
  products: number;
  queries: Timing & { responseBytes: number };
  queriesCeiling: Timing;
  buildRows: Timing;
  submit: Timing & { movements: number };
  submitCeiling: Timing;
  exportXlsx: Timing & { bytes: number };
  exportCeiling: Timing;
}

/** 2,500 products of the bench team, each with a row at the four outlets: 10,000 inventory rows. */
async function seedBenchTeam(client: pg.Client, products: number): Promise<void> {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO teams (id, name, colour, "order") VALUES ($1, $2, '#fec435', 99) ON CONFLICT DO NOTHING`,
    [TEAM.id, TEAM.name],
  );
  await client.query(
    `INSERT INTO products (id, name, variant_name, product_type, team_id, source)
     SELECT 'bench-' || g, 'Bench product ' || lpad(g::text, 5, '0'),
            (ARRAY['500 g', '1 kg', '6 pcs', 'Box'])[g % 4 + 1], 'Type ' || (g % 11), $1, 'website'
     FROM generate_series(1, $2::int) g ON CONFLICT DO NOTHING`,
    [TEAM.id, products],
  );
  await client.query(
    `INSERT INTO product_suppliers (product_id, supplier_id, supply_price_paise)
     SELECT id, $1, 10000 FROM products WHERE team_id = $2 ON CONFLICT DO NOTHING`,
    [OWN_SUPPLIER_ID, TEAM.id],
  );
  await client.query(
    `INSERT INTO inventories (outlet_id, product_id, opening_stock, min_stock, acceptable_stock)
     SELECT o, p.id, (hashtext(o || p.id) & 15), CASE WHEN hashtext(p.id) & 3 = 0 THEN NULL ELSE 4 END, 12
     FROM products p CROSS JOIN unnest($1::text[]) o WHERE p.team_id = $2 ON CONFLICT DO NOTHING`,
    [OUTLETS, TEAM.id],
  );
  await client.query('COMMIT');
  // Fresh statistics, as after the product's own seed: without them the planner guesses badly.
  await client.query('ANALYZE teams, products, product_suppliers, inventories');
}

/**
 * Planning for one team against 10,000 inventory rows: the server time of the
 * multiple-approved-queries call the planning page makes, of the planning submit (every product
 * selected: one batch of totals and per-outlet quantities) and of the XLSX export, each next to a
 * ceiling measured in the same run: the same SQL over one pg connection (plus JSON), the same rows
 * inserted by one plain INSERT, and the same workbook built by exceljs in this process.
 */
export async function measurePlanning(options: {
  url: string;
  pgUrl: string;
  adminPassword: string;
  products?: number;
  runs?: number;
}): Promise<PlanningFigures> {
  const products = options.products ?? 2500;
  const runs = options.runs ?? 10;
  const client = new pg.Client({ connectionString: options.pgUrl });
  await client.connect();
  try {
    await seedBenchTeam(client, products);
    const token = await signInAdmin(options.url, options.adminPassword);
    const headers = { authorization: token, 'content-type': 'application/json' };

    // 1. The page's one read: inventories of the team, the outlets, today's planned products.
    const queriesBody = JSON.stringify({
      'inventories-by-supplier-id': { teamId: TEAM.id, supplierId: OWN_SUPPLIER_ID },
      outlets: {},
      'todays-movements': { teamId: TEAM.id, folderId: 'ready-for-planning' },
    });
    const fetchQueries = async () => {
      const res = await fetch(`${options.url}/dataapi/api/common/multiple-approved-queries`, {
        method: 'POST',
        headers,
        body: queriesBody,
      });
      if (!res.ok) throw new Error(`multiple-approved-queries answered ${res.status}: ${await res.text()}`);
      return res.text();
    };
    await fetchQueries(); // warm-up
    const querySamples: number[] = [];
    let answer = '';
    for (let i = 0; i < runs; i++) {
      const { ms, value } = await timed(fetchQueries);
      querySamples.push(ms);
      answer = value;
    }
    const data = JSON.parse(answer) as {
      'inventories-by-supplier-id': InventoryRow[];
      outlets: { id: string; type: string; name: string }[];
    };
    const inventories = data['inventories-by-supplier-id'];

    const ceilingSamples: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const { ms } = await timed(async () => {
        // One connection runs one statement at a time: in sequence, as pg would queue them anyway.
        const inv = await client.query(
          `SELECT i.product_id AS "productId", i.outlet_id AS "outletId", p.name AS "productName",
                    p.variant_name AS "variantName", p.product_type AS "productTypeName",
                    i.opening_stock::float8 AS "openingStock", i.min_stock::float8 AS "minStock",
                    i.acceptable_stock::float8 AS "acceptableStock"
             FROM inventories i JOIN products p ON p.id = i.product_id
             JOIN product_suppliers s ON s.product_id = p.id AND s.supplier_id = $2
             WHERE p.team_id = $1 ORDER BY p.name, i.outlet_id LIMIT 10000`,
          [TEAM.id, OWN_SUPPLIER_ID],
        );
        const outlets = await client.query(
          `SELECT id, name, type, colour FROM outlets ORDER BY "order" LIMIT 10000`,
        );
        const moves = await client.query(
          `SELECT * FROM product_movements WHERE business_day = $1 AND team_id = $2 AND folder_id = 'ready-for-planning'
             ORDER BY id DESC LIMIT 1000`,
          [businessDay(), TEAM.id],
        );
        return JSON.stringify({ a: inv.rows, b: outlets.rows, c: moves.rows });
      });
      if (i > 0) ceilingSamples.push(ms); // the first is a warm-up
    }

    // 2. What the browser computes from it (the same contract code).
    const outletIds = data.outlets.filter((o) => o.type === 'outlet').map((o) => o.id);
    const buildSamples: number[] = [];
    let rows = buildPlanningRows({ inventories, outletIds });
    for (let i = 0; i < runs; i++) {
      const { ms, value } = await timed(async () => buildPlanningRows({ inventories, outletIds }));
      buildSamples.push(ms);
      rows = value;
    }

    // 3. The submit: every product selected, one batch (a fresh key each time: a new plan, not a retry).
    const day = businessDay();
    const submitRuns = Math.max(3, Math.floor(runs / 2));
    const batches = Array.from({ length: submitRuns + 1 }, (_, i) =>
      buildPlanningMovements({
        rows,
        selected: rows.map((r) => r.product_id),
        teamId: TEAM.id,
        batchId: planningBatchId(day, TEAM.name),
        batchOrder: i + 1,
      }),
    );
    const submitSamples: number[] = [];
    for (const [i, batch] of batches.entries()) {
      const { ms } = await timed(async () => {
        const res = await fetch(`${options.url}/dataapi/api/inventory/product-movement/batch/add`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify(batch),
        });
        if (res.status !== 201) throw new Error(`batch/add answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      });
      if (i > 0) submitSamples.push(ms);
    }
    const movements = batches[0]?.length ?? 0;

    const userId = (await client.query(`SELECT id FROM users WHERE username = 'admin'`)).rows[0]
      ?.id as number;
    const submitCeilingSamples: number[] = [];
    for (const [i, batch] of batches.entries()) {
      const { ms } = await timed(async () => {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO product_movements (product_id, product_name, variant_name, product_type, unit_name,
             quantity_sent, sender_outlet_id, receiver_outlet_id, folder_id, batch_id, batch_order, team_id,
             created_by_user_id, created_by_name, business_day, request_key)
           SELECT m.product_id, p.name, p.variant_name, p.product_type, 'pc', m.quantity_sent, m.sender_outlet_id,
                  m.receiver_outlet_id, m.folder_id, m.batch_id, m.batch_order, m.team_id, $2, 'bench', $3, $4
           FROM jsonb_to_recordset($1::jsonb) AS m(product_id text, quantity_sent numeric, sender_outlet_id text,
                receiver_outlet_id text, folder_id text, batch_id text, batch_order int, team_id text)
           JOIN products p ON p.id = m.product_id`,
          [JSON.stringify(batch), userId, day, `bench-ceiling-${randomUUID()}`],
        );
        await client.query('COMMIT');
      });
      if (i > 0) submitCeilingSamples.push(ms);
    }

    // 4. The export of the table as shown.
    const outlets = data.outlets.filter((o) => o.type === 'outlet').map((o) => ({ id: o.id, name: o.name }));
    const exportBody = {
      teamId: TEAM.id,
      teamName: TEAM.name,
      urgent: false,
      outlets,
      rows: rows.map((r) => ({
        product_name: r.product_name,
        variant: r.variant,
        product_type: r.product_type,
        outlets: Object.fromEntries(
          Object.entries(r.outlets).map(([id, c]) => [id, { inhand: c.inhand, planned: c.planned }]),
        ),
        total: r.total,
      })),
    };
    const exportSamples: number[] = [];
    let bytes = 0;
    for (let i = 0; i <= Math.max(3, Math.floor(runs / 2)); i++) {
      const { ms, value } = await timed(async () => {
        const res = await fetch(`${options.url}/api/production/exports/planning`, {
          method: 'POST',
          headers,
          body: JSON.stringify(exportBody),
        });
        if (!res.ok) throw new Error(`exports/planning answered ${res.status}: ${await res.text()}`);
        return (await res.arrayBuffer()).byteLength;
      });
      if (i > 0) exportSamples.push(ms);
      bytes = value;
    }
    const exportCeilingSamples: number[] = [];
    for (let i = 0; i <= Math.max(3, Math.floor(runs / 2)); i++) {
      const { ms } = await timed(async () => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Planning');
        sheet.columns = [
          { header: 'Sl', key: 'sl', width: 6 },
          { header: 'Product', key: 'product', width: 36 },
          { header: 'Variant', key: 'variant', width: 12 },
          { header: 'Type', key: 'type', width: 14 },
          ...outlets.flatMap((o) => [
            { header: `${o.name} S`, key: `${o.id}_s`, width: 12 },
            { header: `${o.name} Req`, key: `${o.id}_req`, width: 12 },
          ]),
          { header: 'Total Req', key: 'total', width: 12 },
        ];
        exportBody.rows.forEach((r, index) => {
          sheet.addRow({
            sl: index + 1,
            product: r.product_name,
            variant: r.variant,
            type: r.product_type,
            total: r.total,
            ...Object.fromEntries(
              outlets.flatMap((o) => [
                [`${o.id}_s`, r.outlets[o.id]?.inhand ?? 0],
                [`${o.id}_req`, r.outlets[o.id]?.planned ?? 0],
              ]),
            ),
          });
        });
        return workbook.xlsx.writeBuffer();
      });
      if (i > 0) exportCeilingSamples.push(ms);
    }

    return {
      inventoryRows: inventories.length,
      products: rows.length,
      queries: { ...timing(querySamples), responseBytes: Buffer.byteLength(answer) },
      queriesCeiling: timing(ceilingSamples),
      buildRows: timing(buildSamples),
      submit: { ...timing(submitSamples), movements },
      submitCeiling: timing(submitCeilingSamples),
      exportXlsx: { ...timing(exportSamples), bytes },
      exportCeiling: timing(exportCeilingSamples),
    };
  } finally {
    await client.end();
  }
}

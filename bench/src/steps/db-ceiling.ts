import pg from 'pg';
import { percentile } from '../lib/stats.ts';

export interface CatalogueRow {
  id: number;
  name: string;
  pu: number;
  u: string;
  mrp: number;
}

export interface DbCeiling {
  ordersPerSec: number;
  orders: number;
  failed: number;
  latencyMs: { p50: number; p99: number };
  durationS: number;
}

/**
 * The database's own rate for the rows one order writes, with no HTTP, validation or ORM in the way:
 * per order BEGIN; nextval; INSERT orders; one 10-row INSERT order_lines; INSERT order_events;
 * COMMIT — from `workers` concurrent loops over one pg.Pool of as many clients.
 */
export async function measureDbCeiling(options: {
  pgUrl: string;
  workers: number;
  seconds: number;
  items: readonly CatalogueRow[];
  linesPerOrder: number;
}): Promise<DbCeiling> {
  const { items, linesPerOrder } = options;
  const pool = new pg.Pool({ connectionString: options.pgUrl, max: options.workers });
  pool.on('error', () => {});
  const latencies: number[] = [];
  let failed = 0;
  let n = 0;
  const lineParams = Array.from({ length: linesPerOrder }, (_, k) => {
    const p = k * 7;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`;
  }).join(', ');
  const insertLines = `INSERT INTO order_lines (order_id, line_no, item_id, name, pack, mrp, quantity) VALUES ${lineParams}`;

  const placeOne = async (client: pg.PoolClient, i: number) => {
    await client.query('BEGIN');
    try {
      const seq = await client.query<{ n: string }>("SELECT nextval('order_number_seq') AS n");
      const orderNumber = Number(seq.rows[0]?.n);
      await client.query(
        `INSERT INTO orders (id, order_id, receipt_key, first_name, last_name, email, phone, address1, address2,
                             address3, city, pincode, order_type, others, status)
         VALUES ($1, $2, $3, $4, 'Bench', $5, '9840012345', '12 Luz Church Road', 'Mylapore', '', 'Chennai',
                 '600004', 'Door Delivery', '', 'Order Placed')`,
        [orderNumber, `ORDSQL${orderNumber}`, `k${orderNumber}x${i}`, `Sql${i}`, `sql${i}@example.com`],
      );
      const start = (i * linesPerOrder) % items.length;
      const params: unknown[] = [];
      for (let k = 0; k < linesPerOrder; k++) {
        const item = items[(start + k) % items.length] as CatalogueRow;
        params.push(
          orderNumber,
          k + 1,
          item.id,
          item.name,
          `${item.pu} ${item.u}`.trim(),
          item.mrp,
          1 + ((i + k) % 5),
        );
      }
      await client.query(insertLines, params);
      await client.query(
        "INSERT INTO order_events (order_id, field, to_value, changed_by) VALUES ($1, 'status', 'Order Placed', 'customer')",
        [orderNumber],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  };

  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await placeOne(client, n++);
          latencies.push(performance.now() - t0);
        } catch (error) {
          failed++;
          if (failed === 1) console.log(`    first failed SQL order: ${String(error)}`);
          if (failed > 1000) throw error;
        }
      }
    } finally {
      client.release();
    }
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, worker));
  } finally {
    await pool.end();
  }
  const durationS = (performance.now() - started) / 1000;
  return {
    ordersPerSec: latencies.length / durationS,
    orders: latencies.length,
    failed,
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    durationS,
  };
}

import { randomUUID } from 'node:crypto';
import { CLAIM_AND_WRITE, LOOKUP } from '@kadai/server/place-order-sql';
import pg from 'pg';
import { percentile } from '../lib/stats.ts';

export interface CatalogueRow {
  id: number;
  name: string;
  pu: number;
  u: string;
  mrpPaise: number;
}

export interface DbCeiling {
  ordersPerSec: number;
  orders: number;
  failed: number;
  latencyMs: { p50: number; p99: number };
  durationS: number;
}

/**
 * The database's own rate for the rows one order writes, with no HTTP, validation or ORM in the
 * way: the server's own two prepared statements (the lookup that takes the order number and the
 * items, then one statement that claims the idempotency key and writes order, lines and first
 * status), imported from the server so the ceiling cannot drift from what the server does, from
 * `workers` concurrent loops over one pg.Pool of as many clients. That is the fastest honest way
 * to store an order: one round trip fewer would have to skip reading the catalogue's prices.
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

  const placeOne = async (client: pg.PoolClient, i: number) => {
    const start = (i * linesPerOrder) % items.length;
    const lines = Array.from({ length: linesPerOrder }, (_, k) => ({
      item: items[(start + k) % items.length] as CatalogueRow,
      quantity: 1 + ((i + k) % 5),
    }));
    const lookup = await client.query<{ n: string; found: CatalogueRow[] }>({
      ...LOOKUP,
      values: [lines.map((l) => l.item.id)],
    });
    const found = new Map((lookup.rows[0]?.found ?? []).map((item) => [item.id, item]));
    const orderNumber = Number(lookup.rows[0]?.n);
    const written = await client.query({
      ...CLAIM_AND_WRITE,
      values: [
        orderNumber,
        `ORDSQL${orderNumber}`,
        `k${orderNumber}x${i}`,
        `Sql${i}`,
        'Bench',
        `sql${i}@example.com`,
        '9840012345',
        '12 Luz Church Road',
        'Mylapore',
        '',
        'Chennai',
        '600004',
        'Door Delivery',
        '',
        'Order Placed',
        lines.map((l) => l.item.id),
        lines.map((l) => found.get(l.item.id)?.name ?? l.item.name),
        lines.map((l) => `${l.item.pu} ${l.item.u}`.trim()),
        lines.map((l) => found.get(l.item.id)?.mrpPaise ?? l.item.mrpPaise),
        lines.map((l) => l.quantity),
        // The server's idempotency scope for orders (modules/orders/placing/place-order.ts), with a fresh key.
        'place-order',
        randomUUID(),
        'bench-request-hash',
        // A wish list as the server writes one: no card charge, its kind, no advance lists.
        null,
        'wishlist',
        null,
        null,
      ],
    });
    if (written.rowCount !== 1) throw new Error('the order was not written');
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

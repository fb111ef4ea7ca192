import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Test-only: the sample export that ships with the tests, as text. */
export const SAMPLE_PATH = path.join(
  import.meta.dirname,
  '../../modules/import/sample/older-store-export.json',
);
export const sampleJson = (): string => readFileSync(SAMPLE_PATH, 'utf8');

type Collections = Record<string, Record<string, Record<string, unknown>>>;

/** Test-only: the sample with four records broken, and which problems they must give. */
export function brokenSample(): {
  json: string;
  expected: { collection: string; id: string; field: string }[];
} {
  const file = JSON.parse(sampleJson()) as { __collections__: Collections };
  const collections = file.__collections__;
  const groceryId = firstId(collections.groceries);
  const [orderA, orderB] = Object.keys(collections.orders ?? {}).filter(
    (id) => Object.keys((collections.orders?.[id]?.grocery as object | undefined) ?? {}).length > 0,
  );
  const orderC = Object.keys(collections.orders ?? {}).find((id) => id !== orderA && id !== orderB);
  if (!orderA || !orderB || !orderC) throw new Error('the sample has orders with items');
  const grocery = collections.groceries?.[groceryId];
  const a = collections.orders?.[orderA];
  const b = collections.orders?.[orderB];
  const c = collections.orders?.[orderC];
  if (!grocery || !a || !b || !c) throw new Error('unreachable: ids were taken from the sample');
  grocery.mrp = '12.345'; // a tenth of a paisa
  (a.grocery as Record<string, unknown>).NoSuchGrocery0001 = { n: 'Ghost item', r: 1 };
  b.amount = 'about 500';
  c.orderId = 'ORDABC12345678901234567890'; // 20 digits: more than a bigint order id holds
  return {
    json: JSON.stringify(file),
    expected: [
      { collection: 'groceries', id: groceryId, field: 'mrp' },
      { collection: 'orders', id: orderA, field: 'grocery.NoSuchGrocery0001' },
      { collection: 'orders', id: orderB, field: 'amount' },
      { collection: 'orders', id: orderC, field: 'orderId' },
    ],
  };
}

function firstId(collection: Record<string, unknown> | undefined): string {
  const id = Object.keys(collection ?? {})[0];
  if (!id) throw new Error('an empty collection');
  return id;
}

/** The tables the import writes to. */
export const IMPORTED_TABLES = [
  'categories',
  'subcategories',
  'items',
  'stores',
  'users',
  'orders',
  'order_lines',
  'order_events',
  'store_bookings',
  'store_booking_lines',
  'store_booking_revisions',
  'import_sources',
] as const;

/** Test-only: per table its row count and a checksum of every row's every column. */
export async function snapshotTables(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const table of IMPORTED_TABLES) {
    const found = await db.execute<{ rows: number; md5: string }>(sql`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
      from ${sql.identifier(table)} t`);
    const row = found.rows[0];
    if (!row) throw new Error('unreachable: an aggregate returns a row');
    result[table] = row;
  }
  return result;
}

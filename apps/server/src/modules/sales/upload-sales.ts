import type { SalesUploadResult, SignedUser, UploadSalesRequest } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkSalesRows } from './check-sales-rows.ts';
import { listSalesProducts } from './list-sales-products.ts';
import { readSalesFile } from './read-sales-file.ts';
import { assertSalesDay, saveSalesDay } from './save-sales-day.ts';

/**
 * POST /api/sales/upload: a till's export for an outlet's day. Read and checked here, on the
 * server, so the page and the API give the same row-level messages; the whole file must pass
 * before anything is written. A dry run answers the preview; otherwise the day's sales are
 * replaced by the file's, as a save of the grid would.
 */
export async function uploadSales(
  db: Database,
  options: { request: UploadSalesRequest; user: SignedUser; now?: Date },
): Promise<SalesUploadResult> {
  const { outletId, day, fileName, content, dryRun } = options.request;
  const now = options.now && { now: options.now };
  assertSalesDay({ user: options.user, outletId, day, ...now });
  const rows = await readSalesFile({ fileName, bytes: Buffer.from(content, 'base64') });
  const lines = checkSalesRows(rows, await listSalesProducts(db));
  const held = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from store_sales where outlet_id = ${outletId} and business_day = ${day}::date`);
  const replaces = held.rows[0]?.n ?? 0;
  if (!dryRun) {
    await saveSalesDay(db, { outletId, day, lines, source: 'upload', fileName, user: options.user, ...now });
  }
  return { saved: !dryRun, lines, replaces };
}

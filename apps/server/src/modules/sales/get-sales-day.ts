import type { SalesDay } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';
import { listSalesProducts } from './list-sales-products.ts';

/** GET /api/sales/day: what an outlet's till sold in a day, and the products the grid offers. */
export async function getSalesDay(db: DbOrTx, options: { outletId: string; day: string }): Promise<SalesDay> {
  const outlet = await db.execute<{ name: string }>(
    sql`select name from outlets where id = ${options.outletId}`,
  );
  const outletName = outlet.rows[0]?.name;
  if (outletName === undefined) throw AppError.notFound(`outletId: no outlet "${options.outletId}"`);
  const result = await db.execute<{
    product_id: string;
    name: string;
    variant_name: string;
    quantity: string;
    amount_paise: string | null;
    source: 'grid' | 'upload';
    file_name: string | null;
    created_by_name: string;
    created_at: Date;
  }>(sql`
    select s.product_id, p.name, p.variant_name, s.quantity::text, s.amount_paise::text, s.source,
      s.file_name, s.created_by_name, s.created_at
    from store_sales s join products p on p.id = s.product_id
    where s.outlet_id = ${options.outletId} and s.business_day = ${options.day}::date
    order by p.name, p.variant_name, p.id`);
  const first = result.rows[0];
  return {
    outletId: options.outletId,
    outletName,
    day: options.day,
    lines: result.rows.map((row) => ({
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      quantity: Number(row.quantity),
      amountPaise: row.amount_paise === null ? null : Number(row.amount_paise),
    })),
    // Every row of a day is written by one save, so the first says who saved it and how.
    saved: first
      ? {
          byName: first.created_by_name,
          at: new Date(first.created_at).toISOString(),
          source: first.source,
          fileName: first.file_name,
        }
      : null,
    products: await listSalesProducts(db),
  };
}

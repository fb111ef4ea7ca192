import { businessDay, type PackingDay, quantityToThousandths, thousandthsToQuantity } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';

/**
 * A team's day on the Kitchen Packing Log: every production entry it logged as produced (a product
 * of a batch), what has been packed of it, what is left, and each packing with who and when.
 */
export async function getPackingDay(
  db: DbOrTx,
  options: { teamId: string; day?: string | undefined; now?: Date },
): Promise<PackingDay> {
  const day = options.day ?? businessDay(options.now);
  const entries = await db.execute<{
    id: number;
    batch_id: string;
    batch_order: number;
    product_id: string;
    name: string;
    variant_name: string;
    produced: string;
    packed: string;
    user_id: string;
    created_at: Date | string;
  }>(sql`
    select e.id::float8 as id, e.batch_id, e.batch_order, e.product_id, p.name, p.variant_name,
      e.quantity::text as produced, coalesce(k.packs, 0)::text as packed, e.user_id, e.created_at
    from production_entries e
    join products p on p.id = e.product_id
    left join (
      select production_entry_id, sum(packs) as packs from packing_entries
      where team_id = ${options.teamId} and business_day = ${day}::date
      group by production_entry_id
    ) k on k.production_entry_id = e.id
    where e.team_id = ${options.teamId} and e.business_day = ${day}::date
      and e.folder_id = 'produced' and e.quantity > 0
    order by e.batch_order, e.batch_id, p.name, p.variant_name, e.id`);
  const records = await db.execute<{
    id: number;
    production_entry_id: number;
    packs: number;
    packed_by_name: string;
    packed_at: Date | string;
  }>(sql`
    select id::float8 as id, production_entry_id::float8 as production_entry_id, packs,
      packed_by_name, packed_at
    from packing_entries
    where team_id = ${options.teamId} and business_day = ${day}::date
    order by id`);
  const byEntry = new Map<number, PackingDay['lines'][number]['packings']>();
  for (const record of records.rows) {
    const list = byEntry.get(record.production_entry_id) ?? [];
    list.push({
      id: record.id,
      packs: record.packs,
      packedBy: record.packed_by_name,
      packedAt: new Date(record.packed_at).toISOString(),
    });
    byEntry.set(record.production_entry_id, list);
  }
  return {
    teamId: options.teamId,
    day,
    lines: entries.rows.map((row) => ({
      productionEntryId: row.id,
      batchId: row.batch_id,
      batchOrder: row.batch_order,
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      produced: Number(row.produced),
      packed: Number(row.packed),
      // Thousandths: a produced 2.5 less 2 packed is 0.5, not 0.4999.
      left: thousandthsToQuantity(
        Math.max(0, quantityToThousandths(Number(row.produced)) - quantityToThousandths(Number(row.packed))),
      ),
      producedBy: row.user_id,
      producedAt: new Date(row.created_at).toISOString(),
      packings: byEntry.get(row.id) ?? [],
    })),
  };
}

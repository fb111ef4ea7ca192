import { businessDay, type PackingDay, quantityToThousandths, thousandthsToQuantity } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listProducedEntries } from '../production/entries/list-produced-entries.ts';
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
  const entries = await listProducedEntries(db, { teamId: options.teamId, day });
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
  // The day's packings of each entry, summed: packs are whole numbers.
  const packedOf = (id: number) => (byEntry.get(id) ?? []).reduce((sum, packing) => sum + packing.packs, 0);
  return {
    teamId: options.teamId,
    day,
    lines: entries.map((row) => ({
      productionEntryId: row.id,
      batchId: row.batch_id,
      batchOrder: row.batch_order,
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      produced: Number(row.produced),
      packed: packedOf(row.id),
      // Thousandths: a produced 2.5 less 2 packed is 0.5, not 0.4999.
      left: thousandthsToQuantity(
        Math.max(0, quantityToThousandths(Number(row.produced)) - quantityToThousandths(packedOf(row.id))),
      ),
      producedBy: row.user_id,
      producedAt: new Date(row.created_at).toISOString(),
      packings: byEntry.get(row.id) ?? [],
    })),
  };
}

import { WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import type { Tx } from '../../../db/client.ts';
import { productionEntries } from '../../../db/schema/index.ts';
import { postStockMoves } from '../../stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../../stock/ledger/stock-places.ts';

/** PostgreSQL takes at most 65535 parameters a statement; 1000 rows of ~17 columns stay well below. */
const ROWS_PER_INSERT = 1000;

/**
 * Inserts production entries in chunks (a batch may hold 10000), returning their ids in order.
 * What was produced enters the warehouse's stock in the same transaction: the production log is
 * where stock is born (decision 015).
 */
export async function insertProductionEntries(
  tx: Tx,
  rows: readonly (typeof productionEntries.$inferInsert)[],
): Promise<{ id: number }[]> {
  const ids: { id: number }[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    ids.push(...(await tx.insert(productionEntries).values(chunk).returning({ id: productionEntries.id })));
  }
  const produced = rows.flatMap((row, i) =>
    row.folderId === 'produced' && Number(row.quantity) > 0 ? [{ row, id: ids[i]?.id as number }] : [],
  );
  const first = produced[0];
  if (first) {
    const warehouse = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
    await postStockMoves(
      tx,
      produced.map(({ row, id }) => ({
        productId: row.productId,
        quantity: Number(row.quantity),
        from: null,
        to: warehouse,
        reason: 'produced' as const,
        productionEntryId: id,
      })),
      { user: { id: first.row.createdByUserId, displayName: first.row.userId } },
    );
  }
  return ids;
}

import type { Tx } from '../../db/client.ts';
import { productionEntries } from '../../db/schema/index.ts';

/** PostgreSQL takes at most 65535 parameters a statement; 1000 rows of ~17 columns stay well below. */
const ROWS_PER_INSERT = 1000;

/** Inserts production entries in chunks (a batch may hold 10000), returning their ids in order. */
export async function insertProductionEntries(
  tx: Tx,
  rows: readonly (typeof productionEntries.$inferInsert)[],
): Promise<{ id: number }[]> {
  const ids: { id: number }[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    ids.push(...(await tx.insert(productionEntries).values(chunk).returning({ id: productionEntries.id })));
  }
  return ids;
}

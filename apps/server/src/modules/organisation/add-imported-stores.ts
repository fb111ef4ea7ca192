import type { Tx } from '../../db/client.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { stores } from '../../db/schema/index.ts';

/** An older store's stores, written in the import's transaction. */
export async function addImportedStores(
  tx: Tx,
  values: readonly (typeof stores.$inferInsert)[],
): Promise<void> {
  await insertInChunks(values, (chunk) => tx.insert(stores).values(chunk));
}

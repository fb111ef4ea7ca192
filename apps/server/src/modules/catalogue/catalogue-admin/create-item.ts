import type { AdminItem, CreateItem } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { items } from '../../../db/schema/index.ts';
import { adminItemColumns } from './admin-catalogue-columns.ts';
import { toCatalogueWriteError } from './catalogue-write-error.ts';

/** A new item, or the copy of one (the drawer titled New sends the copied fields). */
export async function createItem(db: DbOrTx, input: CreateItem): Promise<AdminItem> {
  const [created] = await db
    .insert(items)
    .values(input)
    .returning(adminItemColumns)
    .catch((error: unknown) => {
      throw toCatalogueWriteError(error, input);
    });
  if (!created) throw new Error('unreachable: INSERT … RETURNING gave no row');
  return created;
}

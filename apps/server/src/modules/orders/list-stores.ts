import type { Store } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

export async function listStores(db: DbOrTx): Promise<Store[]> {
  return db
    .select({ id: stores.id, name: stores.name, phone: stores.phone })
    .from(stores)
    .orderBy(asc(stores.order));
}

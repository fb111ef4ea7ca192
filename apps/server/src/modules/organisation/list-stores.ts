import type { Store } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

// Every receipt carries the store phone numbers, which change a few times a year: a short-lived
// copy spares the busiest write a query, and an edit shows within seconds. A process talks to one
// database, so one copy per process is right.
const TTL_MS = 10_000;
let cached: { at: number; stores: Promise<Store[]> } | null = null;

export async function listStores(db: DbOrTx): Promise<Store[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.stores;
  // execute(): a drizzle query runs again at every await of it, which would make the copy a new query.
  const loading = db
    .select({ id: stores.id, name: stores.name, phone: stores.phone })
    .from(stores)
    .orderBy(asc(stores.order))
    .execute();
  const entry = { at: Date.now(), stores: loading };
  cached = entry;
  loading.catch(() => {
    if (cached === entry) cached = null;
  });
  return loading;
}

import { type Supplier, WEBSITE_SOURCE } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

/** The suppliers the website knows (GET …/suppliers/by/source/website), by name. */
export async function listSuppliers(db: DbOrTx): Promise<Supplier[]> {
  return db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.source, WEBSITE_SOURCE))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

export async function storeExists(db: DbOrTx, storeId: string): Promise<boolean> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return store !== undefined;
}

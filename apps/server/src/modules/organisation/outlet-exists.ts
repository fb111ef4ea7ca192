import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outlets } from '../../db/schema/index.ts';

/** The warehouse is an outlet too ('terraWarehouse', type 'warehouse'). */
export async function outletExists(db: DbOrTx, outletId: string): Promise<boolean> {
  const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
  return outlet !== undefined;
}

import type { Supplier } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Every supplier, by name: stock bought for the kitchens (source 'purchase') is carried over too,
 * so this is not the website's list.
 */
export async function listCarryOverSuppliers(db: DbOrTx): Promise<Supplier[]> {
  const result = await db.execute<Supplier>(sql`select id, name from suppliers order by name, id`);
  return result.rows;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** Some customers' names and e-mail addresses, by name as a list reads (then by id). */
export async function listCustomerContacts(
  db: DbOrTx,
  customerIds: readonly number[],
): Promise<{ id: number; name: string; email: string | null }[]> {
  const wanted = [...new Set(customerIds)];
  if (wanted.length === 0) return [];
  const result = await db.execute<{ id: number; name: string; email: string | null }>(sql`
    select c.id, c.name, c.email from customers c
    where c.id = any(${`{${wanted.join(',')}}`}::int[])
    order by lower(c.name), c.id`);
  return result.rows;
}

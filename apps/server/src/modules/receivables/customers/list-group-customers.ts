import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** The customers of a group with the address their mail goes to, in the order they were added. */
export async function listGroupCustomers(
  db: DbOrTx,
  groupName: string,
): Promise<{ id: number; name: string; email: string | null }[]> {
  const result = await db.execute<{ id: number; name: string; email: string | null }>(sql`
    select c.id, c.name, c.email from customers c
    where c.group_name = ${groupName}
    order by c.id`);
  return result.rows;
}

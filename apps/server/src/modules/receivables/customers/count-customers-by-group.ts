import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** How many customers each group has (or the one group asked for), by group name. */
export async function countCustomersByGroup(
  db: DbOrTx,
  options: { groupName?: string } = {},
): Promise<{ groupName: string; customers: number }[]> {
  const where: SQL = options.groupName === undefined ? sql`` : sql`where c.group_name = ${options.groupName}`;
  const result = await db.execute<{ group_name: string; customers: number }>(sql`
    select c.group_name, count(*)::int as customers
    from customers c
    ${where}
    group by c.group_name
    order by c.group_name`);
  return result.rows.map((row) => ({ groupName: row.group_name, customers: row.customers }));
}

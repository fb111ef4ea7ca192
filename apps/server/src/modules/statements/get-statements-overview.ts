import type { StatementsOverview } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listStatementRuns } from './get-statement-run.ts';

/** Every customer group with its schedule, and the latest runs. */
export async function getStatementsOverview(db: DbOrTx): Promise<StatementsOverview> {
  const groups = await db.execute<{
    group_name: string;
    customers: number;
    day_of_month: number | null;
    enabled: boolean | null;
    updated_by: string | null;
    updated_at: Date | null;
  }>(sql`
    select c.group_name, count(*)::int as customers, s.day_of_month, s.enabled, s.updated_by, s.updated_at
    from customers c left join statement_schedules s on s.group_name = c.group_name
    group by c.group_name, s.group_name
    order by c.group_name`);
  return {
    groups: groups.rows.map((row) => ({
      groupName: row.group_name,
      customers: row.customers,
      schedule:
        row.day_of_month === null || row.updated_at === null
          ? null
          : {
              groupName: row.group_name,
              dayOfMonth: row.day_of_month,
              enabled: row.enabled ?? false,
              updatedBy: row.updated_by ?? '',
              updatedAt: new Date(row.updated_at).toISOString(),
            },
    })),
    runs: await listStatementRuns(db),
  };
}

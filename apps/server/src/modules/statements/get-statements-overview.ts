import type { StatementsOverview } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countCustomersByGroup } from '../receivables/customers/count-customers-by-group.ts';
import { listStatementRuns } from './get-statement-run.ts';

/** Every customer group (receivables counts their customers) with its schedule, and the latest runs. */
export async function getStatementsOverview(db: DbOrTx): Promise<StatementsOverview> {
  const groups = await countCustomersByGroup(db);
  const schedules = await db.execute<{
    group_name: string;
    day_of_month: number;
    enabled: boolean;
    updated_by: string;
    updated_at: Date;
  }>(sql`select group_name, day_of_month, enabled, updated_by, updated_at from statement_schedules`);
  const scheduleOf = new Map(schedules.rows.map((row) => [row.group_name, row]));
  return {
    groups: groups.map(({ groupName, customers }) => {
      const schedule = scheduleOf.get(groupName);
      return {
        groupName,
        customers,
        schedule:
          schedule === undefined
            ? null
            : {
                groupName,
                dayOfMonth: schedule.day_of_month,
                enabled: schedule.enabled,
                updatedBy: schedule.updated_by,
                updatedAt: new Date(schedule.updated_at).toISOString(),
              },
      };
    }),
    runs: await listStatementRuns(db),
  };
}

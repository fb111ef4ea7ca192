import type { SaveStatementScheduleRequest, SignedUser, StatementSchedule } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countCustomersByGroup } from '../receivables/customers/count-customers-by-group.ts';

/**
 * Sets when a customer group's statements go out (a day of the month, 1–28, in business time) or
 * stops them. Only a group some customer has can be scheduled.
 */
export async function saveStatementSchedule(
  db: Database,
  options: { request: Required<SaveStatementScheduleRequest>; user: Pick<SignedUser, 'displayName'> },
): Promise<StatementSchedule> {
  const { request, user } = options;
  const [known] = await countCustomersByGroup(db, { groupName: request.groupName });
  if ((known?.customers ?? 0) === 0) {
    throw AppError.validation([
      { path: 'groupName', message: `Group: no customer is in "${request.groupName}"` },
    ]);
  }
  const saved = await db.execute<{
    group_name: string;
    day_of_month: number;
    enabled: boolean;
    updated_by: string;
    updated_at: Date;
  }>(sql`
    insert into statement_schedules (group_name, day_of_month, enabled, updated_by)
    values (${request.groupName}, ${request.dayOfMonth}, ${request.enabled}, ${user.displayName})
    on conflict (group_name) do update
      set day_of_month = excluded.day_of_month, enabled = excluded.enabled,
          updated_by = excluded.updated_by, updated_at = now()
    returning *`);
  const row = saved.rows[0];
  if (!row) throw new Error('the schedule was not saved');
  return {
    groupName: row.group_name,
    dayOfMonth: row.day_of_month,
    enabled: row.enabled,
    updatedBy: row.updated_by,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

import type { UserSummary } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { userSummaryColumns } from './user-summary.ts';

export async function listUsers(db: Database): Promise<UserSummary[]> {
  return db.select(userSummaryColumns).from(users).orderBy(asc(users.username));
}

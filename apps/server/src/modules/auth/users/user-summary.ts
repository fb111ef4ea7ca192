import type { UserSummary } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { signedUserColumns } from '../sign-in/find-session-user.ts';

export const userSummaryColumns = {
  ...signedUserColumns,
  disabled: sql<boolean>`${users.disabledAt} IS NOT NULL`,
  lastLoginAt: sql<string | null>`to_json(${users.lastLoginAt})#>>'{}'`,
  createdAt: sql<string>`to_json(${users.createdAt})#>>'{}'`,
};

export type { UserSummary };

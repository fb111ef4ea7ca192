import { type CreateUserRequest, createUserRequestSchema, type UserSummary } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkUserScope } from '../check-user-scope.ts';
import { hashPassword } from '../sign-in/password.ts';
import { userSummaryColumns } from './user-summary.ts';

/** Used by the admin page and by `npm run user -- add`; both pass through the same schema. */
export async function createUser(db: Database, input: CreateUserRequest): Promise<UserSummary> {
  const data = createUserRequestSchema.parse(input);
  await checkUserScope(db, data);
  const passwordHash = await hashPassword(data.password);
  const [created] = await db
    .insert(users)
    .values({
      username: data.username,
      displayName: data.displayName,
      role: data.role,
      teamId: data.role === 'production' ? data.teamId : null,
      outletId: data.role === 'outlet' ? data.outletId : null,
      storeId: data.role === 'store-staff' ? data.storeId : null,
      passwordHash,
    })
    .onConflictDoNothing({ target: users.username })
    .returning(userSummaryColumns);
  if (!created) {
    throw new AppError('conflict', `Username "${data.username}" is already taken`, [
      { path: 'username', message: `Username "${data.username}" is already taken` },
    ]);
  }
  return created;
}

import { type UpdateUserRequest, type UserSummary, updateUserRequestSchema } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkUserScope } from '../check-user-scope.ts';
import { userSummaryColumns } from './user-summary.ts';

/** A scope the role has: the given value (null = all), or the current one when not given; none otherwise. */
function scope(applies: boolean, given: string | null | undefined, current: AnyPgColumn) {
  if (!applies) return null;
  return given === undefined ? sql`${current}` : given;
}

/** Changes name, role, scope or disabled state. Disabling ends the user's sessions in the same transaction. */
export async function updateUser(
  db: Database,
  options: { userId: number; changes: UpdateUserRequest; actingUserId?: number },
): Promise<UserSummary> {
  const changes = updateUserRequestSchema.parse(options.changes);
  if (
    options.actingUserId === options.userId &&
    (changes.disabled || (changes.role && changes.role !== 'admin'))
  ) {
    // The last way back in must not be locked by a slip of the mouse.
    throw AppError.validation([
      { path: changes.disabled ? 'disabled' : 'role', message: 'You cannot disable or demote yourself' },
    ]);
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!current) throw AppError.notFound('No such user');
    const role = changes.role ?? current.role;
    await checkUserScope(tx, changes);
    const [updated] = await tx
      .update(users)
      .set({
        ...(changes.displayName !== undefined && { displayName: changes.displayName }),
        ...(changes.role !== undefined && { role: changes.role }),
        // Scope belongs to the role: a user who stops being production loses the team.
        ...((changes.teamId !== undefined || changes.role !== undefined) && {
          teamId: scope(role === 'production', changes.teamId, users.teamId),
        }),
        ...((changes.outletId !== undefined || changes.role !== undefined) && {
          outletId: scope(role === 'outlet', changes.outletId, users.outletId),
        }),
        ...((changes.storeId !== undefined || changes.role !== undefined) && {
          storeId: scope(role === 'store-staff', changes.storeId, users.storeId),
        }),
        ...(changes.disabled !== undefined && {
          disabledAt: changes.disabled ? sql`COALESCE(${users.disabledAt}, now())` : null,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, options.userId))
      .returning(userSummaryColumns);
    if (changes.disabled) await tx.delete(sessions).where(eq(sessions.userId, options.userId));
    if (!updated) throw AppError.notFound('No such user');
    return updated;
  });
}

import { resetPasswordRequestSchema } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../sign-in/password.ts';

/** Sets a new password, unlocks the account and ends its sessions: whoever knew the old one is out. */
export async function resetPassword(
  db: Database,
  options: { userId: number; password: string },
): Promise<void> {
  const { password } = resetPasswordRequestSchema.parse({ password: options.password });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, options.userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw AppError.notFound('No such user');
    await tx.delete(sessions).where(eq(sessions.userId, options.userId));
  });
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { hashPassword } from '../sign-in/password.ts';

/**
 * An account that only names who did something (imported bookings name the older store), found
 * by its username or created disabled, with a password nobody was ever told: it cannot sign in.
 */
export async function ensureDisabledUser(
  tx: Tx,
  options: { username: string; displayName: string; role: (typeof users.$inferInsert)['role'] },
): Promise<{ id: number; created: boolean }> {
  const found = await tx.execute<{ id: number }>(sql`
    select id from users where username = ${options.username}`);
  const existing = found.rows[0];
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(users)
    .values({
      username: options.username,
      displayName: options.displayName,
      role: options.role,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      disabledAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('unreachable: an insert returns its row');
  return { id: row.id, created: true };
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { hashPassword } from '../sign-in/password.ts';

export const FIRST_ADMIN_USERNAME = 'admin';

/**
 * There is no default password: when the database has no user yet, create `admin` with the given
 * password or a random one, and return it so start-up can print it once. Null when users exist.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { password?: string | undefined } = {},
): Promise<{ username: string; password: string; generated: boolean } | null> {
  const [existing] = await db.select({ n: sql<number>`1` }).from(users).limit(1);
  if (existing) return null;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  // Two servers starting at once: the unique username lets exactly one of them create it.
  const created = await db
    .insert(users)
    .values({ username: FIRST_ADMIN_USERNAME, displayName: 'Administrator', role: 'admin', passwordHash })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  if (created.length === 0) return null;
  return { username: FIRST_ADMIN_USERNAME, password, generated: options.password === undefined };
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/index.ts';
import { hashSessionToken } from './session-token.ts';

export async function signOut(db: Database, options: { token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(options.token)));
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/**
 * What an idempotent write made, recorded on the key it claimed (runIdempotentBatch), so a replay
 * can answer with it: the schedule a save created, the mail a confirm queued. The tables have no
 * column for the key, and this keeps it that way.
 */
export async function rememberResult(tx: Tx, options: { scope: string; key: string; ref: number }) {
  await tx
    .update(idempotencyKeys)
    .set({ resultRef: String(options.ref) })
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)));
}

export async function recalledResult(
  tx: DbOrTx,
  options: { scope: string; key: string },
): Promise<number | null> {
  const [row] = await tx
    .select({ ref: idempotencyKeys.resultRef })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)));
  return row?.ref ? Number(row.ref) : null;
}

/** Frees the keys whose write made `ref`, e.g. when its schedule goes back to edit. */
export async function forgetResult(tx: Tx, options: { scope: string; ref: number }) {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.resultRef, String(options.ref))));
}

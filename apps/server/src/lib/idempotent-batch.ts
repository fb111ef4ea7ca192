import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { AppError } from './app-error.ts';
import { hashJson } from './request-hash.ts';

/**
 * The key that makes a batch post safe to retry, as Stripe does it: only a client that sends an
 * Idempotency-Key is deduplicated, and keys are per user (a key is the user's own; another user's
 * identical key is another batch). Without a key every post is a new batch, under a key the
 * server makes: two cooks who log the same "5 × Besan" the same day both count.
 */
export function batchRequestKey(options: { header: string | undefined; userId: number }): string {
  const header = options.header?.trim();
  return header ? `user:${options.userId}:key:${header}` : `server:${randomUUID()}`;
}

/**
 * Runs `write` once per (scope, key), inside the caller's transaction. The first post claims the
 * key and writes; a retry (even one racing the first: it waits on the key's row lock) writes
 * nothing and gets `replay`'s answer. The same key with another body is refused.
 */
export async function runIdempotentBatch<T>(
  tx: Tx,
  options: {
    scope: string;
    key: string;
    body: unknown;
    write: () => Promise<T>;
    replay: () => Promise<T>;
  },
): Promise<{ result: T; replayed: boolean }> {
  const requestHash = hashJson(options.body);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: options.scope, key: options.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { result: await options.write(), replayed: false };

  const [existing] = await tx
    .select({ requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)))
    .for('share');
  if (existing && existing.requestHash !== requestHash) {
    throw new AppError(
      'idempotency_mismatch',
      'This Idempotency-Key was already used for a different batch; send a new key for a new batch',
    );
  }
  return { result: await options.replay(), replayed: true };
}

/** Serialises writers of one (team, day) inside a transaction, e.g. numbering a day's schedules. */
export async function lockTeamDay(tx: Tx, options: { scope: string; teamId: string; day: string }) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`${options.scope}:${options.teamId}:${options.day}`}))`,
  );
}

/**
 * What an idempotent write made, recorded on the key it claimed (runIdempotentBatch), so a replay
 * can answer with it: the schedule a save created, the mail a confirm queued. The tables have no
 * column for the key, and this keeps it that way.
 */
export async function rememberResult(tx: Tx, options: { scope: string; key: string; ref: number }) {
  await keepResultRef(tx, options, String(options.ref));
}

/** The same for a write that made several rows: their ids in order, e.g. a destruction's lines. */
export async function rememberResultIds(
  tx: Tx,
  options: { scope: string; key: string; ids: readonly number[] },
) {
  await keepResultRef(tx, options, JSON.stringify(options.ids));
}

/**
 * The whole answer of a write whose answer is not a row to read again (a receipt that lists what
 * someone else had received first), kept with the key as JSON so a replay answers exactly the same.
 */
export async function rememberAnswer(tx: Tx, options: { scope: string; key: string; answer: unknown }) {
  await keepResultRef(tx, options, JSON.stringify(options.answer));
}

/** The answer rememberAnswer kept under the key; null when it kept none. */
export async function recalledAnswer(tx: DbOrTx, options: { scope: string; key: string }): Promise<unknown> {
  const ref = await resultRefOf(tx, options);
  return ref === null ? null : (JSON.parse(ref) as unknown);
}

async function keepResultRef(tx: Tx, options: { scope: string; key: string }, resultRef: string) {
  await tx
    .update(idempotencyKeys)
    .set({ resultRef })
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)));
}

export async function recalledResult(
  tx: DbOrTx,
  options: { scope: string; key: string },
): Promise<number | null> {
  const ref = await resultRefOf(tx, options);
  return ref ? Number(ref) : null;
}

/** The ids rememberResultIds kept under the key; none when it kept nothing. */
export async function recalledResultIds(
  tx: DbOrTx,
  options: { scope: string; key: string },
): Promise<number[]> {
  return JSON.parse((await resultRefOf(tx, options)) ?? '[]') as number[];
}

async function resultRefOf(tx: DbOrTx, options: { scope: string; key: string }): Promise<string | null> {
  const [row] = await tx
    .select({ ref: idempotencyKeys.resultRef })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key)));
  return row?.ref ?? null;
}

/** Frees the keys whose write made `ref`, e.g. when its schedule goes back to edit. */
export async function forgetResult(tx: Tx, options: { scope: string; ref: number }) {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.resultRef, String(options.ref))));
}

const KEY_LENGTH = 'Idempotency-Key must be 8 to 128 characters';
/**
 * The optional Idempotency-Key header of a write that is safe to retry, as every such route
 * declares it: 8 to 128 characters (a UUID fits).
 */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z.string().min(8, { error: KEY_LENGTH }).max(128, { error: KEY_LENGTH }).optional(),
});

import { businessDay } from '@kadai/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  batchRequestKey,
  recalledResult,
  rememberResult,
  runIdempotentBatch,
} from '../../../lib/idempotent-batch.ts';

/** What a route that writes once tells its callers about retrying. */
export const RETRY_DESCRIPTION =
  'Safe to retry with an Idempotency-Key (per user): the same key writes nothing again and answers 200 ' +
  'with what the first wrote; the same key with another body is 422. Without a key every call writes.';

/**
 * A money write made safe to retry: with an Idempotency-Key (per user), the same request sent again
 * writes nothing and answers with the id the first one wrote; the same key with another body is a
 * 422. Without a key every request writes (lib/idempotent-batch.ts). An invoice or a receipt sent
 * twice because a phone lost the answer would otherwise bill or credit a customer twice.
 */
export async function writeOnce(
  db: Database,
  options: {
    scope: string;
    idempotencyKey: string | undefined;
    userId: number;
    body: unknown;
    write: (tx: Tx) => Promise<number>;
  },
): Promise<{ id: number; replayed: boolean }> {
  const { scope } = options;
  const key = batchRequestKey({ header: options.idempotencyKey, userId: options.userId });
  return db.transaction(async (tx) => {
    const { result, replayed } = await runIdempotentBatch(tx, {
      scope,
      key,
      body: options.body,
      write: async () => {
        const id = await options.write(tx);
        await rememberResult(tx, { scope, key, ref: id });
        return id;
      },
      replay: async () => {
        const id = await recalledResult(tx, { scope, key });
        if (id === null) throw new Error(`${scope}: the key was claimed but holds no result`);
        return id;
      },
    });
    return { id: result, replayed };
  });
}

/** A business day a write is dated (an issue date, the day money came): today unless given, never after it. */
export function writeDate(options: {
  date: string | undefined;
  field: string;
  label: string;
  now?: Date;
}): string {
  const today = businessDay(options.now);
  const date = options.date ?? today;
  if (date > today) {
    throw AppError.validation([
      { path: options.field, message: `${options.label}: not after today (${today})` },
    ]);
  }
  return date;
}

import { createHash } from 'node:crypto';
import type { PaymentAttemptState, PaymentEventSource } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';

/**
 * Appends a payment event. `dedupe` names the event: the same name twice is one row (a replayed
 * callback, a status answer that has not changed), so processing it again writes nothing.
 * Answers whether a row was written.
 */
export async function recordPaymentEvent(
  db: DbOrTx,
  event: {
    orderId: number | null;
    attemptId: number | null;
    source: PaymentEventSource;
    fromState?: PaymentAttemptState | null;
    toState?: PaymentAttemptState | null;
    note: string;
    rawPayload?: string | null;
    payload?: Record<string, string> | null;
    recordedBy?: string | null;
    dedupe: string;
  },
): Promise<boolean> {
  const payloadHash = createHash('sha256')
    .update(`${event.source}\n${event.attemptId ?? ''}\n${event.dedupe}`)
    .digest('hex');
  const written = await db
    .insert(paymentEvents)
    .values({
      orderId: event.orderId,
      attemptId: event.attemptId,
      source: event.source,
      fromState: event.fromState ?? null,
      toState: event.toState ?? null,
      note: event.note,
      rawPayload: event.rawPayload ?? null,
      payload: event.payload ?? null,
      recordedBy: event.recordedBy ?? null,
      payloadHash,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return written.length > 0;
}

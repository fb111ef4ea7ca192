import type { MailStatus } from '@kadai/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import type { Outbox, OutboxTable } from './outboxes.ts';

/** What a delivery needs of a logger (Fastify's request.log fits). */
export interface DeliveryLog {
  error(details: object, message: string): void;
}

const consoleLog: DeliveryLog = { error: (details, message) => console.error(message, details) };

export interface Delivery {
  /** Where the message stands after this attempt. */
  status: MailStatus;
  /** Whether the job should try again later: a refusal that can never pass is not retried. */
  retry: boolean;
}

/**
 * One attempt to hand an outbox message (mail or SMS) to its provider, and its outcome recorded:
 * 'sent' with the time, or 'failed' with the error and whether a later attempt may pass. It never
 * throws: the work the message reports is already committed, whatever the provider does.
 *
 * The row stays locked while the provider takes it, so two deliveries of one message (a job and an
 * admin's Send again at the same moment) cannot both send it; the second finds it locked and
 * leaves it alone. Messages are rare (one per confirmed plan, per delivered order), so holding a
 * connection that long is fine.
 */
export async function deliverOutboxMessage<T extends OutboxTable>(options: {
  db: Database;
  outbox: Outbox & { table: T };
  messageId: number;
  /**
   * Hands it over, and records what the provider answered beyond the outcome (in `tx`); throws
   * when the provider refuses or fails. Null when nothing can send it: it stays as it is.
   */
  send: ((tx: Tx, message: T['$inferSelect']) => Promise<void>) | null;
  /** Whether a failure may pass on a later attempt (a busy provider) or never will (a refusal). */
  retryable: (error: unknown) => boolean;
  log?: DeliveryLog | undefined;
}): Promise<Delivery> {
  const { db } = options;
  const { channel } = options.outbox;
  const log = options.log ?? consoleLog;
  // The columns the outboxes share, as either table: the row itself is read as the caller's own.
  const table: OutboxTable = options.outbox.table;
  try {
    return await db.transaction(async (tx) => {
      const [message] = (await tx
        .select()
        .from(table)
        .where(eq(table.id, options.messageId))
        .for('update', { skipLocked: true })) as T['$inferSelect'][];
      if (!message) {
        const [current] = await db
          .select({ status: table.status })
          .from(table)
          .where(eq(table.id, options.messageId));
        return { status: current?.status ?? 'failed', retry: false };
      }
      if (message.status === 'sent' || !options.send) return { status: message.status, retry: false };

      const counted = { attempts: sql`${table.attempts} + 1` };
      try {
        await options.send(tx, message);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const retry = options.retryable(error);
        log.error(
          { err: error, channel, messageId: message.id },
          retry
            ? `${channel} delivery failed; it is tried again, and stays in the outbox meanwhile`
            : `${channel} refused; it stays in the outbox, failed, for an admin`,
        );
        await tx
          .update(table)
          .set({ status: 'failed', error: text.slice(0, 2000), ...counted })
          .where(eq(table.id, message.id));
        return { status: 'failed', retry };
      }
      await tx
        .update(table)
        .set({ status: 'sent', error: null, sentAt: sql`now()`, ...counted })
        .where(eq(table.id, message.id));
      return { status: 'sent', retry: false };
    });
  } catch (error) {
    // The database itself failed (sent or not, the row could not be updated): say so, never throw.
    log.error(
      { err: error, channel, messageId: options.messageId },
      `${channel} delivery could not be recorded`,
    );
    return { status: 'failed', retry: true };
  }
}

import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Outbox } from './outboxes.ts';

export const MESSAGE_NOT_FOUND = 'This message is not in the outbox';
export const ALREADY_SENT_MESSAGE = 'This message was already sent';

/**
 * An admin's Send again, for mail and SMS alike: marks a failed, queued or outbox message 'queued'
 * and enqueues its delivery in the same transaction; a worker sends it within seconds (a delivery
 * sends a message once, however many jobs name it). 404 for no such message; 409 when nothing can
 * send it (`unsendable` says why) or when it was sent.
 */
export async function requeueOutboxMessage(options: {
  db: Database;
  outbox: Outbox;
  jobs: JobQueue;
  messageId: number;
  /** Why nothing can send it (no SMTP server, no SMS provider); undefined when something can. */
  unsendable: string | undefined;
}): Promise<void> {
  const { messageId } = options;
  const { table } = options.outbox;
  await options.db.transaction(async (tx) => {
    const [queued] = options.unsendable
      ? []
      : await tx
          .update(table)
          .set({ status: 'queued' })
          .where(and(eq(table.id, messageId), ne(table.status, 'sent')))
          .returning({ id: table.id });
    if (queued) return options.jobs.enqueue(tx, options.outbox.deliver, { messageId: queued.id });
    const [message] = await tx.select({ id: table.id }).from(table).where(eq(table.id, messageId));
    if (!message) throw AppError.notFound(MESSAGE_NOT_FOUND);
    throw new AppError('conflict', options.unsendable ?? ALREADY_SENT_MESSAGE);
  });
}

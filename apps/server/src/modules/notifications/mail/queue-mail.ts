import type { MailStatus } from '@kadai/contract';
import type { Tx } from '../../../db/client.ts';
import { mailAttachments, mailMessages } from '../../../db/schema/index.ts';
import { type JobQueue, QUEUES } from '../../../jobs/job-queue.ts';

export interface MailAttachmentInput {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Writes a message and its attachments to the outbox inside the caller's transaction, and with an
 * SMTP server configured, its delivery job too: the mail and its job exist exactly when the work
 * it reports does. A worker sends it (run-job-worker.ts), retrying with backoff; without an
 * SMTP server it stays in the outbox ('outbox') for an admin to read.
 */
export async function queueMail(
  tx: Tx,
  options: {
    to: string;
    subject: string;
    text: string;
    attachments: readonly MailAttachmentInput[];
    /** Whether an SMTP server is configured to send it. */
    smtp: boolean;
    jobs: JobQueue;
  },
): Promise<{ id: number; status: MailStatus }> {
  const status: MailStatus = options.smtp ? 'queued' : 'outbox';
  const [message] = await tx
    .insert(mailMessages)
    .values({ toAddress: options.to, subject: options.subject, text: options.text, status })
    .returning({ id: mailMessages.id });
  if (!message) throw new Error('mail_messages insert returned no row');
  if (options.attachments.length > 0) {
    await tx
      .insert(mailAttachments)
      .values(options.attachments.map((a) => ({ messageId: message.id, ...a })));
  }
  if (options.smtp) await options.jobs.enqueue(tx, QUEUES.deliverMail, { messageId: message.id });
  return { id: message.id, status };
}

import { mailMessages, smsMessages } from '../../../db/schema/index.ts';
import { QUEUES } from '../../../jobs/job-queue.ts';

/**
 * The outboxes, which work alike: each a table of messages (id, status, last error, attempts,
 * sent_at), a queue that delivers one message, and a queue for those whose retries ran out.
 */
export const OUTBOXES = {
  mail: { channel: 'mail', table: mailMessages, deliver: QUEUES.deliverMail, givenUp: QUEUES.mailGivenUp },
  sms: { channel: 'sms', table: smsMessages, deliver: QUEUES.deliverSms, givenUp: QUEUES.smsGivenUp },
} as const;

export type Outbox = (typeof OUTBOXES)[keyof typeof OUTBOXES];
export type OutboxTable = Outbox['table'];

import type { SmsOutboxMessage } from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { SmsSettings } from '../sms/sms-settings.ts';
import { getSmsOutboxMessage } from './list-sms-outbox.ts';
import { OUTBOXES } from './outboxes.ts';
import { requeueOutboxMessage } from './requeue-outbox-message.ts';

export const NO_SMS_PROVIDER_MESSAGE = 'No SMS provider is configured: the message stays in the outbox';

/**
 * An admin's Send again of a text message (requeue-outbox-message.ts): a failed one once the
 * provider is back or its template approved, or one written before a provider was configured.
 * Answers with the message as it now stands.
 */
export async function sendSmsAgain(options: {
  db: Database;
  sms: SmsSettings;
  jobs: JobQueue;
  messageId: number;
}): Promise<SmsOutboxMessage> {
  await requeueOutboxMessage({
    ...options,
    outbox: OUTBOXES.sms,
    unsendable: options.sms.provider === 'none' ? NO_SMS_PROVIDER_MESSAGE : undefined,
  });
  return getSmsOutboxMessage(options.db, { messageId: options.messageId });
}

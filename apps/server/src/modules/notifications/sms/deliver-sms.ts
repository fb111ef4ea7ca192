import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { smsMessages } from '../../../db/schema/index.ts';
import { SmsError, type SmsPort } from '../../../ports/sms.ts';
import { type Delivery, type DeliveryLog, deliverOutboxMessage } from '../outbox/deliver-outbox-message.ts';
import { OUTBOXES } from '../outbox/outboxes.ts';

/**
 * Hands one queued (or failed) text message to the SMS provider and records the outcome
 * (deliver-outbox-message.ts): 'sent' with the provider's request id and the time, or 'failed'
 * with the provider's words. A busy or unreachable provider is tried again with backoff; a refusal
 * (a wrong number, an unapproved template, a bad key) never passes, so it fails at once. With no
 * provider the port refuses too, and the message says why.
 */
export async function deliverSms(options: {
  db: Database;
  sms: SmsPort;
  messageId: number;
  log?: DeliveryLog;
}): Promise<Delivery> {
  return deliverOutboxMessage({
    ...options,
    outbox: OUTBOXES.sms,
    retryable: (error) => !(error instanceof SmsError) || error.retryable,
    send: async (tx, message) => {
      const { providerId } = await options.sms.send({
        to: message.toPhone,
        templateId: message.templateId,
        variables: message.variables,
      });
      await tx.update(smsMessages).set({ providerId }).where(eq(smsMessages.id, message.id));
    },
  });
}

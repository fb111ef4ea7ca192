import { type SmsOutboxMessage, smsOutboxMessageSchema } from '@kadai/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSendAgain } from './send-outbox-message.ts';

/** Hands a waiting or failed text message to the provider again; 409 without a provider or when it was sent. */
export function sendSmsAgain(messageId: number): Promise<SmsOutboxMessage> {
  return apiRequest(`/api/admin/outbox/sms/${messageId}/send`, smsOutboxMessageSchema.parse, {
    method: 'POST',
  });
}

export function useSendSmsAgain() {
  return useSendAgain(sendSmsAgain);
}

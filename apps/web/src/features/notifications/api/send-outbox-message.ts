import { type OutboxMessage, outboxMessageSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { outboxQueryKey } from './list-outbox.ts';

/** Hands a waiting or failed message to SMTP again; 409 when no SMTP server is set or it was sent. */
export function sendOutboxMessage(messageId: number): Promise<OutboxMessage> {
  return apiRequest(`/api/admin/outbox/${messageId}/send`, outboxMessageSchema.parse, { method: 'POST' });
}

/** Send again, by mail or SMS: whatever the answer, its status (and maybe its error) changed. */
export function useSendAgain<T>(send: (messageId: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}

export function useSendOutboxMessage() {
  return useSendAgain(sendOutboxMessage);
}

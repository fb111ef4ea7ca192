import { type OutboxMessage, outboxMessageSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { outboxQueryKey } from './list-outbox.ts';

/** Hands a waiting or failed message to SMTP again; 409 when no SMTP server is set or it was sent. */
export function sendOutboxMessage(messageId: number): Promise<OutboxMessage> {
  return apiRequest(`/api/admin/outbox/${messageId}/send`, outboxMessageSchema.parse, { method: 'POST' });
}

export function useSendOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOutboxMessage,
    // Its status (and maybe its error) changed, whatever the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}

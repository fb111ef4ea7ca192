import { type OutboxMessageDetail, outboxMessageDetailSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { outboxQueryKey } from './list-outbox.ts';

/** One message with its text (the list leaves the bodies out). */
export function getOutboxMessage(options: {
  messageId: number;
  signal?: AbortSignal;
}): Promise<OutboxMessageDetail> {
  return apiRequest(`/api/admin/outbox/${options.messageId}`, outboxMessageDetailSchema.parse, {
    signal: options.signal,
  });
}

export function useOutboxMessage(messageId: number) {
  return useQuery({
    // Under the list's key: sending again refreshes the open message too.
    queryKey: [...outboxQueryKey, messageId],
    queryFn: ({ signal }) => getOutboxMessage({ messageId, signal }),
  });
}

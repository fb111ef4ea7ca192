import { type SmsOutboxMessage, smsOutboxListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { awaitingSms } from '../../../lib/awaiting-sms.ts';
import { outboxQueryKey } from './list-outbox.ts';

/** Under the mail's key: one invalidation refreshes both lists. */
export const smsOutboxQueryKey = [...outboxQueryKey, 'sms'] as const;

/** Every text message the product wrote, newest first (GET /api/admin/outbox/sms). */
export function listSmsOutbox(options: { signal?: AbortSignal } = {}): Promise<SmsOutboxMessage[]> {
  return apiRequest('/api/admin/outbox/sms', smsOutboxListSchema.parse, { signal: options.signal });
}

export function useSmsOutbox() {
  return useQuery(
    queryOptions({
      queryKey: smsOutboxQueryKey,
      queryFn: ({ signal }) => listSmsOutbox({ signal }),
      // Watch a queued text go, and a sent one's delivery report come in.
      refetchInterval: (query) => (awaitingSms(query.state.data ?? []) ? 3000 : false),
    }),
  );
}

import { type MailStatus, type OutboxMessage, outboxListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const outboxQueryKey = ['notifications', 'outbox'] as const;

/** Every mail the product wrote, newest first (GET /api/admin/outbox). */
export function listOutbox(options: { signal?: AbortSignal } = {}): Promise<OutboxMessage[]> {
  return apiRequest('/api/admin/outbox', outboxListSchema.parse, { signal: options.signal });
}

/** A queued message is sent by a worker within seconds: watch it happen. */
export function whileQueued(query: { state: { data?: readonly { status: MailStatus }[] | undefined } }) {
  return query.state.data?.some((m) => m.status === 'queued') ? 2000 : false;
}

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: outboxQueryKey,
    queryFn: ({ signal }) => listOutbox({ signal }),
    refetchInterval: whileQueued,
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}

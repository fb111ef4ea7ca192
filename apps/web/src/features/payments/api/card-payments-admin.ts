import {
  type CardPaymentsOverview,
  cardPaymentsOverviewSchema,
  type PaymentAttemptState,
} from '@kadai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every list of /card-payments lives under this key: a change to one payment refreshes them all. */
export const cardPaymentsKey = ['payments', 'card'] as const;

export interface CardPaymentsFilter {
  state?: PaymentAttemptState | undefined;
  /** Only what needs a look. */
  flagged?: boolean;
}

export function cardPaymentsQueryOptions(filter: CardPaymentsFilter) {
  const query = new URLSearchParams();
  if (filter.state) query.set('state', filter.state);
  if (filter.flagged) query.set('flagged', 'true');
  const search = query.toString();
  return queryOptions({
    queryKey: [...cardPaymentsKey, filter.state ?? 'all', filter.flagged ? 'flagged' : 'any'],
    queryFn: ({ signal }): Promise<CardPaymentsOverview> =>
      apiRequest(`/api/admin/payments/card${search ? `?${search}` : ''}`, cardPaymentsOverviewSchema.parse, {
        signal,
      }),
    // Attempts awaiting an answer settle within minutes: keep the screen current.
    refetchInterval: 30_000,
  });
}

export function useCardPayments(filter: CardPaymentsFilter) {
  return useQuery(cardPaymentsQueryOptions(filter));
}

/** An admin marks the refund of a task (paid twice, an older amount) as made elsewhere. */
export function useCompleteRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/payments/refunds/${id}/done`, () => null, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardPaymentsKey }),
  });
}

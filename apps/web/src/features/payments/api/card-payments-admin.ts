import {
  type CardPaymentsOverview,
  cardPaymentsOverviewSchema,
  type PaymentAttemptState,
} from '@kadai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const cardPaymentsKey = ['payments', 'card'] as const;

export function cardPaymentsQueryOptions(state: PaymentAttemptState | undefined) {
  return queryOptions({
    queryKey: [...cardPaymentsKey, state ?? 'all'],
    queryFn: ({ signal }): Promise<CardPaymentsOverview> =>
      apiRequest(
        `/api/admin/payments/card${state ? `?state=${state}` : ''}`,
        cardPaymentsOverviewSchema.parse,
        {
          signal,
        },
      ),
    // Attempts awaiting an answer settle within minutes: keep the screen current.
    refetchInterval: 30_000,
  });
}

export function useCardPayments(state: PaymentAttemptState | undefined) {
  return useQuery(cardPaymentsQueryOptions(state));
}

export function useCompleteRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/payments/refunds/${id}/done`, () => null, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardPaymentsKey }),
  });
}

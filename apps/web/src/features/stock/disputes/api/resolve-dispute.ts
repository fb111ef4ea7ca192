import { type Dispute, disputeSchema, type ResolveDisputeRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { disputesQueryKey } from './list-disputes.ts';

export function resolveDispute(input: { id: number; request: ResolveDisputeRequest }): Promise<Dispute> {
  return apiRequest(`/api/stock/disputes/${input.id}/resolve`, disputeSchema.parse, {
    method: 'POST',
    body: input.request,
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    // Also after a 409 (settled by someone else meanwhile): the list then shows who did.
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}

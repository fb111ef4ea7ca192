import { type SubmitCountResponse, submitCountResponseSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { recountQueryKey } from './get-recount.ts';
import { countApprovalsQueryKey } from './list-count-approvals.ts';

/** Posts the count: each difference moves stock, or waits for an admin above the threshold. */
export function submitStockCount(countId: number): Promise<SubmitCountResponse> {
  return apiRequest(`/api/stock/recounts/${countId}/submit`, submitCountResponseSchema.parse, {
    method: 'POST',
  });
}

export function useSubmitStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitStockCount,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recountQueryKey }),
        queryClient.invalidateQueries({ queryKey: countApprovalsQueryKey }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { recountQueryKey } from './get-recount.ts';

/** Gives up the open count; nothing of it posts. */
export function discardStockCount(countId: number): Promise<void> {
  return apiRequest(`/api/stock/recounts/${countId}/discard`, () => undefined, { method: 'POST' });
}

export function useDiscardStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardStockCount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recountQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';
import { recountQueryKey } from './get-recount.ts';

const startedSchema = z.object({ id: z.number() });

/** Begins a count of the outlet, or joins the one somebody opened already. */
export function startStockCount(outletId: string): Promise<{ id: number }> {
  return apiRequest('/api/stock/recounts', startedSchema.parse, { method: 'POST', body: { outletId } });
}

export function useStartStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStockCount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recountQueryKey }),
  });
}

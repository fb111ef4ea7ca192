import { type SalesDay, type SaveSalesDayRequest, salesDaySchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { salesDayQueryKey } from './get-sales-day.ts';

/** The day's sales as typed in the grid, replacing the day's. */
export function saveSalesDay(request: SaveSalesDayRequest): Promise<SalesDay> {
  return apiRequest('/api/sales/day', salesDaySchema.parse, { method: 'PUT', body: request });
}

export function useSaveSalesDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalesDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesDayQueryKey }),
  });
}

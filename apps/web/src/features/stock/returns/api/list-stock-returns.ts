import { type StockReturn, stockReturnListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const stockReturnsQueryKey = ['stock', 'returns'] as const;

/** Returned to Warehouse: one store's returns, or every store's the user may see. */
export function listStockReturns(
  outletId: string | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<StockReturn[]> {
  const search = outletId ? `?${new URLSearchParams({ outletId })}` : '';
  return apiRequest(`/api/stock/returns${search}`, stockReturnListSchema.parse, { signal: options.signal });
}

export function useStockReturns(outletId: string | undefined) {
  return useQuery({
    queryKey: [...stockReturnsQueryKey, outletId ?? ''],
    queryFn: ({ signal }) => listStockReturns(outletId, { signal }),
  });
}

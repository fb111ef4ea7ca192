import {
  type InventoryGrid,
  inventoryGridSchema,
  type StockMoveRow,
  stockMoveListSchema,
} from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const inventoryGridQueryKey = ['stock', 'inventory'] as const;

export function getInventoryGrid(options: { signal?: AbortSignal } = {}): Promise<InventoryGrid> {
  return apiRequest('/api/stock/inventory', inventoryGridSchema.parse, { signal: options.signal });
}

export function useInventoryGrid() {
  return useQuery({
    queryKey: inventoryGridQueryKey,
    queryFn: ({ signal }) => getInventoryGrid({ signal }),
    refetchInterval: 60_000,
  });
}

/** The moves behind one number of the grid. */
export function listStockMoves(
  query: { productId: string; place: string },
  options: { signal?: AbortSignal } = {},
): Promise<StockMoveRow[]> {
  return apiRequest(`/api/stock/moves?${new URLSearchParams(query)}`, stockMoveListSchema.parse, {
    signal: options.signal,
  });
}

export function useStockMoves(query: { productId: string; place: string } | null) {
  return useQuery({
    queryKey: [...inventoryGridQueryKey, 'moves', query?.productId ?? '', query?.place ?? ''],
    queryFn: ({ signal }) => listStockMoves(query as { productId: string; place: string }, { signal }),
    enabled: query !== null,
  });
}

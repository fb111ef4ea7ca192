import { type OnHand, onHandSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const placeStockQueryKey = ['destruction', 'place-stock'] as const;

/** What the place holds now (the live ledger): what may be destroyed there. */
export function usePlaceStock(outletId: string) {
  return useQuery({
    queryKey: [...placeStockQueryKey, outletId],
    queryFn: ({ signal }) =>
      apiRequest<OnHand>(`/api/stock/on-hand?${new URLSearchParams({ outletId })}`, onHandSchema.parse, {
        signal,
      }),
  });
}

import { type OnHand, onHandSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const onHandQueryKey = ['stock', 'on-hand'] as const;

/** What a store (or the warehouse) holds now, from the live ledger. */
export function getOnHand(outletId: string, options: { signal?: AbortSignal } = {}): Promise<OnHand> {
  return apiRequest(`/api/stock/on-hand?${new URLSearchParams({ outletId })}`, onHandSchema.parse, {
    signal: options.signal,
  });
}

export function useOnHand(outletId: string) {
  return useQuery({
    queryKey: [...onHandQueryKey, outletId],
    queryFn: ({ signal }) => getOnHand(outletId, { signal }),
  });
}

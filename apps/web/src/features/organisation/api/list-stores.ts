import { type Store, storeListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const storesQueryKey = ['organisation', 'stores'] as const;

/** The stores (Adyar, Alwarpet, Neelankarai, T. Nagar): store staff book for one of them. */
export function listStores(options: { signal?: AbortSignal } = {}): Promise<Store[]> {
  return apiRequest('/dataapi/api/public/common/stores', storeListSchema.parse, { signal: options.signal });
}

export function useStores() {
  return useQuery(
    queryOptions({
      queryKey: storesQueryKey,
      queryFn: ({ signal }) => listStores({ signal }),
      staleTime: 10 * 60_000,
    }),
  );
}

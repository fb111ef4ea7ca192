import { type Trip, tripListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const tripsQueryKey = ['stock', 'trips'] as const;

/** Vans on the road with what each carries; for one outlet, what they bring it. */
export function listTrips(
  outletId: string | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<Trip[]> {
  const query = outletId ? `?${new URLSearchParams({ outletId })}` : '';
  return apiRequest(`/api/stock/trips${query}`, tripListSchema.parse, { signal: options.signal });
}

export function useTrips(outletId: string | undefined) {
  return useQuery({
    queryKey: [...tripsQueryKey, outletId ?? ''],
    queryFn: ({ signal }) => listTrips(outletId, { signal }),
    // A board people leave open in the warehouse: it follows the vans without a reload.
    refetchInterval: 60_000,
  });
}

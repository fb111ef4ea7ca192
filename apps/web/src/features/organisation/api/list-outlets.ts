import { type Outlet, outletListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const outletsQueryKey = ['organisation', 'outlets'] as const;

/** The four outlets and the warehouse pseudo-outlet (type 'warehouse'); callers pick what they need. */
export function listOutlets(options: { signal?: AbortSignal } = {}): Promise<Outlet[]> {
  return apiRequest('/dataapi/api/public/common/outlets', outletListSchema.parse, {
    signal: options.signal,
  });
}

export function outletsQueryOptions() {
  return queryOptions({
    queryKey: outletsQueryKey,
    queryFn: ({ signal }) => listOutlets({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useOutlets() {
  return useQuery(outletsQueryOptions());
}

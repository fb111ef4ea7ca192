import { type Dispute, disputeListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const disputesQueryKey = ['stock', 'disputes'] as const;

export interface DisputeFilter {
  /** One outlet's, or every outlet the user may see. */
  outletId?: string | undefined;
  state?: 'open' | 'resolved' | undefined;
}

export function listDisputes(
  filter: DisputeFilter,
  options: { signal?: AbortSignal } = {},
): Promise<Dispute[]> {
  const query = new URLSearchParams();
  if (filter.outletId) query.set('outletId', filter.outletId);
  if (filter.state) query.set('state', filter.state);
  return apiRequest(`/api/stock/disputes?${query}`, disputeListSchema.parse, { signal: options.signal });
}

export function useDisputes(filter: DisputeFilter) {
  return useQuery({
    queryKey: [...disputesQueryKey, filter.outletId ?? '', filter.state ?? ''],
    queryFn: ({ signal }) => listDisputes(filter, { signal }),
  });
}

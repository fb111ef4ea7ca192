import { type Dispute, disputeListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const disputesQueryKey = ['stock', 'disputes'] as const;

export interface DisputeFilter {
  /** One outlet's, or every outlet the user may see. */
  outletId?: string | undefined;
  state?: 'open' | 'resolved' | undefined;
}

function disputesSearch(filter: DisputeFilter): string {
  const query = new URLSearchParams();
  if (filter.outletId) query.set('outletId', filter.outletId);
  if (filter.state) query.set('state', filter.state);
  return `?${query}`;
}

export function listDisputes(
  filter: DisputeFilter,
  options: { signal?: AbortSignal } = {},
): Promise<Dispute[]> {
  return apiRequest(`/api/stock/disputes${disputesSearch(filter)}`, disputeListSchema.parse, {
    signal: options.signal,
  });
}

/** The XLSX of what the list shows: a plain link, the session cookie goes along and the server names the file. */
export function exportDisputesUrl(filter: DisputeFilter): string {
  return `/api/stock/disputes/export.xlsx${disputesSearch(filter)}`;
}

export function useDisputes(filter: DisputeFilter) {
  return useQuery({
    queryKey: [...disputesQueryKey, filter.outletId ?? '', filter.state ?? ''],
    queryFn: ({ signal }) => listDisputes(filter, { signal }),
  });
}

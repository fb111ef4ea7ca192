import { type CarryOverSheet, carryOverSheetSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const carryOverSheetQueryKey = ['carry-over', 'sheet'] as const;

/** A supplier's month: the ledger's closing to start from, or what was carried. */
export function getCarryOverSheet(
  options: { month: string; supplierId: string },
  request: { signal?: AbortSignal } = {},
): Promise<CarryOverSheet> {
  return apiRequest(`/api/carry-over/monthly?${new URLSearchParams(options)}`, carryOverSheetSchema.parse, {
    signal: request.signal,
  });
}

export function useCarryOverSheet(options: { month: string; supplierId: string | null }) {
  const { month, supplierId } = options;
  return useQuery({
    queryKey: [...carryOverSheetQueryKey, month, supplierId],
    queryFn: ({ signal }) => getCarryOverSheet({ month, supplierId: supplierId ?? '' }, { signal }),
    enabled: supplierId !== null,
  });
}

import { type Recount, recountSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const recountQueryKey = ['stock', 'recount'] as const;

/** Stock Recounts for an outlet: live stock, and what the open count found so far (kept on the server). */
export function getRecount(outletId: string, options: { signal?: AbortSignal } = {}): Promise<Recount> {
  return apiRequest(`/api/stock/recounts?${new URLSearchParams({ outletId })}`, recountSchema.parse, {
    signal: options.signal,
  });
}

/** '{outlet}_Recount' as XLSX: a plain link, the session cookie goes along and the server names the file. */
export function exportRecountUrl(outletId: string): string {
  return `/api/stock/recounts/export.xlsx?${new URLSearchParams({ outletId })}`;
}

export function useRecount(outletId: string) {
  return useQuery({
    queryKey: [...recountQueryKey, outletId],
    queryFn: ({ signal }) => getRecount(outletId, { signal }),
  });
}

import { type PackingDay, packingDaySchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const packingDayQueryKey = ['packing', 'day'] as const;

const search = (teamId: string) => new URLSearchParams({ teamId }).toString();

export function getPackingDay(teamId: string, options: { signal?: AbortSignal } = {}): Promise<PackingDay> {
  return apiRequest(`/api/packing/day?${search(teamId)}`, packingDaySchema.parse, { signal: options.signal });
}

/** The XLSX of what the page shows: a plain link, the session cookie goes along and the server names the file. */
export function exportPackingDayUrl(teamId: string): string {
  return `/api/packing/day/export.xlsx?${search(teamId)}`;
}

export function usePackingDay(teamId: string) {
  return useQuery({
    queryKey: [...packingDayQueryKey, teamId],
    queryFn: ({ signal }) => getPackingDay(teamId, { signal }),
  });
}

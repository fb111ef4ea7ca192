import { type MissedDispatch, missedDispatchListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export function listMissedDispatches(
  teamId: string,
  options: { signal?: AbortSignal } = {},
): Promise<MissedDispatch[]> {
  return apiRequest(
    `/api/stock/missed-dispatches?${new URLSearchParams({ teamId })}`,
    missedDispatchListSchema.parse,
    {
      signal: options.signal,
    },
  );
}

export function useMissedDispatches(teamId: string) {
  return useQuery({
    queryKey: ['stock', 'missed-dispatches', teamId],
    queryFn: ({ signal }) => listMissedDispatches(teamId, { signal }),
  });
}

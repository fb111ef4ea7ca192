import { type Dispatch, dispatchListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const dispatchesQueryKey = ['stock', 'dispatches'] as const;

/** Today's dispatches of a team, D1, D2 …: saved ones to confirm, dispatched ones on their way. */
export function listDispatches(teamId: string, options: { signal?: AbortSignal } = {}): Promise<Dispatch[]> {
  return apiRequest(`/api/stock/dispatches?${new URLSearchParams({ teamId })}`, dispatchListSchema.parse, {
    signal: options.signal,
  });
}

export function useDispatches(teamId: string) {
  return useQuery({
    queryKey: [...dispatchesQueryKey, teamId],
    queryFn: ({ signal }) => listDispatches(teamId, { signal }),
  });
}

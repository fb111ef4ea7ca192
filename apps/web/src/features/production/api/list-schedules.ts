import { type Schedule, scheduleListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stockQueryKey } from '../../named-queries/index.ts';

/** Under stockQueryKey: a post that invalidates production data refreshes the schedules too. */
export const schedulesQueryKey = [...stockQueryKey, 'schedules'] as const;

/** Today's schedules of a team, open and confirmed, by production number (kept on the server). */
export function listSchedules(options: { teamId: string; signal?: AbortSignal }): Promise<Schedule[]> {
  const search = new URLSearchParams({ teamId: options.teamId });
  return apiRequest(`/api/production/schedules?${search}`, scheduleListSchema.parse, {
    signal: options.signal,
  });
}

export function schedulesQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: [...schedulesQueryKey, teamId],
    queryFn: ({ signal }) => listSchedules({ teamId, signal }),
  });
}

export function useSchedules(teamId: string) {
  return useQuery(schedulesQueryOptions(teamId));
}

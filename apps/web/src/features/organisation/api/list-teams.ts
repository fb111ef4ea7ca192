import { type Team, teamListSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const teamsQueryKey = ['organisation', 'teams'] as const;

export function listTeams(options: { signal?: AbortSignal } = {}): Promise<Team[]> {
  return apiRequest('/dataapi/api/public/common/teams', teamListSchema.parse, { signal: options.signal });
}

export function teamsQueryOptions() {
  return queryOptions({
    queryKey: teamsQueryKey,
    queryFn: ({ signal }) => listTeams({ signal }),
    // Teams are renamed or recoloured rarely, and only through Edit Teams, which refreshes this list.
    staleTime: 5 * 60_000,
  });
}

export function useTeams() {
  return useQuery(teamsQueryOptions());
}

import { type Team, teamSchema, type UpdateTeamRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { teamsQueryKey } from './list-teams.ts';

export function updateTeam(input: { teamId: string; changes: UpdateTeamRequest }): Promise<Team> {
  return apiRequest(`/api/admin/teams/${encodeURIComponent(input.teamId)}`, teamSchema.parse, {
    method: 'PUT',
    body: input.changes,
  });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(teamsQueryKey, (teams) =>
        teams?.map((t) => (t.id === team.id ? team : t)),
      );
      return queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
  });
}

import { teamIdFromName } from '@kadai/contract';
import { useSearchParams } from 'react-router';

export interface TeamQuery {
  teamId: string;
  teamName: string;
}

/**
 * The team a production page works for, from its query (operations.md §2: teamId, teamName). A
 * link with only the name still works: §9 maps a team name to its id.
 */
export function useTeamQuery(): TeamQuery | null {
  const [params] = useSearchParams();
  const teamName = params.get('teamName')?.trim() ?? '';
  const teamId = params.get('teamId')?.trim() || (teamName ? teamIdFromName(teamName) : '');
  if (!teamId) return null;
  return { teamId, teamName: teamName || teamId };
}

/** The query that carries a team from one production page to the next. */
export function teamSearch(team: TeamQuery): string {
  return new URLSearchParams({ teamId: team.teamId, teamName: team.teamName }).toString();
}

import { Alert, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChooseScopeCard } from '../../../components/choose-scope-card.tsx';
import { PhoneTouchTheme } from '../../../components/phone-touch-theme.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useTeams } from '../../organisation/index.ts';
import { type TeamQuery, useTeamQuery } from '../hooks/use-team-query.ts';

/**
 * Production pages need a team. The task cards pass it in the query; from the side menu there is
 * none, so the page asks (a production user tied to one team goes straight to it). The team's
 * name is the server's, found by its id: a hand-edited teamName in the address never puts one
 * team's heading over another's rows. A production user on another team's page is told so.
 */
export function TeamGate(props: { title: string; children: (team: TeamQuery) => ReactNode }) {
  const team = useTeamQuery();
  const [, setParams] = useSearchParams();
  const user = useSignedUser();
  const teams = useTeams();

  const own = teams.data?.find((t) => t.id === user.data?.teamId);
  const choose = (teamId: string) => {
    const chosen = teams.data?.find((t) => t.id === teamId);
    if (chosen) setParams({ teamId: chosen.id, teamName: chosen.name }, { replace: true });
  };
  const known = team ? teams.data?.find((t) => t.id === team.teamId) : undefined;
  useEffect(() => {
    if (!team && own) setParams({ teamId: own.id, teamName: own.name }, { replace: true });
    // The address says another name: show the team's own, in the address too.
    if (team && known && team.teamName !== known.name) {
      setParams({ teamId: known.id, teamName: known.name }, { replace: true });
    }
  }, [team, own, known, setParams]);
  const location = useLocation();

  if (team) {
    if (teams.isPending || user.isPending) return <Spin />;
    if (!known) {
      return (
        <Alert
          type="warning"
          showIcon
          title={`There is no team "${team.teamId}".`}
          description="Choose a team from the dashboard."
        />
      );
    }
    const mine = user.data?.teamId;
    if (user.data?.role === 'production' && mine && mine !== known.id) {
      const ownTeam = teams.data?.find((t) => t.id === mine);
      return (
        <Alert
          type="info"
          showIcon
          title={`This page belongs to the ${known.name} team.`}
          description={
            ownTeam ? (
              <Link
                to={`${location.pathname}?${new URLSearchParams({ teamId: ownTeam.id, teamName: ownTeam.name })}`}
              >
                Open it for {ownTeam.name}
              </Link>
            ) : undefined
          }
        />
      );
    }
    return props.children({ teamId: known.id, teamName: known.name });
  }
  if (user.isPending || teams.isPending || own) return <Spin />;
  return <ChooseScopeCard title={props.title} what="team" options={teams.data ?? []} onChoose={choose} />;
}

/**
 * A production screen, for one team (the registry's role check has let its user in); on a phone its
 * controls are 44 px tap targets (a cook's thumb met 16 px checkboxes and 24 px boxes).
 */
export function ProductionPage(props: { title: string; children: (team: TeamQuery) => ReactNode }) {
  return (
    <PhoneTouchTheme>
      <TeamGate title={props.title}>{props.children}</TeamGate>
    </PhoneTouchTheme>
  );
}

import { Card, Select, Spin, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedUser } from '../../auth/index.ts';
import { useTeams } from '../../organisation/index.ts';
import { type TeamQuery, useTeamQuery } from '../hooks/use-team-query.ts';

/**
 * Production pages need a team. The task cards pass it in the query; from the side menu there is
 * none, so the page asks (a production user tied to one team goes straight to it).
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
  useEffect(() => {
    if (!team && own) setParams({ teamId: own.id, teamName: own.name }, { replace: true });
  }, [team, own, setParams]);

  if (team) return props.children(team);
  if (user.isPending || teams.isPending || own) return <Spin />;
  return (
    <Card title={props.title}>
      <Typography.Paragraph>Which team is this for?</Typography.Paragraph>
      <Select
        aria-label="Team"
        placeholder="Choose a team"
        style={{ minWidth: 220 }}
        options={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        onChange={choose}
      />
    </Card>
  );
}

/** A production screen, for one team (the registry's role check has let its user in). */
export function ProductionPage(props: { title: string; children: (team: TeamQuery) => ReactNode }) {
  return <TeamGate title={props.title}>{props.children}</TeamGate>;
}

import { type Outlet, type StaffScreen, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { Alert, Spin } from 'antd';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChooseScopeCard } from '../components/choose-scope-card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { LoadingBlock } from '../components/loading-block.tsx';
import { PhoneTouchTheme, TouchTheme } from '../components/phone-touch-theme.tsx';
import { useSignedUser } from '../features/auth/index.ts';
import { useOutlets, useTeams } from '../features/organisation/index.ts';
import { type TeamQuery, useTeamQuery } from '../features/production/index.ts';

/** What a page is given by its screen's scope: its team, its outlet, or nothing. */
export interface ScopedPageProps {
  team?: TeamQuery;
  outlet?: Outlet;
}

/**
 * How a scoped page's gate is drawn where the registry's entry does not say it: the page's own tap
 * targets around the gate too, so a storekeeper's chooser is as easy to hit as the page behind it
 * ('large': every control large), and the chooser's heading where it is not the screen's title.
 */
export interface ScopeGateLook {
  touch?: 'touch' | 'large';
  title?: string;
}

/** The address names a team or an outlet that does not exist. */
function NoSuchScope(props: { title: string; what: 'a team' | 'an outlet' }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={props.title}
      description={`Choose ${props.what} from the dashboard.`}
    />
  );
}

/** A user tied to one team or outlet on another's page: a link to the same page for their own. */
function NotYourScope(props: {
  title: string;
  own: { name: string; query: Record<string, string> } | undefined;
}) {
  const location = useLocation();
  return (
    <Alert
      type="info"
      showIcon
      title={props.title}
      description={
        props.own ? (
          <Link to={`${location.pathname}?${new URLSearchParams(props.own.query)}`}>
            Open it for {props.own.name}
          </Link>
        ) : undefined
      }
    />
  );
}

/**
 * A production page needs a team. The task cards pass it in the query; from the side menu there is
 * none, so the page asks (a production user tied to one team goes straight to it). The team's name
 * is the server's, found by its id: a hand-edited teamName in the address never puts one team's
 * heading over another's rows. A production user on another team's page is told so.
 */
function TeamGate(props: { title: string; children: (team: TeamQuery) => ReactNode }) {
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

  if (team) {
    if (teams.isPending || user.isPending) return <Spin />;
    if (!known) return <NoSuchScope title={`There is no team "${team.teamId}".`} what="a team" />;
    const mine = user.data?.teamId;
    if (user.data?.role === 'production' && mine && mine !== known.id) {
      const ownTeam = teams.data?.find((t) => t.id === mine);
      return (
        <NotYourScope
          title={`This page belongs to the ${known.name} team.`}
          own={ownTeam && { name: ownTeam.name, query: { teamId: ownTeam.id, teamName: ownTeam.name } }}
        />
      );
    }
    return props.children({ teamId: known.id, teamName: known.name });
  }
  if (user.isPending || teams.isPending || own) return <Spin />;
  return <ChooseScopeCard title={props.title} what="team" options={teams.data ?? []} onChoose={choose} />;
}

/**
 * An outlet page needs an outlet (operations.md §2: outletId). The task cards pass it; from the side
 * menu there is none, so the page asks (an outlet user tied to one outlet goes straight to it). An
 * outlet user on another outlet's page is told so: the server refuses that outlet's data anyway.
 */
function OutletGate(props: { title: string; children: (outlet: Outlet) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const outletId = params.get('outletId')?.trim() ?? '';
  const user = useSignedUser();
  const outlets = useOutlets();
  const own = user.data?.role === 'outlet' ? user.data.outletId : null;

  useEffect(() => {
    if (!outletId && own) setParams({ outletId: own }, { replace: true });
  }, [outletId, own, setParams]);

  if (outlets.isError)
    return <LoadError what="the outlets" error={outlets.error} onRetry={() => outlets.refetch()} />;
  if (outlets.isPending || user.isPending || (!outletId && own))
    return <LoadingBlock label="Loading the outlets" />;
  const choices = outlets.data.filter((o) => o.id !== WAREHOUSE_OUTLET_ID);

  if (outletId) {
    const known = outlets.data.find((o) => o.id === outletId);
    if (!known) return <NoSuchScope title={`There is no outlet "${outletId}".`} what="an outlet" />;
    if (own && own !== known.id) {
      const ownOutlet = outlets.data.find((o) => o.id === own);
      return (
        <NotYourScope
          title={`This page belongs to ${known.name}.`}
          own={ownOutlet && { name: ownOutlet.name, query: { outletId: ownOutlet.id } }}
        />
      );
    }
    return props.children(known);
  }
  return (
    <ChooseScopeCard
      title={props.title}
      what="outlet"
      options={choices}
      onChoose={(id) => setParams({ outletId: id }, { replace: true })}
    />
  );
}

/**
 * A screen's page with whose data it shows, as its registry entry's scope says: a team's page once a
 * team is chosen, an outlet's once an outlet is, drawn afresh for another one (nothing typed for one
 * team is left on another's page). A team's page has a cook's 44 px tap targets on a phone.
 */
export function ScopeGate(props: {
  screen: StaffScreen;
  page: ComponentType<ScopedPageProps>;
  look?: ScopeGateLook;
}) {
  const { screen, page: Page, look } = props;
  const title = look?.title ?? screen.title;
  if (screen.scope === 'none') return <Page />;
  const gated =
    screen.scope === 'team' ? (
      <PhoneTouchTheme>
        <TeamGate title={title}>{(team) => <Page key={team.teamId} team={team} />}</TeamGate>
      </PhoneTouchTheme>
    ) : (
      <OutletGate title={title}>{(outlet) => <Page key={outlet.id} outlet={outlet} />}</OutletGate>
    );
  return look?.touch ? <TouchTheme large={look.touch === 'large'}>{gated}</TouchTheme> : gated;
}

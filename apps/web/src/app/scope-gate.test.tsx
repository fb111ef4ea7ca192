import {
  type Outlet,
  type Role,
  type SignedUser,
  STAFF_SCREENS,
  type StaffScreen,
  type Team,
} from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signedUserQueryKey } from '../features/auth/api/get-signed-user.ts';
import { outletsQueryKey } from '../features/organisation/api/list-outlets.ts';
import { teamsQueryKey } from '../features/organisation/api/list-teams.ts';
import type { ScopedPageProps } from './scope-gate.tsx';
import { screenRoute } from './staff-routes.tsx';

/** Every page stands in for itself: it says what the gate handed it, and nothing else. */
function ProbePage(props: ScopedPageProps) {
  return (
    <p>
      {props.team ? `page for team ${props.team.teamId} (${props.team.teamName})` : ''}
      {props.outlet ? `page for outlet ${props.outlet.id}` : ''}
      {!props.team && !props.outlet ? 'page for nobody in particular' : ''}
    </p>
  );
}

vi.mock('./staff-pages.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./staff-pages.tsx')>();
  return {
    ...real,
    STAFF_PAGES: new Proxy({}, { get: () => () => Promise.resolve(ProbePage) }),
  };
});

const TEAMS: Team[] = [
  { id: 'snacks', name: 'Snacks', colour: '#000000' },
  { id: 'baking', name: 'Baking', colour: '#000000' },
];
const OUTLETS: Outlet[] = [
  { id: 'adyar', name: 'Adyar', type: 'outlet', colour: '#000000' },
  { id: 'tnagar', name: 'T. Nagar', type: 'outlet', colour: '#000000' },
];

const admin: SignedUser = {
  id: 1,
  username: 'admin-user',
  displayName: 'An admin',
  role: 'admin' as Role,
  teamId: null,
  outletId: null,
  storeId: null,
};

/** The route of `screen` at `path` for `user`, with the teams and outlets known, drawn to HTML. */
async function render(screen: StaffScreen, path: string, user: SignedUser = admin): Promise<string> {
  const route = screenRoute(screen);
  if (!route?.page) throw new Error(`no page for ${screen.path}`);
  const Component = await route.page.preload();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(signedUserQueryKey, user);
  queryClient.setQueryData(teamsQueryKey, TEAMS);
  queryClient.setQueryData(outletsQueryKey, OUTLETS);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Component />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const built: readonly StaffScreen[] = STAFF_SCREENS.filter((screen) => screen.page !== undefined);

describe("each screen's page behind the gate its registry entry's scope declares", () => {
  it('has screens of each scope to check', () => {
    for (const scope of ['none', 'team', 'outlet'] as const) {
      expect(built.some((screen) => screen.scope === scope)).toBe(true);
    }
  });

  for (const screen of built) {
    if (screen.scope === 'team') {
      it(`asks which team ${screen.path} is for, then draws its page for that team`, async () => {
        const asked = await render(screen, screen.path);
        expect(asked).toContain('Choose a team');
        expect(asked).not.toContain('page for');

        const chosen = await render(screen, `${screen.path}?teamId=snacks&teamName=Snacks`);
        expect(chosen).toContain('page for team snacks (Snacks)');
        expect(chosen).not.toContain('Choose a team');
      });
    } else if (screen.scope === 'outlet') {
      it(`asks which outlet ${screen.path} is for, then draws its page for that outlet`, async () => {
        const asked = await render(screen, screen.path);
        expect(asked).toContain('Choose an outlet');
        expect(asked).not.toContain('page for');

        const chosen = await render(screen, `${screen.path}?outletId=adyar`);
        expect(chosen).toContain('page for outlet adyar');
        expect(chosen).not.toContain('Choose an outlet');
      });
    } else {
      it(`draws ${screen.path}'s page at once, for no team or outlet`, async () => {
        const html = await render(screen, `${screen.path}?teamId=snacks&outletId=adyar`);
        expect(html).toContain('page for nobody in particular');
        expect(html).not.toContain('Choose a team');
        expect(html).not.toContain('Choose an outlet');
      });
    }
  }
});

describe('the gate, for a team or outlet the address names', () => {
  const teamScreen = built.find((screen) => screen.path === '/planning');
  const outletScreen = built.find((screen) => screen.path === '/stock-received');
  if (!teamScreen || !outletScreen) throw new Error('need /planning and /stock-received in the registry');
  const baker: SignedUser = { ...admin, role: 'production', teamId: 'baking' };
  const adyar: SignedUser = { ...admin, role: 'outlet', outletId: 'adyar' };

  it('says there is no such team or outlet, and where to choose one', async () => {
    const team = await render(teamScreen, `${teamScreen.path}?teamId=pickles`);
    expect(team).toContain('There is no team &quot;pickles&quot;.');
    expect(team).toContain('Choose a team from the dashboard.');
    const outlet = await render(outletScreen, `${outletScreen.path}?outletId=nowhere`);
    expect(outlet).toContain('There is no outlet &quot;nowhere&quot;.');
    expect(outlet).toContain('Choose an outlet from the dashboard.');
  });

  it("shows the team's own name, whatever name the address gives it", async () => {
    const html = await render(teamScreen, `${teamScreen.path}?teamId=snacks&teamName=Pickles`);
    expect(html).toContain('page for team snacks (Snacks)');
  });

  it("tells a production user on another team's page whose it is, with a link to their own", async () => {
    const html = await render(teamScreen, `${teamScreen.path}?teamId=snacks&teamName=Snacks`, baker);
    expect(html).toContain('This page belongs to the Snacks team.');
    expect(html).toContain(`href="${teamScreen.path}?teamId=baking&amp;teamName=Baking"`);
    expect(html).not.toContain('page for');
  });

  it("tells an outlet user on another outlet's page whose it is, with a link to their own", async () => {
    const html = await render(outletScreen, `${outletScreen.path}?outletId=tnagar`, adyar);
    expect(html).toContain('This page belongs to T. Nagar.');
    expect(html).toContain(`href="${outletScreen.path}?outletId=adyar"`);
    expect(html).not.toContain('page for');
  });

  it('lets a user tied to a team or outlet open their own, and waits for it without asking', async () => {
    expect(await render(teamScreen, `${teamScreen.path}?teamId=baking`, baker)).toContain(
      'page for team baking',
    );
    expect(await render(outletScreen, `${outletScreen.path}?outletId=adyar`, adyar)).toContain(
      'page for outlet adyar',
    );
    // With none in the address, their own is put there (after drawing): no chooser meanwhile.
    expect(await render(teamScreen, teamScreen.path, baker)).not.toContain('Choose a team');
    expect(await render(outletScreen, outletScreen.path, adyar)).not.toContain('Choose an outlet');
  });
});

import {
  canOpen,
  inStoreFrame,
  ROLES,
  type Role,
  type SignedUser,
  STAFF_SCREENS,
  STORE_SCREENS,
  type StaffScreen,
} from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedUserQueryKey } from '../features/auth/api/get-signed-user.ts';
import { RequireStaff, startSignInCheck } from './require-staff.tsx';
import { screenRoute, staffRoutes } from './staff-routes.tsx';
import { StoreScreensNav } from './store-layout.tsx';
import { isStorePath, storeRoutes } from './store-routes.tsx';

const all: readonly StaffScreen[] = STAFF_SCREENS;
// The store screens sit in the store frame, under the sign-in check.
const storeScreenRoutes = storeRoutes.children?.[0]?.children ?? [];
// The store staff's daily screens are the store frame's (below).
const screens: readonly StaffScreen[] = all.filter((s) => !inStoreFrame(s));

function userWith(role: Role): SignedUser {
  return {
    id: 1,
    username: `${role}-user`,
    displayName: `A ${role}`,
    role,
    teamId: null,
    outletId: null,
    storeId: null,
  };
}

/** The route's page as its user would get it, drawn to HTML (a store screen's in the store frame). */
async function render(screen: StaffScreen, role: Role): Promise<string> {
  const route = inStoreFrame(screen)
    ? storeScreenRoutes.find((r) => `/${r.path}` === screen.path)
    : screenRoute(screen);
  if (!route?.page) throw new Error(`no page for ${screen.path}`);
  const Component = await route.page.preload();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(signedUserQueryKey, userWith(role));
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[screen.path]}>
        <Component />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the staff routes, derived from the registry', () => {
  it('has one route per screen, at its path, under the signed-in frame', () => {
    const signedIn = staffRoutes.children?.[1];
    expect(signedIn?.children?.map((r) => `/${r.path}`)).toEqual(screens.map((s) => s.path));
  });

  for (const screen of all) {
    const refused = ROLES.find((role) => !canOpen(screen.roles, role));
    if (refused) {
      it(`refuses ${screen.path} to a ${refused} user`, async () => {
        const html = await render(screen, refused);
        expect(html).toContain('Not for your role');
      });
    }
    if (screen.page === undefined) {
      it(`answers ${screen.path}, not built yet, with its title and "Coming soon" to those it is for`, async () => {
        const allowed = ROLES.find((role) => role !== 'admin' && canOpen(screen.roles, role)) ?? 'admin';
        const html = await render(screen, allowed);
        expect(html).not.toContain('Not for your role');
        expect(html).toContain(screen.title);
        expect(html).toContain('Coming soon');
      });
    }
  }
});

describe('the store frame’s routes, derived from the registry', () => {
  const storeScreens = all.filter(inStoreFrame);

  it('has the vegetable bookings, and the staff frame every other screen: each screen once', () => {
    expect(storeScreens.map((s) => s.path)).toEqual(['/vegstock', '/vegwastages']);
    expect(STORE_SCREENS).toEqual(storeScreens);
    expect(storeScreenRoutes.map((r) => `/${r.path}`)).toEqual(storeScreens.map((s) => s.path));
  });

  it('needs a session, as the staff frame does', () => {
    const signedIn = staffRoutes.children?.[1];
    expect(storeRoutes.start).toBe(startSignInCheck);
    expect(signedIn?.start).toBe(startSignInCheck);
    expect(storeRoutes.page?.Component).toBe(RequireStaff);
    expect(signedIn?.page?.Component).toBe(RequireStaff);
  });

  it('knows its own paths, and no other', () => {
    expect(isStorePath('/vegstock')).toBe(true);
    expect(isStorePath('/vegwastages/')).toBe(true);
    expect(isStorePath('/vegetable-bookings')).toBe(false);
    expect(isStorePath('/links')).toBe(false);
  });

  it('refuses in the staff frame’s words', async () => {
    const [screen] = storeScreens;
    if (!screen) throw new Error('no store screen');
    expect(await render(screen, 'outlet')).toContain(
      'Your account cannot use this page. Ask an admin if you need it.',
    );
  });

  it('leads from one store screen to the other for whoever may open both, the open one marked', () => {
    const nav = (role: Role) =>
      renderToString(
        <MemoryRouter initialEntries={['/vegwastages']}>
          <StoreScreensNav user={userWith(role)} />
        </MemoryRouter>,
      );
    for (const role of ['store-staff', 'admin'] as const) {
      const html = nav(role);
      expect(html).toContain('aria-label="Store screens"');
      expect(html).toMatch(/<a[^>]*href="\/vegstock"[^>]*>Vegetable Stock<\/a>/);
      expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/vegwastages"[^>]*>Vegetable Wastage<\/a>/);
    }
    expect(nav('outlet')).toBe('');
  });

  it('links to the links page for everyone signed in, since every role opens screens besides these', () => {
    const others = screens.filter((s) => s.page !== undefined && s.path !== '/links');
    for (const role of ROLES)
      expect(
        others.some((s) => canOpen(s.roles, role)),
        role,
      ).toBe(true);
  });
});

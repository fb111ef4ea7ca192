import { canOpen, ROLES, type Role, type SignedUser, STAFF_SCREENS, type StaffScreen } from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedUserQueryKey } from '../features/auth/api/get-signed-user.ts';
import { screenRoute, staffRoutes } from './staff-routes.tsx';

const screens: readonly StaffScreen[] = STAFF_SCREENS;

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

/** The route's page as its user would get it, drawn to HTML. */
async function render(screen: StaffScreen, role: Role): Promise<string> {
  const route = screenRoute(screen);
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  const { Component } = await lazy();
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

  for (const screen of screens) {
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

import {
  inStoreFrame,
  STAFF_SCREENS,
  type StaffFramePageName,
  type StaffPageName,
  type StaffScreen,
} from '@kadai/contract';
import type { ComponentType } from 'react';
import type { AppRoute } from './app-route.tsx';
import { lazyPage, readyPage } from './lazy-page.tsx';
import { RequireStaff, startSignInCheck } from './require-staff.tsx';
import type { ScopedPageProps } from './scope-gate.tsx';
import { STAFF_PAGE_DATA } from './staff-page-data.ts';

/**
 * What a screen shows inside its role check: "Coming soon" while it has no page; its page, behind the
 * choice of a team or an outlet its scope declares. The gate's code comes beside the page's, and only
 * for a scoped screen: the first page after sign-in (/links) has no scope.
 */
async function screenBody(screen: StaffScreen): Promise<ComponentType> {
  const page = screen.page as StaffFramePageName | undefined;
  // A screen not built yet says so to anyone it is for, without asking for a team or an outlet.
  if (page === undefined) {
    const { ComingSoonPage } = await import('./coming-soon-page.tsx');
    return () => <ComingSoonPage title={screen.title} />;
  }
  const [{ STAFF_PAGES, SCOPE_GATE_LOOKS }, gate] = await Promise.all([
    import('./staff-pages.tsx'),
    screen.scope === 'none' ? undefined : import('./scope-gate.tsx'),
  ]);
  // The gate hands each page the scope its entry declares, which STAFF_PAGES' type ties it to.
  const Page = (await STAFF_PAGES[page]()) as ComponentType<ScopedPageProps>;
  if (gate === undefined) return Page;
  return () => <gate.ScopeGate screen={screen} page={Page} look={SCOPE_GATE_LOOKS[page]} />;
}

/**
 * A registry entry's route: its page (or "Coming soon" while it has none) inside the role check
 * the entry declares, and behind the choice of a team or an outlet its scope declares. Nothing here
 * names a screen: the registry does.
 */
export function screenRoute(screen: StaffScreen): AppRoute {
  return {
    path: screen.path.slice(1),
    // The page's first request (if it has one) starts now, beside the sign-in check and its code.
    start: () => {
      const data = screen.page === undefined ? undefined : STAFF_PAGE_DATA[screen.page as StaffPageName];
      void data?.().catch(() => undefined);
    },
    page: lazyPage(async () => {
      const [{ RequireRole }, Body] = await Promise.all([
        import('../features/auth/index.ts'),
        screenBody(screen),
      ]);
      // Each staff tab says which screen it is, not the shop's name.
      return function StaffScreenPage() {
        return (
          <RequireRole roles={screen.roles}>
            <title>{`${screen.title} · Kadai staff`}</title>
            <Body />
          </RequireRole>
        );
      };
    }),
  };
}

/**
 * Staff screens, under their own lazy frame: none of their code reaches a customer's phone, nor
 * does this list (staff-or-not-found.tsx adds it when a staff path is first visited). /adminlogin
 * shows the frame without needing a session; every other screen needs one.
 */
export const staffRoutes: AppRoute = {
  // The shop's antd theme around the whole frame: every staff page is built with antd. The frame, the
  // sign-in page and each screen's pieces (role check, scope gate, "Coming soon") are chunks of their
  // own: /links once downloaded the sign-in form, the team and outlet chooser and "Coming soon" too.
  page: lazyPage(() =>
    Promise.all([import('./staff-layout.tsx'), import('./antd-theme.tsx')]).then(([m, theme]) =>
      theme.withAntdTheme(m.StaffLayout),
    ),
  ),
  children: [
    {
      path: 'adminlogin',
      page: lazyPage(() =>
        import('../features/auth/pages/admin-login-page.tsx').then((m) => m.AdminLoginPage),
      ),
    },
    {
      // Not in the frame's chunk: the sign-in check starts at once, while the frame and the page load.
      start: startSignInCheck,
      page: readyPage(RequireStaff),
      // The store staff's daily screens are in the plain store frame (store-routes.tsx).
      children: (STAFF_SCREENS as readonly StaffScreen[])
        .filter((screen) => !inStoreFrame(screen))
        .map(screenRoute),
    },
  ],
};

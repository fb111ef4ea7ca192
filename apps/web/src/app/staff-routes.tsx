import { STAFF_SCREENS, type StaffPageName, type StaffScreen } from '@kadai/contract';
import type { RouteObject } from 'react-router';
import { requireStaffLoader } from './require-staff.tsx';
import type { ScopedPageProps } from './scope-gate.tsx';
import { STAFF_PAGE_DATA } from './staff-page-data.ts';

/** The staff frame's chunk, which loads each page's own (see staff-pages.tsx). */
const pages = () => import('./staff-pages.tsx');

/**
 * A registry entry's route: its page (or "Coming soon" while it has none) inside the role check
 * the entry declares, and behind the choice of a team or an outlet its scope declares. Nothing here
 * names a screen: the registry does.
 */
export function screenRoute(screen: StaffScreen): RouteObject {
  return {
    path: screen.path.slice(1),
    handle: { screen },
    // The page's first request (if it has one) starts now, beside the sign-in check and its code.
    loader: () => {
      const data = screen.page === undefined ? undefined : STAFF_PAGE_DATA[screen.page as StaffPageName];
      void data?.().catch(() => undefined);
      return null;
    },
    lazy: () =>
      pages().then(async (m) => {
        const page = screen.page as StaffPageName | undefined;
        // A screen not built yet says so to anyone it is for, without asking for a team or an outlet.
        // The gate hands each page the scope its entry declares, which STAFF_PAGES' type ties it to.
        const Page =
          page === undefined
            ? () => <m.ComingSoonPage title={screen.title} />
            : ((await m.STAFF_PAGES[page]()) as React.ComponentType<ScopedPageProps>);
        return {
          // Each staff tab says which screen it is, not the shop's name.
          Component: () => (
            <m.RequireRole roles={screen.roles}>
              <title>{`${screen.title} · Kadai staff`}</title>
              {page === undefined ? (
                <Page />
              ) : (
                <m.ScopeGate screen={screen} page={Page} look={m.SCOPE_GATE_LOOKS[page]} />
              )}
            </m.RequireRole>
          ),
        };
      }),
  };
}

/**
 * Staff screens, under their own lazy frame: none of their code reaches a customer's phone, nor
 * does this list (staff-route-discovery.ts adds it when a staff path is first visited). /adminlogin
 * shows the frame without needing a session; every other screen needs one.
 */
export const staffRoutes: RouteObject = {
  // The shop's antd theme around the whole frame: every staff page is built with antd.
  lazy: () =>
    Promise.all([pages(), import('./antd-theme.tsx')]).then(([m, theme]) => ({
      Component: theme.withAntdTheme(m.StaffLayout),
    })),
  children: [
    { path: 'adminlogin', lazy: () => pages().then((m) => ({ Component: m.AdminLoginPage })) },
    {
      // Not in the frame's chunk: the sign-in check starts at once, while the frame and the page load.
      loader: requireStaffLoader,
      lazy: () => pages().then((m) => ({ Component: m.RequireStaff })),
      children: STAFF_SCREENS.map(screenRoute),
    },
  ],
};

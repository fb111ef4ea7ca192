import { STORE_SCREENS, type StaffScreen, type StorePageName } from '@kadai/contract';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { AppRoute } from './app-route.tsx';
import { lazyPage, readyPage } from './lazy-page.tsx';
import { RequireStaff, startSignInCheck } from './require-staff.tsx';
import type { StorePageProps } from './store-layout.tsx';

/** The store frame's chunk (plain markup: no antd, no side menu). */
const frame = () => import('./store-layout.tsx');

/** Each store-frame page by its registry name, in a chunk of its own. */
const STORE_PAGES = {
  'veg-stock': () =>
    import('../features/bookings/pages/veg-booking-page.tsx').then((m) => (props: StorePageProps) => (
      <m.VegBookingPage kind="stock" {...props} />
    )),
  'veg-wastage': () =>
    import('../features/bookings/pages/veg-booking-page.tsx').then((m) => (props: StorePageProps) => (
      <m.VegBookingPage kind="wastage" {...props} />
    )),
} satisfies { [P in StorePageName]: () => Promise<ComponentType<StorePageProps>> };

/** A store screen's route: its page behind the same role check its registry entry gives the staff frame. */
function storeScreenRoute(screen: StaffScreen): AppRoute {
  return {
    path: screen.path.slice(1),
    page: lazyPage(() =>
      Promise.all([frame(), STORE_PAGES[screen.page as StorePageName]()]).then(
        ([m, Page]) =>
          function StoreScreenPage() {
            return <m.StoreScreen screen={screen} page={Page} />;
          },
      ),
    ),
  };
}

/**
 * The store staff's daily screens (the vegetable bookings), in the plain store frame: a store's
 * phone on a mobile network downloads neither antd nor the staff frame for them (decision 030).
 * Added beside the staff routes (staff-or-not-found.tsx); they need a session as those do.
 */
export const storeRoutes: AppRoute = {
  start: startSignInCheck,
  page: readyPage(RequireStaff),
  children: [
    {
      page: lazyPage(() => frame().then((m) => m.StoreLayout)),
      children: (STORE_SCREENS as readonly StaffScreen[]).map(storeScreenRoute),
    },
  ],
};

/** Whether `path` is a store screen's, which needs nothing of the staff frame's route list. */
export function isStorePath(path: string): boolean {
  return STORE_SCREENS.some((screen) => matchPath(screen.path, path) !== null);
}

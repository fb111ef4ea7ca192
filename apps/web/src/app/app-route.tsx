import { type Location, matchRoutes, Outlet, type RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page.tsx';

/**
 * One route of the app: a path, the code it draws and what it asks for at navigation. Drawn by React
 * Router's declarative routes (`useRoutes`), not its data router: the data router's loaders, lazy
 * routes and route patching were 14 kB (brotli) of the 116 kB every page downloads first, and what
 * the app used them for is here — code loaded beside the first request, a sign-in check before a
 * staff page (require-staff.tsx), the staff routes' list added when a staff path is first visited (staff-or-not-found.tsx).
 */
export interface AppRoute {
  path?: string;
  index?: true;
  /** The route's code: its page, or its frame drawing an `<Outlet />`; without one, just the outlet. */
  page?: LazyPage;
  /** Asked for when the route is entered, beside its code, never awaited (a prefetch). */
  start?: () => void;
  children?: AppRoute[];
}

/** The route objects `useRoutes` draws, each carrying its AppRoute (`handle`) for matchRoutes. */
export function toRouteObjects(list: readonly AppRoute[]): RouteObject[] {
  return list.map((route) => {
    const element = routeElement(route);
    if (route.index) return { index: true, element, handle: route };
    return {
      path: route.path,
      element,
      handle: route,
      children: route.children && toRouteObjects(route.children),
    };
  });
}

function routeElement(route: AppRoute) {
  return <RouteEntry route={route} />;
}

function RouteEntry({ route }: { route: AppRoute }) {
  const Page = route.page?.Component;
  return Page ? <Page /> : <Outlet />;
}

/** Which navigation each route was last started for: a draw drawn twice (StrictMode) asks once. */
const startedFor = new WeakMap<AppRoute, string>();

/**
 * The routes `location` matches: each one's first request starts, and each one's code (frame and
 * page alike) starts loading at once, side by side, rather than each after its parent has arrived.
 */
export function startMatched(
  objects: RouteObject[],
  location: Pick<Location, 'pathname' | 'key'>,
): AppRoute[] {
  const matched = (matchRoutes(objects, location.pathname) ?? []).map(
    ({ route }) => route.handle as AppRoute,
  );
  for (const route of matched) {
    if (startedFor.get(route) === location.key) continue;
    startedFor.set(route, location.key);
    route.start?.();
    route.page?.preload().catch(() => undefined);
  }
  return matched;
}

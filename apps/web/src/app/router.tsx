import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';
import { staffRouteDiscovery } from './staff-route-discovery.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The router, with the first page's lazy routes already loaded. Left to the router, a lazy route is
 * loaded after the first render (its HydrateFallback), in a task of its own that queues behind
 * whatever arrived meanwhile (the catalogue's parse), and the page is then drawn in a transition,
 * cut into 5 ms slices: on the bench's emulated phone that was a spinner's render and layout and a
 * wait of ~200 ms for modules index.html had already fetched. A path no customer route claims (a
 * staff path reaches `*`) is left to the router: its routes are added on navigation.
 */
export async function createAppRouter(): Promise<Router> {
  const matches = matchRoutes(routes, window.location) ?? [];
  if (matches.at(-1)?.route.path !== '*') {
    await Promise.all(matches.map(({ route }) => loadLazyRoute(route)));
  }
  return createBrowserRouter(routes, { patchRoutesOnNavigation: staffRouteDiscovery() });
}

/** A route's module, or nothing when it fails: the router then loads it itself and shows its error. */
async function loadLazyRoute(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  try {
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  } catch {
    // Left lazy: the router tries again and shows its error page (RouteError) if that fails too.
  }
}

export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} />;
}

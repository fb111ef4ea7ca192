import { Suspense } from 'react';
import { type Location, useLocation, useRoutes } from 'react-router';
import { startMatched, toRouteObjects } from './app-route.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { routes } from './routes.tsx';

const customerObjects = toRouteObjects(routes);

/**
 * The key React Router gives the location the page opened at (its browser history reads it from
 * history.state, else "default"), so what is started before the first draw is not started again by it.
 */
function openingLocation(): Pick<Location, 'pathname' | 'key'> {
  const state = window.history.state as { key?: unknown } | null;
  return {
    pathname: window.location.pathname,
    key: typeof state?.key === 'string' && state.key ? state.key : 'default',
  };
}

/**
 * The first page's code, loaded before the first draw: drawn at once, with no spinner drawn and laid
 * out first and no second draw (index.html shows its own "Loading…" until then). A path no customer
 * page claims is a staff page's, or "page not found": its route list comes first, then its code.
 * A failure is left to the draw, which tries again and shows its error page (RouteError).
 */
export async function loadFirstPage(): Promise<void> {
  const location = openingLocation();
  const matched = startMatched(customerObjects, location);
  try {
    await Promise.all(matched.map((route) => route.page?.preload()));
    const last = matched.at(-1);
    if (last?.path === '*') {
      const { staffObjectsFor } = await import('./staff-or-not-found.tsx');
      const staffMatched = startMatched(await staffObjectsFor(location.pathname), location);
      await Promise.all(staffMatched.map((route) => route.page?.preload()));
    }
  } catch {
    // Drawn anyway: the page's draw loads it again or shows why not.
  }
}

function CustomerRoutes() {
  const location = useLocation();
  startMatched(customerObjects, location);
  return useRoutes(customerObjects, location);
}

/**
 * Every page, under one error page and one loading state. A page's code that is still on its way
 * keeps the page before it on screen (React Router navigates in a transition); only a first visit
 * whose code is not here yet shows "Loading…".
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location.key}>
      <Suspense fallback={<PageLoading />}>
        <CustomerRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

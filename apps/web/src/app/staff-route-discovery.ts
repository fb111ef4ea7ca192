import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { ROOT_ROUTE_ID } from './routes.tsx';

/**
 * The staff routes, added the first time a path reaches the customer's "page not found" (every staff
 * path does, until they are here): React Router asks before it settles on a `*` or a path with a
 * parameter, since a route not yet added might match better. A customer page with a parameter
 * (a thank-you page's order id) is that page, never a staff one, so it loads nothing more; a path
 * that matches nothing once the staff routes are here is still the customer's "page not found".
 */
export function staffRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ matches, patch, signal }) => {
    if (added) return;
    const deepest = matches.at(-1)?.route;
    if (deepest !== undefined && deepest.path !== '*') return;
    const { staffRoutes } = await import('./staff-routes.tsx');
    // A navigation left behind adds nothing; the next one asks again.
    if (added || signal.aborted) return;
    patch(ROOT_ROUTE_ID, [staffRoutes]);
    added = true;
  };
}

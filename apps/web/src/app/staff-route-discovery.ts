import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { ROOT_ROUTE_ID } from './routes.tsx';

/**
 * The staff routes, added the first time a path reaches the customer's "page not found" (every staff
 * path does, until they are here): React Router asks before it settles on a `*` or a path with a
 * parameter, since a route not yet added might match better. A customer page with a parameter
 * (a thank-you page's order id) is that page, never a staff one, so it loads nothing more; a path
 * that matches nothing once the staff routes are here is still the customer's "page not found".
 *
 * The store frame's few routes (store-routes.tsx) come first: a store's phone opening its booking
 * page loads them and not the staff frame's list; any other path then loads that list too.
 */
export function staffRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let storeAdded = false;
  let staffAdded = false;
  return async ({ path, matches, patch, signal }) => {
    if (staffAdded) return;
    const deepest = matches.at(-1)?.route;
    if (deepest !== undefined && deepest.path !== '*') return;
    if (!storeAdded) {
      const { storeRoutes, isStorePath } = await import('./store-routes.tsx');
      // A navigation left behind adds nothing; the next one asks again.
      if (signal.aborted) return;
      if (!storeAdded) patch(ROOT_ROUTE_ID, [storeRoutes]);
      storeAdded = true;
      if (isStorePath(path)) return;
    }
    const { staffRoutes } = await import('./staff-routes.tsx');
    if (staffAdded || signal.aborted) return;
    patch(ROOT_ROUTE_ID, [staffRoutes]);
    staffAdded = true;
  };
}

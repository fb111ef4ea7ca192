import { use } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { type AppRoute, startMatched, toRouteObjects } from './app-route.tsx';
import { lazyPage } from './lazy-page.tsx';

/** What a path no staff route claims either gets: the customer's "page not found", in the customer's frame. */
const notFound: AppRoute = {
  page: lazyPage(() => import('./customer-layout.tsx').then((m) => m.CustomerLayout)),
  children: [{ path: '*', page: lazyPage(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)) }],
};

type StoreRoutesModule = typeof import('./store-routes.tsx');

let storeModule: Promise<StoreRoutesModule> | undefined;
let everything: Promise<RouteObject[]> | undefined;
/** Each path's list while the full one is not here: the same promise each time it is asked. */
const byPath = new Map<string, Promise<RouteObject[]>>();
/** The lists that have arrived, so a draw uses them at once instead of suspending for a frame. */
const arrived = new WeakMap<Promise<RouteObject[]>, RouteObject[]>();

const loadStore = () => (storeModule ??= import('./store-routes.tsx'));

function settled(list: Promise<RouteObject[]>): Promise<RouteObject[]> {
  return list.then((objects) => {
    arrived.set(list, objects);
    return objects;
  });
}

function loadEverything(): Promise<RouteObject[]> {
  if (!everything) {
    const list = Promise.all([loadStore(), import('./staff-routes.tsx')]).then(([store, staff]) =>
      toRouteObjects([store.storeRoutes, staff.staffRoutes, notFound]),
    );
    everything = list;
    void settled(list).catch(() => {
      // Asked again at the next draw (a network back, a new deploy).
      if (everything === list) everything = undefined;
    });
  }
  return everything;
}

/**
 * The routes a path no customer page claims is matched against. The store frame's few routes come
 * first: a store's phone opening its booking page loads them and not the staff frame's list; any
 * other path loads that list too, and every path uses it from then on. A path that matches nothing
 * in them is still the customer's "page not found".
 */
export function staffObjectsFor(pathname: string): Promise<RouteObject[]> {
  if (everything) return everything;
  let list = byPath.get(pathname);
  if (!list) {
    const asked = loadStore().then((store) =>
      store.isStorePath(pathname) ? toRouteObjects([store.storeRoutes, notFound]) : loadEverything(),
    );
    list = asked;
    byPath.set(pathname, asked);
    void settled(asked).catch(() => byPath.delete(pathname));
  }
  return list;
}

/** A staff page (with its frame and sign-in check), or "page not found". */
export function StaffOrNotFound() {
  const location = useLocation();
  const list = staffObjectsFor(location.pathname);
  const objects = arrived.get(list) ?? use(list);
  startMatched(objects, location);
  return useRoutes(objects, location);
}

import { STAFF_SCREENS } from '@kadai/contract';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ROOT_ROUTE_ID, routes } from './routes.tsx';
import { staffRouteDiscovery } from './staff-route-discovery.ts';
import { staffRoutes } from './staff-routes.tsx';
import { storeRoutes } from './store-routes.tsx';

const STAFF_PATHS = ['/adminlogin', ...STAFF_SCREENS.map((screen) => screen.path)];

/** Where a router with the discovery settles on `path`: the deepest route's path. */
async function settle(path: string): Promise<string | undefined> {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: staffRouteDiscovery(),
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const deepest = router.state.matches.at(-1)?.route.path;
  router.dispose();
  return deepest;
}

describe('the staff routes, added when a staff path is first visited', () => {
  it('leaves every staff path to the customer "page not found" until they are added', () => {
    for (const path of STAFF_PATHS) expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).toBe('*');
  });

  it('gives every staff path its staff route once they are added, and an unknown path the customer one', () => {
    const withStaff: RouteObject[] = routes.map((root) =>
      root.id === ROOT_ROUTE_ID && !root.index
        ? { ...root, children: [...(root.children ?? []), storeRoutes, staffRoutes] }
        : root,
    );
    for (const path of STAFF_PATHS)
      expect(matchRoutes(withStaff, path)?.at(-1)?.route.path, path).toBe(path.slice(1));
    expect(matchRoutes(withStaff, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  // The staff frame's chunk (antd with it) is imported for real: slow on a busy machine.
  it('opens a staff deep link on its staff route, not the customer "page not found"', {
    timeout: 60_000,
  }, async () => {
    expect(await settle('/adminlogin')).toBe('adminlogin');
  });

  it('still answers an unknown path with the customer "page not found"', { timeout: 60_000 }, async () => {
    expect(await settle('/no-such-page')).toBe('*');
  });

  it('loads nothing for a customer page whose path has a parameter', async () => {
    const patch = vi.fn();
    const thankYou = matchRoutes(routes, '/thank-you/42') ?? [];
    expect(thankYou.at(-1)?.route.path).toBe('thank-you/:orderId');
    await staffRouteDiscovery()({
      path: '/thank-you/42',
      matches: thankYou.map((match) => ({ ...match, route: { ...match.route, id: match.route.id ?? '' } })),
      patch,
      signal: new AbortController().signal,
      fetcherKey: undefined,
    } as Parameters<ReturnType<typeof staffRouteDiscovery>>[0]);
    expect(patch).not.toHaveBeenCalled();
  });

  const discoverAt = (path: string, patch: () => void) =>
    ({
      path,
      matches: [],
      patch,
      signal: new AbortController().signal,
      fetcherKey: undefined,
    }) as unknown as Parameters<ReturnType<typeof staffRouteDiscovery>>[0];

  it('adds the store routes, then the staff routes, each once, under the root route', async () => {
    const discover = staffRouteDiscovery();
    const patch = vi.fn();
    await discover(discoverAt('/admin', patch));
    await discover(discoverAt('/admin', patch));
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenNthCalledWith(1, ROOT_ROUTE_ID, [storeRoutes]);
    expect(patch).toHaveBeenNthCalledWith(2, ROOT_ROUTE_ID, [staffRoutes]);
  });

  it('adds only the store routes for a store screen, and the staff routes once another path is asked for', async () => {
    const discover = staffRouteDiscovery();
    const patch = vi.fn();
    await discover(discoverAt('/vegstock', patch));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith(ROOT_ROUTE_ID, [storeRoutes]);
    await discover(discoverAt('/links', patch));
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenLastCalledWith(ROOT_ROUTE_ID, [staffRoutes]);
  });
});

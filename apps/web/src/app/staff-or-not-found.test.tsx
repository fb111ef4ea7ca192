import { STAFF_SCREENS } from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppRoute, toRouteObjects } from './app-route.tsx';
import { routes } from './routes.tsx';

const STAFF_PATHS = ['/adminlogin', ...STAFF_SCREENS.map((screen) => screen.path)];

/** The deepest route `path` reaches in `objects`, by its path ('*' is "page not found"). */
const deepest = (objects: RouteObject[], path: string) => matchRoutes(objects, path)?.at(-1)?.route.path;

/** A fresh copy of the module: its lists are loaded once per document. */
async function fresh() {
  vi.resetModules();
  return import('./staff-or-not-found.tsx');
}

describe('the staff routes, added when a staff path is first visited', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('leaves every staff path to the "*" route until they are added', () => {
    const customer = toRouteObjects(routes);
    for (const path of STAFF_PATHS) expect(deepest(customer, path), path).toBe('*');
  });

  it('sends a customer page whose path has a parameter to that page, never to "*"', () => {
    expect(deepest(toRouteObjects(routes), '/thank-you/42')).toBe('thank-you/:orderId');
  });

  // The staff frame's list (the registry with it) is imported for real: slow on a busy machine.
  it('gives every staff path its staff route once they are added, and an unknown path "page not found"', {
    timeout: 60_000,
  }, async () => {
    const { staffObjectsFor } = await fresh();
    const objects = await staffObjectsFor('/links');
    for (const path of STAFF_PATHS) expect(deepest(objects, path), path).toBe(path.slice(1));
    expect(deepest(objects, '/no-such-page')).toBe('*');
  });

  it('loads only the store frame’s routes for a store screen, and the staff routes once another path is asked for', {
    timeout: 60_000,
  }, async () => {
    const { staffObjectsFor } = await fresh();
    const store = await staffObjectsFor('/vegstock');
    expect(deepest(store, '/vegstock')).toBe('vegstock');
    expect(deepest(store, '/links')).toBe('*');
    const all = await staffObjectsFor('/links');
    expect(deepest(all, '/links')).toBe('links');
    // From then on every path, a store one too, uses the full list.
    expect(staffObjectsFor('/vegstock')).toBe(staffObjectsFor('/admin'));
  });

  it('asks once per path while a list is on its way', async () => {
    const { staffObjectsFor } = await fresh();
    expect(staffObjectsFor('/vegwastages')).toBe(staffObjectsFor('/vegwastages'));
    await staffObjectsFor('/vegwastages');
  });

  it('draws the customer’s "page not found" for a path no route claims', { timeout: 60_000 }, async () => {
    const { staffObjectsFor, StaffOrNotFound } = await fresh();
    const objects = await staffObjectsFor('/no-such-page');
    // Its code, loaded as the first draw would have it (router.tsx's loadFirstPage).
    const matched = matchRoutes(objects, '/no-such-page') ?? [];
    await Promise.all(matched.map(({ route }) => (route.handle as AppRoute).page?.preload()));
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <StaffOrNotFound />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('We couldn&#x27;t find that page');
    expect(html).toContain('Kadai');
  });
});

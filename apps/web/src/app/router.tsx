import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';
import { staffRouteDiscovery } from './staff-route-discovery.ts';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: staffRouteDiscovery() });

export function AppRouter() {
  return <RouterProvider router={router} />;
}

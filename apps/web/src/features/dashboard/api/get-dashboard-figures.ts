import { type DashboardFigures, dashboardFiguresSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const dashboardFiguresQueryKey = ['dashboard', 'figures'] as const;

/** The signed-in user's figures; the server picks them and narrows them to the user's team or outlet. */
export function getDashboardFigures(options: { signal?: AbortSignal } = {}): Promise<DashboardFigures> {
  return apiRequest('/api/dashboard/figures', dashboardFiguresSchema.parse, { signal: options.signal });
}

export function useDashboardFigures() {
  return useQuery({
    queryKey: dashboardFiguresQueryKey,
    queryFn: ({ signal }) => getDashboardFigures({ signal }),
    // Counts of work in progress: fresh enough for a minute, and again whenever the tab comes back.
    staleTime: 60_000,
  });
}

import { type AdminCatalogue, adminCatalogueSchema } from '@kadai/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueQueryOptions } from './get-catalogue.ts';

// Not under 'catalogue': signing in keeps that (public) query and drops staff data like this.
export const adminCatalogueQueryKey = ['admin', 'catalogue'] as const;

export function getAdminCatalogue(options: { signal?: AbortSignal } = {}): Promise<AdminCatalogue> {
  return apiRequest('/api/admin/catalogue', adminCatalogueSchema.parse, { signal: options.signal });
}

export function adminCatalogueQueryOptions() {
  return queryOptions({
    queryKey: adminCatalogueQueryKey,
    queryFn: ({ signal }) => getAdminCatalogue({ signal }),
  });
}

export function useAdminCatalogue() {
  return useQuery(adminCatalogueQueryOptions());
}

/** After any catalogue write: the admin tree and, in this browser, the order form's copy are stale. */
export function refreshCatalogues(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey }),
    queryClient.invalidateQueries({ queryKey: catalogueQueryOptions().queryKey }),
  ]).then(() => undefined);
}

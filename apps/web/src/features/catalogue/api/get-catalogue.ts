import { type OrderFormCatalogue, orderFormCatalogueSchema } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCatalogue(options: { signal?: AbortSignal } = {}): Promise<OrderFormCatalogue> {
  return apiRequest('/api/catalogue', orderFormCatalogueSchema.parse, { signal: options.signal });
}

export function catalogueQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue'],
    queryFn: ({ signal }) => getCatalogue({ signal }),
    // The catalogue changes a few times a day; a customer filling the form needn't refetch it.
    staleTime: 10 * 60_000,
  });
}

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}

import type { OrderFormCatalogue } from '@kadai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The catalogue as the server sends it, not checked again item by item: the server checks it
 * against the contract's schema when it builds it (get-order-form-catalogue.ts), once per change,
 * and a second check of its ~5,000 items cost every phone ~55 ms before the order form could be
 * drawn (docs/decisions/033-catalogue-checked-where-made.md). A body that is not a catalogue at
 * all (a proxy's page, another app's answer) is still refused here.
 */
function asCatalogue(data: unknown): OrderFormCatalogue {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as OrderFormCatalogue).categories)) {
    throw new Error('The shop sent something that is not a catalogue.');
  }
  return data as OrderFormCatalogue;
}

export function getCatalogue(options: { signal?: AbortSignal } = {}): Promise<OrderFormCatalogue> {
  return apiRequest('/api/catalogue', asCatalogue, { signal: options.signal });
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

import { type Supplier, supplierListSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every supplier, by name: bought-in stock is carried over too. */
export function listCarryOverSuppliers(options: { signal?: AbortSignal } = {}): Promise<Supplier[]> {
  return apiRequest('/api/carry-over/suppliers', supplierListSchema.parse, { signal: options.signal });
}

export function useCarryOverSuppliers() {
  return useQuery({
    queryKey: ['carry-over', 'suppliers'],
    queryFn: ({ signal }) => listCarryOverSuppliers({ signal }),
    staleTime: 5 * 60_000,
  });
}

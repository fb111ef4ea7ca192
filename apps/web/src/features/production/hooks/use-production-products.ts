import {
  businessDay,
  OWN_SUPPLIER_ID,
  type Product,
  type ProductionEntry,
  sumQuantities,
} from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { runNamedQueries, stockQueryKey } from '../../named-queries/index.ts';

/** Per product, what today's confirmed schedules planned (ready-for-production entries of today). */
export function scheduledTotals(entries: readonly ProductionEntry[], day: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    if (entry.business_day !== day) continue;
    totals.set(entry.product_id, sumQuantities([totals.get(entry.product_id) ?? 0, entry.quantity]));
  }
  return totals;
}

export interface ProductionProducts {
  products: Product[];
  /** Product id → today's scheduled total plan. */
  scheduled: Map<string, number>;
}

/** The team's products for the Production Log, with what today's schedules planned of them. */
export function useProductionProducts(teamId: string) {
  return useQuery({
    queryKey: [...stockQueryKey, 'log-products', teamId],
    queryFn: async ({ signal }): Promise<ProductionProducts> => {
      const lists = await runNamedQueries(
        {
          'products-by-supplier-id': { supplierId: OWN_SUPPLIER_ID, teamId },
          'latest-productions': { teamId, folderId: 'ready-for-production' },
        },
        { signal },
      );
      return {
        products: lists['products-by-supplier-id'],
        scheduled: scheduledTotals(lists['latest-productions'], businessDay()),
      };
    },
  });
}

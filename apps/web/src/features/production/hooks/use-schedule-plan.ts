import { type Movement, OWN_SUPPLIER_ID, type Product } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { runNamedQueries, stockQueryKey } from '../../named-queries/index.ts';

/** A product planning asked for today: its Total Req and what each outlet is to get. */
export interface PlannedProduct {
  product_id: string;
  name: string;
  variant_name: string;
  product_type: string;
  /** Total Req: the sum of today's ready-for-planning quantities. */
  act_req: number;
  /** Today's ready-for-transport quantities (one per outlet and plan): Wt or pc is made of them. */
  quantities: number[];
}

/**
 * The Daily Production Schedule's rows (the second step of a team's day): today's planning totals
 * per product, with the per-outlet quantities, leaving out products already in one of today's schedules.
 */
export function buildPlannedProducts(options: {
  planning: readonly Movement[];
  transport: readonly Movement[];
  scheduledProductIds: ReadonlySet<string>;
}): PlannedProduct[] {
  const byProduct = new Map<string, PlannedProduct>();
  for (const movement of options.planning) {
    if (options.scheduledProductIds.has(movement.product_id)) continue;
    const product = byProduct.get(movement.product_id);
    if (product) {
      product.act_req += movement.quantity_sent;
      continue;
    }
    byProduct.set(movement.product_id, {
      product_id: movement.product_id,
      name: movement.product_name,
      variant_name: movement.variant_name,
      product_type: movement.product_type,
      act_req: movement.quantity_sent,
      quantities: [],
    });
  }
  for (const movement of options.transport) {
    byProduct.get(movement.product_id)?.quantities.push(movement.quantity_sent);
  }
  return [...byProduct.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.variant_name.localeCompare(b.variant_name),
  );
}

export interface SchedulePlanData {
  planning: Movement[];
  transport: Movement[];
  products: Product[];
}

/**
 * Today's plan of a team and its products. A name can be asked once per call, so the two folders
 * of todays-movements take two calls, made together.
 */
export function useSchedulePlan(teamId: string) {
  return useQuery({
    queryKey: [...stockQueryKey, 'schedule-plan', teamId],
    queryFn: async ({ signal }): Promise<SchedulePlanData> => {
      const [first, second] = await Promise.all([
        runNamedQueries(
          {
            'todays-movements': { teamId, folderId: 'ready-for-planning' },
            'products-by-supplier-id': { supplierId: OWN_SUPPLIER_ID, teamId },
          },
          { signal },
        ),
        runNamedQueries({ 'todays-movements': { teamId, folderId: 'ready-for-transport' } }, { signal }),
      ]);
      return {
        planning: first['todays-movements'],
        transport: second['todays-movements'],
        products: first['products-by-supplier-id'],
      };
    },
  });
}

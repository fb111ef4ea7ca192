import {
  buildPlanningMovements,
  buildPlanningRows,
  businessDay,
  type InventoryRow,
  type MovementInput,
  type Outlet,
  OWN_SUPPLIER_ID,
  planningBatchId,
} from '@kadai/contract';
import type { App } from '../../app.ts';

export const QUERIES_URL = '/dataapi/api/common/multiple-approved-queries';
export const BATCH_URL = '/dataapi/api/inventory/product-movement/batch/add';

let plans = 0;

/**
 * A team's plan as the planning screen builds it: the two queries it asks, buildPlanningRows over
 * the answer, and buildPlanningMovements for the first `products` rows with something to plan.
 * Each call gets its own batch order, so two plans are two different batches.
 */
export async function buildPlan(
  app: App,
  options: { headers: Record<string, string>; teamId: string; teamName: string; products: number },
): Promise<MovementInput[]> {
  const res = await app.inject({
    method: 'POST',
    url: QUERIES_URL,
    headers: options.headers,
    payload: {
      'inventories-by-supplier-id': { teamId: options.teamId, supplierId: OWN_SUPPLIER_ID },
      outlets: {},
      'todays-movements': { teamId: options.teamId, folderId: 'ready-for-planning' },
    },
  });
  if (res.statusCode !== 200) throw new Error(`planning queries failed: ${res.statusCode} ${res.body}`);
  const answer = res.json() as {
    'inventories-by-supplier-id': InventoryRow[];
    outlets: Outlet[];
    'todays-movements': { product_id: string }[];
  };
  const rows = buildPlanningRows({
    inventories: answer['inventories-by-supplier-id'],
    outletIds: answer.outlets.filter((o) => o.type === 'outlet').map((o) => o.id),
    excludeProductIds: answer['todays-movements'].map((m) => m.product_id),
  }).filter((row) => row.total > 0);
  plans += 1;
  return buildPlanningMovements({
    rows,
    selected: rows.slice(0, options.products).map((row) => row.product_id),
    teamId: options.teamId,
    batchId: planningBatchId(businessDay(), options.teamName),
    batchOrder: plans,
  });
}

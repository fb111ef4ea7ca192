import {
  buildPlanningRows,
  LISTS_LIMIT,
  MOVEMENTS_LIMIT,
  OWN_SUPPLIER_ID,
  PLANNING_FOLDERS,
} from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { listTodaysMovements } from '../../movements/list-todays-movements.ts';
import { listInventoriesBySupplier } from './list-inventories-by-supplier.ts';

/**
 * How many of a team's products Urgent Planning lists for these outlets: the page's own rule
 * (buildPlanningRows with `urgent`, decision 008) on the same two queries the page runs, so the
 * dashboard's figure and the page's rows cannot disagree.
 */
export async function countUrgentProducts(
  db: DbOrTx,
  options: { teamId: string; outletIds: readonly string[] },
): Promise<number> {
  if (options.outletIds.length === 0) return 0;
  const [inventories, todays] = await Promise.all([
    listInventoriesBySupplier(db, {
      teamId: options.teamId,
      supplierId: OWN_SUPPLIER_ID,
      limit: LISTS_LIMIT,
    }),
    listTodaysMovements(db, {
      teamId: options.teamId,
      folderId: PLANNING_FOLDERS.total,
      limit: MOVEMENTS_LIMIT,
    }),
  ]);
  return buildPlanningRows({
    inventories,
    outletIds: options.outletIds,
    excludeProductIds: todays.map((movement) => movement.product_id),
    urgent: true,
  }).length;
}

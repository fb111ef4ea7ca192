import type { InventoryRow } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { listSupplierInventories } from '../../inventory/list-supplier-inventories.ts';
import { balanceKey, listOutletBalances } from '../../stock/on-hand/list-outlet-balances.ts';

/**
 * The stock of a team's products from one supplier at every outlet (and the warehouse): what
 * planning starts from (the inventories-by-supplier-id approved query). openingStock keeps the
 * older client's name but is the live on-hand stock from the ledger's balances (decision 015).
 */
export async function listInventoriesBySupplier(
  db: DbOrTx,
  options: { teamId: string; supplierId: string; limit: number },
): Promise<InventoryRow[]> {
  const rows = await listSupplierInventories(db, options);
  const onHand = await listOutletBalances(db, {
    outletIds: rows.map((row) => row.outletId),
    productIds: rows.map((row) => row.productId),
  });
  return rows.map(({ minStock, acceptableStock, ...row }) => ({
    ...row,
    openingStock: onHand.get(balanceKey(row.outletId, row.productId)) ?? 0,
    minStock,
    acceptableStock,
  }));
}

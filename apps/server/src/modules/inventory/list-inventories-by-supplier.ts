import type { InventoryRow } from '@kadai/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventories, productSuppliers, products } from '../../db/schema/index.ts';
import { balanceKey, listOutletBalances } from '../stock/list-outlet-balances.ts';

/**
 * The stock of a team's products from one supplier at every outlet (and the warehouse): what
 * planning starts from (the inventories-by-supplier-id approved query). openingStock keeps the
 * older client's name but is the live on-hand stock from the ledger's balances (decision 015).
 */
export async function listInventoriesBySupplier(
  db: DbOrTx,
  options: { teamId: string; supplierId: string; limit: number },
): Promise<InventoryRow[]> {
  const rows = await db
    .select({
      productId: inventories.productId,
      outletId: inventories.outletId,
      productName: products.name,
      variantName: products.variantName,
      productTypeName: products.productType,
      minStock: inventories.minStock,
      acceptableStock: inventories.acceptableStock,
    })
    .from(inventories)
    .innerJoin(products, eq(products.id, inventories.productId))
    .innerJoin(
      productSuppliers,
      and(eq(productSuppliers.productId, products.id), eq(productSuppliers.supplierId, options.supplierId)),
    )
    .where(eq(products.teamId, options.teamId))
    .orderBy(asc(products.name), asc(products.variantName), asc(products.id), asc(inventories.outletId))
    .limit(options.limit);
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

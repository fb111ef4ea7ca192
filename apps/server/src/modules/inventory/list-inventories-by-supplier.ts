import type { InventoryRow } from '@kadai/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  inventories,
  productSuppliers,
  products,
  stockBalances,
  stockPlaces,
} from '../../db/schema/index.ts';

/**
 * The stock of a team's products from one supplier at every outlet (and the warehouse): what
 * planning starts from (the inventories-by-supplier-id approved query). openingStock keeps the
 * older client's name but is the live on-hand stock from the ledger's balances (decision 015).
 */
export async function listInventoriesBySupplier(
  db: DbOrTx,
  options: { teamId: string; supplierId: string; limit: number },
): Promise<InventoryRow[]> {
  return db
    .select({
      productId: inventories.productId,
      outletId: inventories.outletId,
      productName: products.name,
      variantName: products.variantName,
      productTypeName: products.productType,
      openingStock: sql<number>`coalesce(${stockBalances.quantity}, 0)`.mapWith(Number),
      minStock: inventories.minStock,
      acceptableStock: inventories.acceptableStock,
    })
    .from(inventories)
    .innerJoin(products, eq(products.id, inventories.productId))
    .leftJoin(stockPlaces, eq(stockPlaces.outletId, inventories.outletId))
    .leftJoin(
      stockBalances,
      and(eq(stockBalances.placeId, stockPlaces.id), eq(stockBalances.productId, inventories.productId)),
    )
    .innerJoin(
      productSuppliers,
      and(eq(productSuppliers.productId, products.id), eq(productSuppliers.supplierId, options.supplierId)),
    )
    .where(eq(products.teamId, options.teamId))
    .orderBy(asc(products.name), asc(products.variantName), asc(products.id), asc(inventories.outletId))
    .limit(options.limit);
}

import type { InventoryRow } from '@kadai/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventories, productSuppliers, products } from '../../db/schema/index.ts';

/**
 * The stock of a team's products from one supplier at every outlet (and the warehouse): what
 * planning starts from (the inventories-by-supplier-id approved query).
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
      openingStock: inventories.openingStock,
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
}

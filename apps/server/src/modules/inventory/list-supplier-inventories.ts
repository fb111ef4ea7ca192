import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inventories, productSuppliers, products } from '../../db/schema/index.ts';

/**
 * A team's products from one supplier at every outlet (and the warehouse), with their levels; what
 * they hold on hand is stock's to say (production's listInventoriesBySupplier adds it).
 */
export async function listSupplierInventories(
  db: DbOrTx,
  options: { teamId: string; supplierId: string; limit: number },
) {
  return db
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
}

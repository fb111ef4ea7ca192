import type { Product } from '@kadai/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productSuppliers, products } from '../../db/schema/index.ts';
import { productColumns } from './list-products.ts';

/** A supplier's products, of one team when asked (the products-by-supplier-id approved query). */
export async function listProductsBySupplier(
  db: DbOrTx,
  options: { supplierId: string; teamId?: string | undefined; limit: number },
): Promise<Product[]> {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(productSuppliers, eq(productSuppliers.productId, products.id))
    .where(
      and(
        eq(productSuppliers.supplierId, options.supplierId),
        options.teamId === undefined ? undefined : eq(products.teamId, options.teamId),
      ),
    )
    .orderBy(asc(products.name), asc(products.variantName), asc(products.id))
    .limit(options.limit);
}

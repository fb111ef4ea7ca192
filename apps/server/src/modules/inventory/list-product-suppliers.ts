import type { ProductSupplier } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productSuppliers, products, suppliers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Who supplies a product and at what price (GET …/suppliers/by/product/{productId}). */
export async function listProductSuppliers(
  db: DbOrTx,
  options: { productId: string },
): Promise<ProductSupplier[]> {
  // One query: a product with no supplier answers [], an unknown product (no row at all) 404.
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, supplyPricePaise: productSuppliers.supplyPricePaise })
    .from(products)
    .leftJoin(productSuppliers, eq(productSuppliers.productId, products.id))
    .leftJoin(suppliers, eq(suppliers.id, productSuppliers.supplierId))
    .where(eq(products.id, options.productId))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  if (rows.length === 0) throw AppError.notFound(`No product "${options.productId}"`);
  return rows.flatMap((row) =>
    row.id === null || row.name === null
      ? []
      : [{ id: row.id, name: row.name, supplyPrice: row.supplyPricePaise }],
  );
}

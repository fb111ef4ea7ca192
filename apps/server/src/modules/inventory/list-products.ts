import { type Product, WEBSITE_SOURCE } from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The columns of a product as the lists answer them (operations.md §3). */
export const productColumns = {
  id: products.id,
  name: products.name,
  variantName: products.variantName,
  productTypeName: products.productType,
  teamId: products.teamId,
};

/** The products the website knows (GET …/products/by/source/website), by name and variant. */
export async function listProducts(db: DbOrTx): Promise<Product[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(eq(products.source, WEBSITE_SOURCE))
    .orderBy(asc(products.name), asc(products.variantName), asc(products.id));
}

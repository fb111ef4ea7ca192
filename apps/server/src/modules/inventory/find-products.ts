import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export interface ProductFacts {
  id: string;
  name: string;
  variantName: string;
  productType: string;
  teamId: string | null;
}

/** The products of these ids that exist, by id: what a posted movement or entry records of them. */
export async function findProducts(db: DbOrTx, ids: Iterable<string>): Promise<Map<string, ProductFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      variantName: products.variantName,
      productType: products.productType,
      teamId: products.teamId,
    })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

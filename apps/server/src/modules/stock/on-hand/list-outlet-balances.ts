import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stockBalances, stockPlaces } from '../../../db/schema/index.ts';

/** The key listOutletBalances answers by: an outlet and a product. */
export const balanceKey = (outletId: string, productId: string) => `${outletId}\u0000${productId}`;

/**
 * What these outlets (the warehouse is one) hold on hand of these products, from the ledger's
 * balances, by balanceKey; a product an outlet never held is missing (none on hand).
 */
export async function listOutletBalances(
  db: DbOrTx,
  options: { outletIds: readonly string[]; productIds: readonly string[] },
): Promise<Map<string, number>> {
  if (options.outletIds.length === 0 || options.productIds.length === 0) return new Map();
  const rows = await db
    .select({
      outletId: stockPlaces.outletId,
      productId: stockBalances.productId,
      quantity: stockBalances.quantity,
    })
    .from(stockBalances)
    .innerJoin(stockPlaces, eq(stockPlaces.id, stockBalances.placeId))
    .where(
      and(
        inArray(stockPlaces.outletId, [...new Set(options.outletIds)]),
        inArray(stockBalances.productId, [...new Set(options.productIds)]),
      ),
    );
  return new Map(rows.map((row) => [balanceKey(row.outletId ?? '', row.productId), Number(row.quantity)]));
}

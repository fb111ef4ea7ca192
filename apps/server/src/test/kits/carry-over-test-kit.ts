import { WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { productSuppliers, products, suppliers } from '../../db/schema/index.ts';
import { postStockMoves } from '../../modules/stock/ledger/post-stock-moves.ts';
import { outletPlace } from '../../modules/stock/ledger/stock-places.ts';

let sequence = 0;

/** A supplier of its own with `count` bought-in products (no team), straight into the tables. */
export async function createSupplierWithProducts(
  db: Database,
  options: { count: number; variantName?: string },
) {
  sequence += 1;
  const supplierId = `co-supplier-${process.pid}-${sequence}`;
  await db
    .insert(suppliers)
    .values({ id: supplierId, name: `Carry-over mill ${sequence}`, source: 'purchase' });
  const rows = Array.from({ length: options.count }, (_, index) => ({
    id: `${supplierId}-p${index + 1}`,
    name: `Material ${sequence}.${index + 1}`,
    variantName: options.variantName ?? '1 kg',
    productType: 'Grocery',
    teamId: null,
    source: 'purchase',
  }));
  const created = await db.insert(products).values(rows).returning();
  await db.insert(productSuppliers).values(created.map((product) => ({ productId: product.id, supplierId })));
  return { supplierId, products: created };
}

/** Moves into (quantity > 0) or out of (< 0) the warehouse, dated `day`, through the ledger's one writer. */
export async function warehouseMoves(
  db: Database,
  options: { day: string; user: { id: number; displayName: string } },
  moves: readonly { productId: string; quantity: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const warehouse = await outletPlace(tx, WAREHOUSE_OUTLET_ID);
    await postStockMoves(
      tx,
      moves.map((move) => ({
        productId: move.productId,
        quantity: Math.abs(move.quantity),
        from: move.quantity > 0 ? null : warehouse,
        to: move.quantity > 0 ? warehouse : null,
        reason: move.quantity > 0 ? ('opening' as const) : ('dispute-written-off' as const),
      })),
      { user: options.user, day: options.day },
    );
  });
}

import type { ProductionEntry, ProductionFolder } from '@kadai/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { productionEntries } from '../../../db/schema/index.ts';

/**
 * Production entries, newest first, of one team and folder when asked: the latest-productions
 * approved query (movements/named-queries.ts) answers with this.
 */
export async function listLatestProductions(
  db: DbOrTx,
  options: { teamId?: string | undefined; folderId?: ProductionFolder | undefined; limit: number },
): Promise<ProductionEntry[]> {
  const rows = await db
    .select()
    .from(productionEntries)
    .where(
      and(
        options.teamId === undefined ? undefined : eq(productionEntries.teamId, options.teamId),
        options.folderId === undefined ? undefined : eq(productionEntries.folderId, options.folderId),
      ),
    )
    .orderBy(desc(productionEntries.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    name: row.name,
    variant_name: row.variantName,
    unit: row.unit,
    quantity: row.quantity,
    user_id: row.userId,
    // Only the production batch post writes entries, and it accepts nothing but the two folders.
    folder_id: row.folderId as ProductionFolder,
    batch_id: row.batchId,
    batch_order: row.batchOrder,
    team_id: row.teamId,
    act_req: row.actReq,
    total_plan: row.totalPlan,
    calc_weight: row.calcWeight,
    created_at: row.createdAt.toISOString(),
    business_day: row.businessDay,
  }));
}

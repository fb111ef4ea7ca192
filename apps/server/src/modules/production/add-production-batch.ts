import {
  type BatchAddResponse,
  businessDay,
  type ProductionEntryInput,
  type SignedUser,
} from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productionEntries } from '../../db/schema/index.ts';
import { batchRequestKey, runIdempotentBatch } from '../../lib/idempotent-batch.ts';
import { assertTeamAccess } from '../auth/team-scope.ts';
import { assertKnownProducts, assertKnownTeams } from './check-references.ts';
import { insertProductionEntries } from './insert-production-entries.ts';

/**
 * POST /api/inventory/production/batch/add (operations.md §7): the production log's entries (and
 * any client posting production entries), all or nothing. A retry of the same batch writes nothing
 * and answers with the ids the first post wrote. Who posted it comes from the session: user_id is
 * the signed-in user's display name (§6), whatever the client sent.
 */
export async function addProductionBatch(
  db: Database,
  options: {
    entries: readonly ProductionEntryInput[];
    user: SignedUser;
    idempotencyKey: string | undefined;
    now?: Date;
  },
): Promise<BatchAddResponse> {
  const day = businessDay(options.now);
  const key = batchRequestKey({ header: options.idempotencyKey, body: options.entries, day });
  return db.transaction(async (tx) => {
    options.entries.forEach((row, i) => {
      assertTeamAccess(options.user, row.team_id, `${i}.team_id`);
    });
    await assertKnownTeams(tx, {
      teamIds: options.entries.map((row) => row.team_id),
      path: (i) => `${i}.team_id`,
    });
    await assertKnownProducts(tx, {
      productIds: options.entries.map((row) => row.product_id),
      path: (i) => `${i}.product_id`,
    });

    const { result, replayed } = await runIdempotentBatch(tx, {
      scope: 'production-batch',
      key,
      body: options.entries,
      write: () =>
        insertProductionEntries(
          tx,
          options.entries.map((row) => ({
            productId: row.product_id,
            name: row.name,
            variantName: row.variant_name,
            unit: row.unit,
            quantity: row.quantity,
            userId: options.user.displayName,
            createdByUserId: options.user.id,
            folderId: row.folder_id,
            batchId: row.batch_id,
            batchOrder: row.batch_order,
            teamId: row.team_id,
            actReq: row.act_req ?? null,
            totalPlan: row.total_plan ?? null,
            calcWeight: row.calc_weight ?? null,
            businessDay: day,
            requestKey: key,
          })),
        ),
      replay: async () =>
        tx
          .select({ id: productionEntries.id })
          .from(productionEntries)
          .where(eq(productionEntries.requestKey, key))
          .orderBy(asc(productionEntries.id)),
    });
    const ids = result.map((r) => r.id);
    return { count: ids.length, ids, replayed };
  });
}

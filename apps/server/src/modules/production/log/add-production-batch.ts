import {
  type BatchAddResponse,
  businessDay,
  type ProductionEntryInput,
  type SignedUser,
} from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { productionEntries } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { batchRequestKey, runIdempotentBatch } from '../../../lib/idempotent-batch.ts';
import { assertTeamAccess } from '../../auth/team-scope.ts';
import { findProducts, type ProductFacts } from '../../inventory/find-products.ts';
import { assertKnownTeams } from './check-references.ts';
import { insertProductionEntries } from './insert-production-entries.ts';

/**
 * Each entry's team is its product's: derived when the client sends none (the older client,
 * §3), checked when it does, and always within the signed-in user's team.
 */
function entryTeams(
  entries: readonly ProductionEntryInput[],
  products: Map<string, ProductFacts>,
  user: SignedUser,
): string[] {
  const fields: FieldError[] = [];
  const teams = entries.map((row, i) => {
    const product = products.get(row.product_id);
    if (!product) {
      fields.push({ path: `${i}.product_id`, message: `Unknown product "${row.product_id}"` });
      return '';
    }
    const team = product.teamId ?? row.team_id;
    if (!team) {
      fields.push({
        path: `${i}.team_id`,
        message: `team_id: "${product.name}" has no team; please give its team_id`,
      });
      return '';
    }
    if (row.team_id && product.teamId && row.team_id !== product.teamId) {
      fields.push({
        path: `${i}.team_id`,
        message: `team_id: "${product.name}" is made by the team "${product.teamId}", not "${row.team_id}"`,
      });
    }
    return team;
  });
  if (fields.length > 0) throw AppError.validation(fields, `${fields[0]?.path}: ${fields[0]?.message}`);
  teams.forEach((team, i) => {
    assertTeamAccess(user, team, `${i}.team_id`);
  });
  return teams;
}

/**
 * POST /api/inventory/production/batch/add (operations.md §7): the production log's entries (and
 * any client posting production entries), all or nothing. A retry with the same Idempotency-Key
 * writes nothing and answers with the ids the first post wrote; without a key every post is
 * written. Who posted it comes from the session: user_id is the signed-in user's display name
 * (§6), whatever the client sent.
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
  const key = batchRequestKey({ header: options.idempotencyKey, userId: options.user.id });
  return db.transaction(async (tx) => {
    const products = await findProducts(
      tx,
      options.entries.map((row) => row.product_id),
    );
    const teams = entryTeams(options.entries, products, options.user);
    await assertKnownTeams(tx, { teamIds: teams, path: (i) => `${i}.team_id` });

    const { result, replayed } = await runIdempotentBatch(tx, {
      scope: 'production-batch',
      key,
      body: options.entries,
      write: () =>
        insertProductionEntries(
          tx,
          options.entries.map((row, i) => ({
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
            teamId: teams[i] as string,
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

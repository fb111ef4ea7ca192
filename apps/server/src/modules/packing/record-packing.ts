import {
  overPackingMessage,
  quantityToThousandths,
  type RecordPackingRequest,
  type RecordPackingResponse,
  type SignedUser,
} from '@kadai/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { packingEntries } from '../../db/schema/index.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { batchRequestKey, runIdempotentBatch } from '../../lib/idempotent-batch.ts';
import { assertTeamAccess } from '../auth/team-scope.ts';
import { teamExists } from '../organisation/team-exists.ts';
import {
  type LockedProductionEntry,
  lockProductionEntries,
} from '../production/entries/lock-production-entries.ts';

/** A locked production entry and what is packed of it so far (numeric as text, compared in thousandths). */
type ProducedEntry = LockedProductionEntry & { packed: string };

/**
 * POST /api/packing/entries: packs made from production entries of a team, all or nothing. The
 * entries' rows are locked while their packings are summed, so two phones packing the same batch
 * cannot both take its last packs; more than is left is refused with 409 naming the product.
 * Packing moves no stock (see schema/packing.ts): it is recorded beside the ledger.
 */
export async function recordPacking(
  db: Database,
  options: { request: RecordPackingRequest; user: SignedUser; idempotencyKey: string | undefined },
): Promise<RecordPackingResponse> {
  const { teamId, lines } = options.request;
  assertTeamAccess(options.user, teamId);
  const key = batchRequestKey({ header: options.idempotencyKey, userId: options.user.id });
  return db.transaction(async (tx) => {
    if (!(await teamExists(tx, teamId))) {
      throw AppError.validation([{ path: 'teamId', message: `teamId: no team "${teamId}"` }]);
    }
    const { result, replayed } = await runIdempotentBatch(tx, {
      scope: 'packing',
      key,
      body: options.request,
      replay: async () =>
        tx
          .select({ id: packingEntries.id })
          .from(packingEntries)
          .where(eq(packingEntries.requestKey, key))
          .orderBy(asc(packingEntries.id)),
      write: async () => {
        const ids = lines.map((line) => line.productionEntryId);
        // Locked in id order, as every packing post takes them: two posts never wait on each other in a circle.
        const locked = await lockProductionEntries(tx, ids);
        const sums = await tx.execute<{ id: number; packed: string }>(sql`
          select production_entry_id::float8 as id, sum(packs)::text as packed from packing_entries
          where production_entry_id = any(${`{${ids.join(',')}}`}::bigint[])
          group by production_entry_id`);
        const packedOf = new Map(sums.rows.map((row) => [row.id, row.packed]));
        const entries = new Map(
          locked.map((entry): [number, ProducedEntry] => [
            entry.id,
            { ...entry, packed: packedOf.get(entry.id) ?? '0' },
          ]),
        );
        const fields: FieldError[] = [];
        const seen = new Set<number>();
        lines.forEach((line, i) => {
          const path = `lines.${i}.productionEntryId`;
          const entry = entries.get(line.productionEntryId);
          if (entry?.folder_id !== 'produced') {
            fields.push({
              path,
              message: `productionEntryId: nothing produced under ${line.productionEntryId}`,
            });
          } else if (entry.team_id !== teamId) {
            fields.push({
              path,
              message: `${entry.label} was produced by the team "${entry.team_id}", not "${teamId}"`,
            });
          } else if (seen.has(line.productionEntryId)) {
            fields.push({ path, message: `${entry.label}: listed twice` });
          }
          seen.add(line.productionEntryId);
        });
        if (fields.length > 0) throw AppError.validation(fields);

        const over: FieldError[] = [];
        lines.forEach((line, i) => {
          const entry = entries.get(line.productionEntryId) as ProducedEntry;
          const [produced, packed] = [Number(entry.produced), Number(entry.packed)];
          const after = quantityToThousandths(packed) + quantityToThousandths(line.packs);
          if (after > quantityToThousandths(produced)) {
            over.push({
              path: `lines.${i}.packs`,
              message: overPackingMessage({
                product: entry.label,
                produced,
                packed,
                asked: line.packs,
              }),
            });
          }
        });
        if (over.length > 0) throw new AppError('conflict', (over[0] as FieldError).message, over);

        return tx
          .insert(packingEntries)
          .values(
            lines.map((line) => {
              const entry = entries.get(line.productionEntryId) as ProducedEntry;
              return {
                productionEntryId: entry.id,
                productId: entry.product_id,
                teamId,
                businessDay: entry.business_day,
                packs: line.packs,
                packedByUserId: options.user.id,
                packedByName: options.user.displayName,
                requestKey: key,
              };
            }),
          )
          .returning({ id: packingEntries.id });
      },
    });
    const written = result.map((row) => row.id);
    return { count: written.length, ids: written, replayed };
  });
}

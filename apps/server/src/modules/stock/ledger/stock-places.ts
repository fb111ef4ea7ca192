import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { stockPlaces } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** The place of each outlet named (every outlet has one: migration 0010 and its outlets trigger). */
export async function outletPlaces(db: DbOrTx, outletIds: readonly string[]): Promise<Map<string, number>> {
  if (outletIds.length === 0) return new Map();
  const rows = await db
    .select({ id: stockPlaces.id, outletId: stockPlaces.outletId })
    .from(stockPlaces)
    .where(inArray(stockPlaces.outletId, [...new Set(outletIds)]));
  return new Map(rows.map((row) => [row.outletId as string, row.id]));
}

export async function outletPlace(db: DbOrTx, outletId: string): Promise<number> {
  const place = (await outletPlaces(db, [outletId])).get(outletId);
  if (place === undefined) throw AppError.notFound(`outletId: no outlet "${outletId}"`);
  return place;
}

/** A trip's place: what it carries is in transit, counted like any other stock. */
export async function tripPlace(tx: Tx, tripId: number): Promise<number> {
  const [existing] = await tx
    .select({ id: stockPlaces.id })
    .from(stockPlaces)
    .where(eq(stockPlaces.tripId, tripId));
  if (existing) return existing.id;
  const [created] = await tx.insert(stockPlaces).values({ tripId }).returning({ id: stockPlaces.id });
  return (created as { id: number }).id;
}

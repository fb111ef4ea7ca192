import type { SignedUser } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertOutletAccess } from '../../auth/team-scope.ts';

export interface OpenCount {
  id: number;
  outletId: string;
  placeId: number;
  startMark: number;
}

/**
 * The count named, locked for this transaction, if the user may work on it and it is still open:
 * saving a line and submitting the count take turns, so nothing is counted into a closed count.
 */
export async function lockOpenCount(tx: Tx, countId: number, user: SignedUser): Promise<OpenCount> {
  const result = await tx.execute<{
    outlet_id: string;
    place_id: number;
    start_mark: string;
    status: string;
    closed_by_name: string | null;
  }>(sql`
    select outlet_id, place_id, start_mark::text, status, closed_by_name
    from stock_counts where id = ${countId} for update`);
  const row = result.rows[0];
  if (!row) throw AppError.notFound('This count does not exist');
  assertOutletAccess(user, row.outlet_id);
  if (row.status !== 'open') {
    const how = row.status === 'submitted' ? 'submitted' : 'discarded';
    throw new AppError('conflict', `This count was ${how} already by ${row.closed_by_name ?? 'someone'}`);
  }
  return { id: countId, outletId: row.outlet_id, placeId: row.place_id, startMark: Number(row.start_mark) };
}

import type { Movement, MovementStatus } from '@kadai/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productMovements } from '../../db/schema/index.ts';
import { listDispatchedMovements } from '../stock/list-dispatched-movements.ts';
import { movementColumns, toMovement } from './movement-row.ts';

/**
 * What was sent to one outlet with one status, newest first (store-dispatches). Dispatched and
 * received are the real dispatch lines, however they were sent (Daily Dispatch Confirm or the older
 * client's batch post): each row's id is its line's, the id the older client's receipt
 * (PUT product-movement/bulk/upsert) sends back. Planning's folders are the planning movements.
 */
export async function listStoreDispatches(
  db: DbOrTx,
  options: { outletId: string; folderId: MovementStatus; limit: number },
): Promise<Movement[]> {
  if (options.folderId === 'dispatched' || options.folderId === 'received') {
    return listDispatchedMovements(db, { ...options, received: options.folderId === 'received' });
  }
  const rows = await db
    .select(movementColumns)
    .from(productMovements)
    .where(
      and(
        eq(productMovements.receiverOutletId, options.outletId),
        eq(productMovements.folderId, options.folderId),
      ),
    )
    .orderBy(desc(productMovements.id))
    .limit(options.limit);
  return rows.map(toMovement);
}

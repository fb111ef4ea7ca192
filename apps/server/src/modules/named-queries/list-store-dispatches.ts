import type { Movement, MovementStatus } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { listOutletMovements } from '../movements/list-outlet-movements.ts';
import { listDispatchedMovements } from '../stock/dispatch/list-dispatched-movements.ts';

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
  return listOutletMovements(db, options);
}

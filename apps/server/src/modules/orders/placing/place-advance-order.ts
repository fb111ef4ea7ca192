import { makeOrderId, type PlaceAdvanceOrder } from '@kadai/contract';
import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import { hashJson } from '../../../lib/request-hash.ts';
import { listStores } from '../../organisation/list-stores.ts';
import { NEXT_ORDER_NUMBER } from './place-order-sql.ts';
import { type PlaceOrderResult, type PlacingOptions, writePlacedOrder } from './write-placed-order.ts';

// Its own idempotency scope: a key is a promise about one form's body, not the other's.
const SCOPE = 'place-advance-order';

/**
 * Stores an advance order (ordering.md §2.6): an order like any other (the same order number
 * sequence and id, status history, receipt key and admin lists), of kind 'advance', with its two
 * lists and no lines. Written as the main form's order is, so a retry with the same
 * Idempotency-Key answers with the first order and stores nothing more.
 */
export async function placeAdvanceOrder(
  db: Database,
  options: PlacingOptions<PlaceAdvanceOrder>,
): Promise<PlaceOrderResult> {
  const { input, idempotencyKey } = options;
  const pool = db.$client as pg.Pool;
  // One at a time, each on its own pooled connection (see placeOrder).
  const stores = await listStores(db);
  const next = (await pool.query<{ n: string }>(NEXT_ORDER_NUMBER)).rows[0];
  if (!next) throw new Error('unreachable: nextval returns one row');
  const orderNumber = Number(next.n);
  return writePlacedOrder(db, {
    order: {
      orderNumber,
      orderId: makeOrderId(input.customer.firstName, orderNumber),
      kind: 'advance',
      customer: input.customer,
      orderType: input.orderType,
      others: '',
      // An empty list is stored as none: the admin screens then leave it out.
      vegetablesList: input.vegetablesList || null,
      groceriesList: input.groceriesList || null,
      lines: [],
      amountPaise: null,
    },
    scope: SCOPE,
    idempotencyKey,
    requestHash: idempotencyKey ? hashJson(input) : null,
    stores,
    gone: options.gone,
  });
}

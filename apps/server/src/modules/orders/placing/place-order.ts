import {
  formatPack,
  isCardPaidOrderType,
  lineTotalPaise,
  makeOrderId,
  ORDER_FORM_MESSAGES,
  orderQuantityProblem,
  type PlaceOrder,
  sumPaise,
} from '@kadai/contract';
import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashJson } from '../../../lib/request-hash.ts';
import { listStores } from '../../organisation/list-stores.ts';
import { COUNT_AND_LOOKUP, LOOKUP } from './place-order-sql.ts';
import {
  type OrderToWrite,
  type PlaceOrderResult,
  type PlacingOptions,
  writePlacedOrder,
} from './write-placed-order.ts';

const SCOPE = 'place-order';

interface FoundItem {
  id: number;
  name: string;
  pu: number;
  u: string;
  mrpPaise: number;
}

/**
 * Stores a customer's order, its lines and its first status entry atomically, in two statements
 * (place-order-sql.ts) and no explicit transaction: the second statement claims the idempotency
 * key and writes everything, so it stores all or nothing. A concurrent retry with the same key
 * waits on the key's row, then finds the order the first one placed; if the first failed, the
 * retry claims the key itself.
 */
export async function placeOrder(
  db: Database,
  options: PlacingOptions<PlaceOrder>,
): Promise<PlaceOrderResult> {
  const { input, idempotencyKey } = options;
  const pool = db.$client as pg.Pool;
  const requestHash = idempotencyKey ? hashJson(input) : null;
  // Both lookups run on their own pooled connections, one at a time: a request never holds one
  // connection while it waits for another, which would deadlock a full pool.
  const stores = await listStores(db);
  const itemIds = input.items.map((l) => l.itemId);
  const { hit } = options;
  let lookup: { n: number; found: FoundItem[] } | undefined;
  if (hit) {
    const counted = (
      await pool.query<{ hits: number; ttl: number; n: number; found: FoundItem[] }>({
        ...COUNT_AND_LOOKUP,
        values: [itemIds, hit.key, hit.windowMs, hit.max],
      })
    ).rows[0];
    // Past the limit this throws the 429, before anything is checked or written.
    if (counted) hit.answer(counted);
    lookup = counted;
  } else {
    lookup = (await pool.query<{ n: number; found: FoundItem[] }>({ ...LOOKUP, values: [itemIds] })).rows[0];
  }
  if (!lookup) throw new Error('unreachable: the lookup returns one row');
  return writePlacedOrder(db, {
    order: checkedOrder(input, lookup),
    scope: SCOPE,
    idempotencyKey,
    requestHash,
    stores,
    gone: options.gone,
  });
}

/** The order to store, once every line names a live item in a quantity its unit allows; else 400. */
function checkedOrder(input: PlaceOrder, lookup: { n: number; found: FoundItem[] }): OrderToWrite {
  const byId = new Map(lookup.found.map((item) => [item.id, item]));
  const missing = input.items.flatMap((line, index) => {
    const item = byId.get(line.itemId);
    if (!item) return [{ path: `items.${index}.itemId`, message: ORDER_FORM_MESSAGES.itemUnavailable }];
    // Only now is the unit known: a piece is never ordered by the half.
    const problem = orderQuantityProblem(line.quantity, item.u);
    return problem ? [{ path: `items.${index}.quantity`, message: problem }] : [];
  });
  const cardPaid = isCardPaidOrderType(input.orderType);
  if (cardPaid && input.items.length === 0) {
    missing.push({ path: 'items', message: ORDER_FORM_MESSAGES.nothingToPay });
  }
  // The order number taken by the lookup is simply skipped: a gap in the sequence is harmless.
  if (missing.length > 0) throw AppError.validation(missing);

  const orderNumber = Number(lookup.n);
  const lines = input.items.map((line) => {
    const item = byId.get(line.itemId) as FoundItem;
    return {
      itemId: item.id,
      name: item.name,
      pack: formatPack(item),
      mrpPaise: item.mrpPaise,
      quantity: line.quantity,
    };
  });
  // A card-paid order is charged what the catalogue says, Σ quantity × mrp (ordering.md §5), worked
  // out here: a total sent by the browser is never believed.
  const amountPaise = cardPaid
    ? sumPaise(lines.map((l) => lineTotalPaise({ pricePaise: l.mrpPaise, quantity: l.quantity })))
    : null;
  return {
    orderNumber,
    orderId: makeOrderId(input.customer.firstName, orderNumber),
    kind: 'wishlist',
    customer: input.customer,
    orderType: input.orderType,
    others: input.others,
    vegetablesList: null,
    groceriesList: null,
    lines,
    amountPaise,
  };
}

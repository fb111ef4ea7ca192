import { randomBytes } from 'node:crypto';
import {
  formatPack,
  isCardPaidOrderType,
  lineTotalPaise,
  makeOrderId,
  normalisePhone,
  ORDER_FORM_MESSAGES,
  ORDER_PLACED,
  type OrderReceipt,
  orderQuantityProblem,
  type PlaceOrder,
  type Store,
  sumPaise,
} from '@kadai/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashJson } from '../../lib/request-hash.ts';
import { listStores } from '../organisation/list-stores.ts';
import { getOrderReceipt } from './get-order-receipt.ts';
import { CLAIM_AND_WRITE, FIND_CLAIM, LOOKUP } from './place-order-sql.ts';

const SCOPE = 'place-order';

export interface PlaceOrderResult {
  receipt: OrderReceipt;
  /** true when an earlier request with the same idempotency key had already placed it */
  replayed: boolean;
}

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
  options: {
    input: PlaceOrder;
    idempotencyKey?: string | undefined;
    /** Aborted when the customer's request has gone (timed out, closed): nothing is written then. */
    signal?: AbortSignal | undefined;
  },
): Promise<PlaceOrderResult> {
  const { input, idempotencyKey } = options;
  const pool = db.$client as pg.Pool;
  const requestHash = idempotencyKey ? hashJson(input) : null;
  // Both lookups run on their own pooled connections, one at a time: a request never holds one
  // connection while it waits for another, which would deadlock a full pool.
  const stores = await listStores(db);
  const lookup = (
    await pool.query<{ n: number; found: FoundItem[] }>({
      ...LOOKUP,
      values: [input.items.map((l) => l.itemId)],
    })
  ).rows[0];
  if (!lookup) throw new Error('unreachable: the lookup returns one row');
  const receipt = await writeOrder(pool, {
    input,
    lookup,
    stores,
    idempotencyKey,
    requestHash,
    signal: options.signal,
  });
  if (receipt) return { receipt, replayed: false };
  if (!idempotencyKey) throw new Error('unreachable: without a key the order is always written');
  const orderId = await findEarlierOrder(pool, { idempotencyKey, requestHash });
  return { receipt: await getOrderReceipt(db, { orderId }), replayed: true };
}

async function findEarlierOrder(
  pool: pg.Pool,
  options: { idempotencyKey: string; requestHash: string | null },
): Promise<string> {
  const earlier = (
    await pool.query<{ request_hash: string; result_ref: string | null }>({
      ...FIND_CLAIM,
      values: [SCOPE, options.idempotencyKey],
    })
  ).rows[0];
  if (earlier?.request_hash !== options.requestHash) {
    throw new AppError(
      'idempotency_mismatch',
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    );
  }
  // The claim is written with its order, so a committed claim always names one.
  if (!earlier.result_ref) throw new AppError('conflict', 'This order is still being placed. Please retry.');
  return earlier.result_ref;
}

/** The receipt of the order written, or null when the idempotency key was already taken. */
async function writeOrder(
  pool: pg.Pool,
  options: {
    input: PlaceOrder;
    lookup: { n: number; found: FoundItem[] };
    idempotencyKey: string | undefined;
    requestHash: string | null;
    stores: Store[];
    signal?: AbortSignal | undefined;
  },
): Promise<OrderReceipt | null> {
  const { input, lookup } = options;
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
  const orderId = makeOrderId(input.customer.firstName, orderNumber);
  const receiptKey = randomBytes(18).toString('base64url');
  const { customer } = input;
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
  // The wait for a connection is where a flood queues. A customer who gave up meanwhile (the
  // phone's timeout, a closed tab) is not sent an order they will retry: checked once the
  // connection is ours, right before the one statement that writes.
  const client = await pool.connect();
  let written: pg.QueryResult<{ created_at: Date; lines: OrderReceipt['lines'] }>;
  try {
    if (options.signal?.aborted)
      throw AppError.unavailable('The request was closed before the order was written.');
    written = await client.query<{ created_at: Date; lines: OrderReceipt['lines'] }>({
      ...CLAIM_AND_WRITE,
      values: [
        orderNumber,
        orderId,
        receiptKey,
        customer.firstName,
        customer.lastName,
        customer.email.toLowerCase(),
        normalisePhone(customer.phone) ?? customer.phone,
        customer.address1,
        customer.address2,
        customer.address3,
        customer.city,
        customer.pincode,
        input.orderType,
        input.others,
        ORDER_PLACED,
        lines.map((l) => l.itemId),
        lines.map((l) => l.name),
        lines.map((l) => l.pack),
        lines.map((l) => l.mrpPaise),
        lines.map((l) => l.quantity),
        SCOPE,
        options.idempotencyKey ?? null,
        options.requestHash,
        amountPaise,
      ],
    });
  } finally {
    client.release();
  }
  const stored = written.rows[0];
  if (!stored) return null;
  return {
    orderId,
    receiptKey,
    status: ORDER_PLACED,
    orderType: input.orderType,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    amountPaise,
    createdAt: stored.created_at.toISOString(),
    // What was stored, not what was asked: the acknowledgement can never promise more than the rows.
    lines: stored.lines,
    others: input.others,
    stores: options.stores,
  };
}

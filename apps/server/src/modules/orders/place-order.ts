import { randomBytes } from 'node:crypto';
import {
  formatPack,
  makeOrderId,
  normalisePhone,
  ORDER_FORM_MESSAGES,
  ORDER_PLACED,
  type OrderReceipt,
  type PlaceOrder,
  type Store,
} from '@kadai/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashJson } from '../../lib/request-hash.ts';
import { getOrderReceipt } from './get-order-receipt.ts';
import { listStores } from './list-stores.ts';
import { CLAIM_AND_LOOKUP, FIND_CLAIM, WRITE_ORDER } from './place-order-sql.ts';

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
  mrp: number;
}

/**
 * Stores a customer's order, its lines and its first status entry atomically, in two statements
 * (place-order-sql.ts). With an idempotency key they run in one transaction that claims the key
 * first: a concurrent retry waits on the key's row, then finds the order the first one placed;
 * if the first rolled back, the retry claims the key itself.
 */
export async function placeOrder(
  db: Database,
  options: { input: PlaceOrder; idempotencyKey?: string | undefined },
): Promise<PlaceOrderResult> {
  // Read before taking a connection: a request must never hold one pooled connection while
  // waiting for another, or a full pool deadlocks.
  const stores = await listStores(db);
  const outcome = await withClient(db, options.idempotencyKey !== undefined, (client) =>
    claimAndWrite(client, { ...options, stores }),
  );
  if ('receipt' in outcome) return { receipt: outcome.receipt, replayed: false };
  return { receipt: await getOrderReceipt(db, { orderId: outcome.replayOf }), replayed: true };
}

async function withClient<T>(
  db: Database,
  transaction: boolean,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await (db.$client as pg.Pool).connect();
  try {
    if (!transaction) return await work(client);
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  } finally {
    client.release();
  }
}

async function claimAndWrite(
  client: pg.PoolClient,
  options: { input: PlaceOrder; idempotencyKey?: string | undefined; stores: Store[] },
): Promise<{ receipt: OrderReceipt } | { replayOf: string }> {
  const { input, idempotencyKey } = options;
  const requestHash = idempotencyKey ? hashJson(input) : null;
  const lookup = await client.query<{ claimed: boolean; n: number; found: FoundItem[] }>({
    ...CLAIM_AND_LOOKUP,
    values: [SCOPE, idempotencyKey ?? null, requestHash, input.items.map((l) => l.itemId)],
  });
  const row = lookup.rows[0];
  if (!row) throw new Error('unreachable: the lookup returns one row');
  if (!row.claimed && idempotencyKey)
    return { replayOf: await findEarlierOrder(client, { idempotencyKey, requestHash }) };
  return { receipt: await writeOrder(client, { ...options, lookup: row }) };
}

async function findEarlierOrder(
  client: pg.PoolClient,
  options: { idempotencyKey: string; requestHash: string | null },
): Promise<string> {
  const earlier = (
    await client.query<{ request_hash: string; result_ref: string | null }>({
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
  // The claim commits with its order, so a committed claim always has one.
  if (!earlier.result_ref) throw new AppError('conflict', 'This order is still being placed. Please retry.');
  return earlier.result_ref;
}

async function writeOrder(
  client: pg.PoolClient,
  options: {
    input: PlaceOrder;
    lookup: { n: number; found: FoundItem[] };
    idempotencyKey?: string | undefined;
    stores: Store[];
  },
): Promise<OrderReceipt> {
  const { input, lookup } = options;
  const byId = new Map(lookup.found.map((item) => [item.id, item]));
  const missing = input.items.flatMap((line, index) =>
    byId.has(line.itemId)
      ? []
      : [{ path: `items.${index}.itemId`, message: ORDER_FORM_MESSAGES.itemUnavailable }],
  );
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
      mrp: item.mrp,
      quantity: line.quantity,
    };
  });
  const written = await client.query<{ created_at: Date }>({
    ...WRITE_ORDER,
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
      lines.map((l) => l.mrp),
      lines.map((l) => l.quantity),
      SCOPE,
      options.idempotencyKey ?? null,
    ],
  });
  const createdAt = written.rows[0]?.created_at;
  if (!createdAt) throw new Error('unreachable: the order insert returns its row');
  return {
    orderId,
    receiptKey,
    status: ORDER_PLACED,
    orderType: input.orderType,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    createdAt: createdAt.toISOString(),
    lines,
    others: input.others,
    stores: options.stores,
  };
}

import { randomFillSync } from 'node:crypto';
import {
  type Customer,
  normalisePhone,
  ORDER_PLACED,
  type OrderKind,
  type OrderReceipt,
  type OrderType,
  type Store,
} from '@kadai/contract';
import type pg from 'pg';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OwnHit } from '../../../lib/request-guards.ts';
import { getOrderReceipt } from './get-order-receipt.ts';
import { CLAIM_AND_WRITE, FIND_CLAIM } from './place-order-sql.ts';

export interface PlaceOrderResult {
  receipt: OrderReceipt;
  /** true when an earlier request with the same idempotency key had already placed it */
  replayed: boolean;
}

/** What placing an order takes from its request, whichever form sent it. */
export interface PlacingOptions<Input> {
  input: Input;
  idempotencyKey?: string | undefined;
  /** True once the customer's request has gone (timed out, closed): nothing is written then. */
  gone?: (() => boolean) | undefined;
  /** The request's hit against its address's limit, counted with the first statement (a route's own). */
  hit?: OwnHit | undefined;
}

/** A customer's order as either form sends it, checked and ready to store. */
export interface OrderToWrite {
  orderNumber: number;
  orderId: string;
  kind: OrderKind;
  customer: Customer;
  orderType: OrderType;
  others: string;
  /** An advance order's lists; null on a wish list. */
  vegetablesList: string | null;
  groceriesList: string | null;
  lines: OrderReceipt['lines'];
  /** A card-paid order's charge, worked out by the server; null until an admin sets it otherwise. */
  amountPaise: number | null;
}

interface WriteOptions {
  order: OrderToWrite;
  /** Whose idempotency keys: one scope per form. */
  scope: string;
  idempotencyKey: string | undefined;
  requestHash: string | null;
  stores: Store[];
  gone?: (() => boolean) | undefined;
}

/**
 * Stores an order, its lines and its first status entry in one statement (place-order-sql.ts), so
 * all or nothing is stored, and answers with its receipt. With an idempotency key the statement
 * claims it first: a concurrent retry waits on the key's row, then finds the order the first one
 * placed (replayed); if the first failed, the retry claims the key itself.
 */
export async function writePlacedOrder(db: Database, options: WriteOptions): Promise<PlaceOrderResult> {
  const pool = db.$client as pg.Pool;
  const receipt = await claimAndWrite(pool, options);
  if (receipt) return { receipt, replayed: false };
  if (!options.idempotencyKey) throw new Error('unreachable: without a key the order is always written');
  const orderId = await findEarlierOrder(pool, {
    scope: options.scope,
    idempotencyKey: options.idempotencyKey,
    requestHash: options.requestHash,
  });
  return { receipt: await getOrderReceipt(db, { orderId }), replayed: true };
}

async function findEarlierOrder(
  pool: pg.Pool,
  options: { scope: string; idempotencyKey: string; requestHash: string | null },
): Promise<string> {
  const earlier = (
    await pool.query<{ request_hash: string; result_ref: string | null }>({
      ...FIND_CLAIM,
      values: [options.scope, options.idempotencyKey],
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

const RECEIPT_KEY_BYTES = 18;
// Random bytes for 256 receipt keys at a time, each used once: one call into the system's random
// source per 256 orders instead of per order, as crypto.randomUUID does.
const receiptKeyBytes = Buffer.alloc(RECEIPT_KEY_BYTES * 256);
let receiptKeyOffset = receiptKeyBytes.length;

/** A receipt key: 18 random bytes, base64url. */
function newReceiptKey(): string {
  if (receiptKeyOffset === receiptKeyBytes.length) {
    randomFillSync(receiptKeyBytes);
    receiptKeyOffset = 0;
  }
  const key = receiptKeyBytes.toString('base64url', receiptKeyOffset, receiptKeyOffset + RECEIPT_KEY_BYTES);
  receiptKeyOffset += RECEIPT_KEY_BYTES;
  return key;
}

/** The receipt of the order written, or null when the idempotency key was already taken. */
async function claimAndWrite(pool: pg.Pool, options: WriteOptions): Promise<OrderReceipt | null> {
  const { order } = options;
  const { customer, lines } = order;
  const receiptKey = newReceiptKey();
  // The wait for a connection is where a flood queues. A customer who gave up meanwhile (the
  // phone's timeout, a closed tab) is not sent an order they will retry: checked once the
  // connection is ours, right before the one statement that writes.
  const client = await pool.connect();
  let written: pg.QueryResult<{ created_at: Date; lines: OrderReceipt['lines'] }>;
  try {
    if (options.gone?.()) throw AppError.unavailable('The request was closed before the order was written.');
    written = await client.query<{ created_at: Date; lines: OrderReceipt['lines'] }>({
      ...CLAIM_AND_WRITE,
      values: [
        order.orderNumber,
        order.orderId,
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
        order.orderType,
        order.others,
        ORDER_PLACED,
        lines.map((l) => l.itemId),
        lines.map((l) => l.name),
        lines.map((l) => l.pack),
        lines.map((l) => l.mrpPaise),
        lines.map((l) => l.quantity),
        options.scope,
        options.idempotencyKey ?? null,
        options.requestHash,
        order.amountPaise,
        order.kind,
        order.vegetablesList,
        order.groceriesList,
      ],
    });
  } finally {
    client.release();
  }
  const stored = written.rows[0];
  if (!stored) return null;
  return {
    orderId: order.orderId,
    receiptKey,
    status: ORDER_PLACED,
    orderType: order.orderType,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    amountPaise: order.amountPaise,
    createdAt: stored.created_at.toISOString(),
    // What was stored, not what was asked: the acknowledgement can never promise more than the rows.
    lines: stored.lines,
    // Only staff set an amount, and nobody has touched an order that was just placed.
    amountSetByStore: false,
    others: order.others,
    kind: order.kind,
    vegetablesList: order.vegetablesList ?? '',
    groceriesList: order.groceriesList ?? '',
    stores: options.stores,
  };
}

import { randomBytes } from 'node:crypto';
import {
  formatPack,
  makeOrderId,
  normalisePhone,
  ORDER_FORM_MESSAGES,
  ORDER_PLACED,
  type OrderReceipt,
  type PlaceOrder,
} from '@kadai/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  idempotencyKeys,
  items,
  orderLines,
  orderNumberSeq,
  orderStatusHistory,
  orders,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashJson } from '../../lib/request-hash.ts';
import { getOrderReceipt } from './get-order-receipt.ts';
import { listStores } from './list-stores.ts';

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
 * Stores a customer's order, its lines and its first status entry atomically. This is the
 * busiest write of the shop, so it takes two statements: one reads the items and the next order
 * number, one CTE writes order, lines and history together (a single statement is atomic).
 * With an idempotency key, the key is claimed first in the same transaction: a concurrent retry
 * waits on the key's row, then finds the order the first one placed.
 */
export async function placeOrder(
  db: Database,
  options: { input: PlaceOrder; idempotencyKey?: string | undefined },
): Promise<PlaceOrderResult> {
  const { input, idempotencyKey } = options;
  if (!idempotencyKey) return { receipt: await writeOrder(db, input), replayed: false };

  return db.transaction(async (tx) => {
    const requestHash = hashJson(input);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: SCOPE, key: idempotencyKey, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, idempotencyKey)));
      if (earlier?.requestHash !== requestHash) {
        throw new AppError(
          'idempotency_mismatch',
          'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
        );
      }
      if (!earlier.resultRef)
        throw new AppError('conflict', 'This order is still being placed. Please retry.');
      return { receipt: await getOrderReceipt(tx, { orderId: earlier.resultRef }), replayed: true };
    }
    const receipt = await writeOrder(tx, input);
    await tx
      .update(idempotencyKeys)
      .set({ resultRef: receipt.orderId })
      .where(and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, idempotencyKey)));
    return { receipt, replayed: false };
  });
}

// Arrays go to PostgreSQL as one array parameter each (sql.param); drizzle would spread a bare array into a list.
async function writeOrder(db: DbOrTx, input: PlaceOrder): Promise<OrderReceipt> {
  const itemIds = input.items.map((line) => line.itemId);
  const [lookup] = (
    await db.execute<{ n: number; found: FoundItem[] }>(sql`
      SELECT nextval(${orderNumberSeq.seqName}) AS n,
        COALESCE((SELECT json_agg(json_build_object('id', ${items.id}, 'name', ${items.name}, 'pu', ${items.pu},
          'u', ${items.u}, 'mrp', ${items.mrp})) FROM ${items}
          WHERE ${items.id} = ANY(${sql.param(itemIds)}::int[]) AND ${items.live} = 1), '[]') AS found`)
  ).rows;
  if (!lookup) throw new Error('unreachable: SELECT returns one row');
  const byId = new Map(lookup.found.map((item) => [item.id, item]));
  const missing = input.items.flatMap((line, index) =>
    byId.has(line.itemId)
      ? []
      : [{ path: `items.${index}.itemId`, message: ORDER_FORM_MESSAGES.itemUnavailable }],
  );
  // The order number taken above is simply skipped: a gap in the sequence is harmless.
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

  const [written] = (
    await db.execute<{ created_at: string }>(sql`
      WITH o AS (
        INSERT INTO ${orders} (${sql.join(
          [
            orders.id,
            orders.orderId,
            orders.receiptKey,
            orders.firstName,
            orders.lastName,
            orders.email,
            orders.phone,
            orders.address1,
            orders.address2,
            orders.address3,
            orders.city,
            orders.pincode,
            orders.orderType,
            orders.others,
            orders.status,
          ].map((c) => sql.identifier(c.name)),
          sql`, `,
        )})
        VALUES (${orderNumber}, ${orderId}, ${receiptKey}, ${customer.firstName}, ${customer.lastName},
          ${customer.email.toLowerCase()}, ${normalisePhone(customer.phone) ?? customer.phone}, ${customer.address1},
          ${customer.address2}, ${customer.address3}, ${customer.city}, ${customer.pincode}, ${input.orderType},
          ${input.others}, ${ORDER_PLACED})
        RETURNING ${sql.identifier(orders.createdAt.name)} AS created_at
      ), l AS (
        INSERT INTO ${orderLines} (${sql.join(
          [
            orderLines.orderId,
            orderLines.lineNo,
            orderLines.itemId,
            orderLines.name,
            orderLines.pack,
            orderLines.mrp,
            orderLines.quantity,
          ].map((c) => sql.identifier(c.name)),
          sql`, `,
        )})
        SELECT ${orderNumber}, n, item_id, name, pack, mrp, quantity
        FROM unnest(${sql.param(lines.map((l) => l.itemId))}::int[], ${sql.param(lines.map((l) => l.name))}::text[],
          ${sql.param(lines.map((l) => l.pack))}::text[], ${sql.param(lines.map((l) => l.mrp))}::numeric[],
          ${sql.param(lines.map((l) => l.quantity))}::numeric[]) WITH ORDINALITY AS t(item_id, name, pack, mrp, quantity, n)
      ), h AS (
        INSERT INTO ${orderStatusHistory} (${sql.identifier(orderStatusHistory.orderId.name)},
          ${sql.identifier(orderStatusHistory.toStatus.name)}, ${sql.identifier(orderStatusHistory.changedBy.name)})
        VALUES (${orderNumber}, ${ORDER_PLACED}, 'customer')
      )
      SELECT created_at FROM o`)
  ).rows;

  return {
    orderId,
    receiptKey,
    status: ORDER_PLACED,
    orderType: input.orderType,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    createdAt: new Date(written?.created_at ?? Date.now()).toISOString(),
    lines,
    others: input.others,
    stores: await listStores(db),
  };
}

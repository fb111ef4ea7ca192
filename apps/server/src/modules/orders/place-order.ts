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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

const SCOPE = 'place-order';

export interface PlaceOrderResult {
  receipt: OrderReceipt;
  /** true when an earlier request with the same idempotency key had already placed it */
  replayed: boolean;
}

/**
 * Stores a customer's order, its lines and its first status entry in one transaction.
 * With an idempotency key, the key is claimed in the same transaction: a concurrent retry waits
 * on the key's row, then finds the order the first one placed.
 */
export async function placeOrder(
  db: Database,
  options: { input: PlaceOrder; idempotencyKey?: string | undefined },
): Promise<PlaceOrderResult> {
  const { input, idempotencyKey } = options;
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
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
        if (!earlier?.resultRef)
          throw new AppError('conflict', 'This order is still being placed. Please retry.');
        if (earlier.requestHash !== requestHash) {
          throw new AppError(
            'idempotency_mismatch',
            'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
          );
        }
        return { receipt: await getOrderReceipt(tx, { orderId: earlier.resultRef }), replayed: true };
      }
    }

    const itemIds = input.items.map((line) => line.itemId);
    const found =
      itemIds.length === 0
        ? []
        : await tx
            .select({ id: items.id, name: items.name, pu: items.pu, u: items.u, mrp: items.mrp })
            .from(items)
            .where(and(inArray(items.id, itemIds), eq(items.live, 1)));
    const byId = new Map(found.map((item) => [item.id, item]));
    const missing = input.items.flatMap((line, index) =>
      byId.has(line.itemId)
        ? []
        : [{ path: `items.${index}.itemId`, message: ORDER_FORM_MESSAGES.itemUnavailable }],
    );
    if (missing.length > 0) throw AppError.validation(missing);

    const [next] = await tx
      .execute<{ n: string }>(sql`SELECT nextval(${orderNumberSeq.seqName}) AS n`)
      .then((r) => r.rows);
    const orderNumber = Number(next?.n);
    const orderId = makeOrderId(input.customer.firstName, orderNumber);
    const { customer } = input;
    await tx.insert(orders).values({
      id: orderNumber,
      orderId,
      receiptKey: randomBytes(18).toString('base64url'),
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email.toLowerCase(),
      phone: normalisePhone(customer.phone) ?? customer.phone,
      address1: customer.address1,
      address2: customer.address2,
      address3: customer.address3,
      city: customer.city,
      pincode: customer.pincode,
      orderType: input.orderType,
      others: input.others,
      status: ORDER_PLACED,
    });
    if (input.items.length > 0) {
      await tx.insert(orderLines).values(
        input.items.map((line, index) => {
          const item = byId.get(line.itemId);
          if (!item) throw new Error('unreachable: item checked above');
          return {
            orderId: orderNumber,
            lineNo: index + 1,
            itemId: item.id,
            name: item.name,
            pack: formatPack(item),
            mrp: item.mrp,
            quantity: line.quantity,
          };
        }),
      );
    }
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: orderNumber, toStatus: ORDER_PLACED, changedBy: 'customer' });
    if (idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ resultRef: orderId })
        .where(and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, idempotencyKey)));
    }
    return { receipt: await getOrderReceipt(tx, { orderId }), replayed: false };
  });
}

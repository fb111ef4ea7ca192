import { type OrderReceipt, type OrderStatus, type OrderType, orderReceiptSchema } from '@kadai/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sameSecret } from '../../../lib/same-secret.ts';
import { listStores } from '../../organisation/list-stores.ts';
import { loadOrderLines } from '../order-records/load-order-lines.ts';
import { amountSetByStore } from './amount-set-by-store.ts';

const NOT_FOUND = 'We could not find this order. Please check the link.';

/** The customer's own view of an order, reached only with the receipt key from their thank-you link. */
export async function getOrderReceipt(
  db: DbOrTx,
  options: { orderId: string; receiptKey?: string | undefined },
): Promise<OrderReceipt> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, options.orderId));
  if (!order || (options.receiptKey !== undefined && !sameSecret(order.receiptKey, options.receiptKey))) {
    throw AppError.notFound(NOT_FOUND);
  }
  const [lines, storeList] = await Promise.all([loadOrderLines(db, order.id), listStores(db)]);
  const setByStore = await amountSetByStore(db, {
    orderRowId: order.id,
    amountPaise: order.amountPaise,
    lines,
  });
  return orderReceiptSchema.parse({
    orderId: order.orderId,
    receiptKey: order.receiptKey,
    status: order.status as OrderStatus,
    orderType: order.orderType as OrderType,
    customerName: `${order.firstName} ${order.lastName}`.trim(),
    amountPaise: order.amountPaise,
    createdAt: order.createdAt.toISOString(),
    lines,
    amountSetByStore: setByStore,
    others: order.others,
    kind: order.kind,
    vegetablesList: order.vegetablesList ?? '',
    groceriesList: order.groceriesList ?? '',
    stores: storeList,
  });
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { insertInChunks } from '../../../db/insert-in-chunks.ts';
import { orderEvents, orderLines, orders } from '../../../db/schema/index.ts';

/** An older store's order as it is written here: its row, its lines with the items' ids here. */
export interface ImportedOrder {
  values: Omit<typeof orders.$inferInsert, 'receiptKey' | 'verificationKey' | 'version'>;
  lines: Omit<typeof orderLines.$inferInsert, 'orderId' | 'lineNo'>[];
}

/**
 * An older store's orders, written in the import's transaction: the orders, their lines, and a
 * history that starts with the status each had there, at the time it was placed, by `changedBy`.
 */
export async function addImportedOrders(
  tx: Tx,
  options: { orders: readonly ImportedOrder[]; changedBy: string },
): Promise<void> {
  if (options.orders.length === 0) return;
  await insertInChunks(options.orders, (chunk) =>
    tx.insert(orders).values(
      chunk.map((o) => ({
        ...o.values,
        // Receipt links of the older store do not carry over: a new secret, as for a new order.
        receiptKey: randomBytes(18).toString('base64url'),
      })),
    ),
  );
  const lines = options.orders.flatMap((o) =>
    o.lines.map((line, index) => ({ ...line, orderId: o.values.id, lineNo: index + 1 })),
  );
  await insertInChunks(lines, (chunk) => tx.insert(orderLines).values(chunk));
  await insertInChunks(options.orders, (chunk) =>
    tx.insert(orderEvents).values(
      chunk.map((o) => ({
        orderId: o.values.id,
        field: 'status' as const,
        toValue: o.values.status,
        changedBy: options.changedBy,
        changedAt: o.values.createdAt,
      })),
    ),
  );
  // New orders continue after the highest key (decision 002); the sequence never goes back.
  const highest = Math.max(...options.orders.map((o) => o.values.id));
  await tx.execute(sql`
    select setval('order_number_seq', greatest(${highest}::bigint,
      (select case when is_called then last_value else last_value - 1 end from order_number_seq)), true)`);
}

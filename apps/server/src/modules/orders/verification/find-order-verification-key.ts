import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** What verification needs to know of an order before a customer may mark it. */
export interface OrderVerificationKey {
  id: number;
  verificationKey: string;
  verified: boolean;
}

/**
 * An order's verification key and whether it is verified, by its order id; the order row locked
 * for the rest of the transaction when `lock` (a mark and a Confirm take turns). None when there
 * is no such order.
 */
export async function findOrderVerificationKey(
  db: DbOrTx,
  options: { orderId: string; lock?: boolean | undefined },
): Promise<OrderVerificationKey | undefined> {
  const result = await db.execute<{ id: string; verification_key: string; cust_verified: number }>(sql`
    select id::text, verification_key, cust_verified from orders where order_id = ${options.orderId}
    ${options.lock ? sql`for update` : sql``}`);
  const row = result.rows[0];
  return (
    row && { id: Number(row.id), verificationKey: row.verification_key, verified: row.cust_verified === 1 }
  );
}

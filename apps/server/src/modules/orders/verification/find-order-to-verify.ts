import { makeVerificationLink } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * The order whose customer is to be asked how it was, with the link that opens its verification;
 * none when it is verified already (or there is no such order).
 */
export async function findOrderToVerify(
  tx: Tx,
  options: { orderDbId: number; origin: string },
): Promise<{ orderId: string; firstName: string; email: string; phone: string; link: string } | null> {
  const result = await tx.execute<{
    order_id: string;
    first_name: string;
    email: string;
    phone: string;
    verification_key: string;
    cust_verified: number;
  }>(
    sql`select order_id, first_name, email, phone, verification_key, cust_verified from orders where id = ${options.orderDbId}`,
  );
  const order = result.rows[0];
  if (!order || order.cust_verified === 1) return null;
  return {
    orderId: order.order_id,
    firstName: order.first_name,
    email: order.email,
    phone: order.phone,
    link: makeVerificationLink(options.origin, {
      orderId: order.order_id,
      verificationKey: order.verification_key,
    }),
  };
}

import { VERIFICATION_MESSAGES, type Verification, verificationSchema } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameSecret } from '../../lib/same-secret.ts';

export interface VerifiedOrder {
  id: number;
  orderId: string;
  verified: boolean;
}

/**
 * The order the link names, if its key is the order's verification key; locked for the rest of
 * the transaction when `lock` (a mark and a Confirm take turns). A wrong key and an unknown order
 * are the same 404: the answer tells a guesser nothing.
 */
export async function findVerifiedOrder(
  db: DbOrTx,
  options: { orderId: string; key: string; lock?: boolean },
): Promise<VerifiedOrder> {
  const result = await db.execute<{ id: string; verification_key: string; cust_verified: number }>(sql`
    select id::text, verification_key, cust_verified from orders where order_id = ${options.orderId}
    ${options.lock ? sql`for update` : sql``}`);
  const row = result.rows[0];
  if (!row || !sameSecret(row.verification_key, options.key)) {
    throw AppError.notFound(VERIFICATION_MESSAGES.notFound);
  }
  return { id: Number(row.id), orderId: options.orderId, verified: row.cust_verified === 1 };
}

/** GET /api/verification/:orderId?key=…: the order's items as the customer marked them so far. */
export async function getVerification(
  db: DbOrTx,
  options: { orderId: string; key: string },
): Promise<Verification> {
  const order = await findVerifiedOrder(db, options);
  const head = await db.execute<{
    first_name: string;
    last_name: string;
    verified_at: Date | null;
    overall_cust_comment: string | null;
  }>(sql`select first_name, last_name, verified_at, overall_cust_comment from orders where id = ${order.id}`);
  const lines = await db.execute<{
    line_no: number;
    name: string;
    pack: string;
    quantity: string;
    dislike: number | null;
    user_feedback: string | null;
  }>(sql`
    select line_no, name, pack, quantity::text, dislike, user_feedback
    from order_lines where order_id = ${order.id} order by line_no`);
  const top = head.rows[0];
  return verificationSchema.parse({
    orderId: order.orderId,
    customerName: `${top?.first_name ?? ''} ${top?.last_name ?? ''}`.trim(),
    verified: order.verified,
    verifiedAt: top?.verified_at ? new Date(top.verified_at).toISOString() : null,
    overallComment: top?.overall_cust_comment ?? null,
    items: lines.rows.map((line) => ({
      lineNo: line.line_no,
      name: line.name,
      pack: line.pack,
      quantity: Number(line.quantity),
      dislike: line.dislike === null ? null : line.dislike === 1 ? 1 : 0,
      feedback: line.user_feedback,
    })),
  });
}

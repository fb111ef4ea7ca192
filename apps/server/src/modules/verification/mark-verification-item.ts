import { type MarkVerificationItemRequest, VERIFICATION_MESSAGES, type Verification } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findVerifiedOrder, getVerification } from './get-verification.ts';

/**
 * PUT /api/verification/:orderId/items/:lineNo (updateGroceryLike, updateGrocery): one item's like
 * or dislike and its comment, kept as it is made, so a reload or another phone finds it. A
 * verified order is not changed any more.
 */
export async function markVerificationItem(
  db: Database,
  options: { orderId: string; lineNo: number; request: MarkVerificationItemRequest },
): Promise<Verification> {
  const { key, dislike, feedback } = options.request;
  await db.transaction(async (tx) => {
    const order = await findVerifiedOrder(tx, { orderId: options.orderId, key, lock: true });
    if (order.verified) throw new AppError('conflict', VERIFICATION_MESSAGES.alreadyVerified);
    const updated = await tx.execute(sql`
      update order_lines set dislike = ${dislike}, user_feedback = ${feedback?.trim() || null}
      where order_id = ${order.id} and line_no = ${options.lineNo}`);
    if (updated.rowCount === 0) {
      throw AppError.validation([
        { path: 'lineNo', message: `lineNo: this order has no item ${options.lineNo}` },
      ]);
    }
  });
  return getVerification(db, { orderId: options.orderId, key });
}

import { type MarkVerificationItemRequest, VERIFICATION_MESSAGES, type Verification } from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordLineVerdict } from '../orders/verification/record-line-verdict.ts';
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
    const marked = await recordLineVerdict(tx, {
      orderDbId: order.id,
      lineNo: options.lineNo,
      dislike,
      feedback: feedback?.trim() || null,
    });
    if (!marked) {
      throw AppError.validation([
        { path: 'lineNo', message: `lineNo: this order has no item ${options.lineNo}` },
      ]);
    }
  });
  return getVerification(db, { orderId: options.orderId, key });
}

import {
  type ConfirmVerificationRequest,
  VERIFICATION_MESSAGES,
  type Verification,
  verificationProblem,
} from '@kadai/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listVerificationLines } from '../orders/verification/list-verification-lines.ts';
import { recordVerification } from '../orders/verification/record-verification.ts';
import { findVerifiedOrder, getVerification } from './get-verification.ts';

/**
 * POST /api/verification/:orderId/confirm (updateGroceryCompleted): every item marked, each dislike
 * with its comment, an overall comment (the page's checks, in the same words), then the order is
 * verified, once: the order row is locked, and a second Confirm (a retry, another phone) is told.
 */
export async function confirmVerification(
  db: Database,
  options: { orderId: string; request: ConfirmVerificationRequest },
): Promise<Verification> {
  const { key, overallComment } = options.request;
  await db.transaction(async (tx) => {
    const order = await findVerifiedOrder(tx, { orderId: options.orderId, key, lock: true });
    if (order.verified) throw new AppError('conflict', VERIFICATION_MESSAGES.alreadyVerified);
    const lines = await listVerificationLines(tx, order.id);
    const problem = verificationProblem(lines, overallComment);
    if (problem) throw AppError.validation([problem]);
    await recordVerification(tx, { orderDbId: order.id, overallComment: overallComment.trim() });
  });
  return getVerification(db, { orderId: options.orderId, key });
}

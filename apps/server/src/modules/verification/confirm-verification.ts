import {
  type ConfirmVerificationRequest,
  VERIFICATION_MESSAGES,
  type Verification,
  verificationProblem,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
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
    const lines = await tx.execute<{
      line_no: number;
      name: string;
      dislike: number | null;
      user_feedback: string | null;
    }>(
      sql`select line_no, name, dislike, user_feedback from order_lines where order_id = ${order.id} order by line_no`,
    );
    const problem = verificationProblem(
      lines.rows.map((line) => ({
        lineNo: line.line_no,
        name: line.name,
        dislike: line.dislike === null ? null : line.dislike === 1 ? 1 : 0,
        feedback: line.user_feedback,
      })),
      overallComment,
    );
    if (problem) throw AppError.validation([problem]);
    await tx.execute(sql`
      update orders set cust_verified = 1, overall_cust_comment = ${overallComment.trim()}, verified_at = now()
      where id = ${order.id}`);
  });
  return getVerification(db, { orderId: options.orderId, key });
}

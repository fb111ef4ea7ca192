import { VERIFICATION_MESSAGES, type Verification, verificationSchema } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { findOrderVerificationKey } from '../orders/verification/find-order-verification-key.ts';
import { getOrderVerification } from '../orders/verification/get-order-verification.ts';

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
  const row = await findOrderVerificationKey(db, { orderId: options.orderId, lock: options.lock });
  if (!row || !sameSecret(row.verificationKey, options.key)) {
    throw AppError.notFound(VERIFICATION_MESSAGES.notFound);
  }
  return { id: row.id, orderId: options.orderId, verified: row.verified };
}

/** GET /api/verification/:orderId?key=…: the order's items as the customer marked them so far. */
export async function getVerification(
  db: DbOrTx,
  options: { orderId: string; key: string },
): Promise<Verification> {
  const order = await findVerifiedOrder(db, options);
  const found = await getOrderVerification(db, order.id);
  return verificationSchema.parse({
    orderId: order.orderId,
    customerName: found.customerName,
    verified: order.verified,
    verifiedAt: found.verifiedAt ? new Date(found.verifiedAt).toISOString() : null,
    overallComment: found.overallComment,
    items: found.lines,
  });
}

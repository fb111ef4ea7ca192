import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { listVerificationLines, type VerificationLine } from './list-verification-lines.ts';

/** An order as its customer verifies it: who, when verified, the overall comment and the lines. */
export interface OrderVerification {
  customerName: string;
  verifiedAt: Date | null;
  overallComment: string | null;
  lines: VerificationLine[];
}

export async function getOrderVerification(db: DbOrTx, orderDbId: number): Promise<OrderVerification> {
  const head = await db.execute<{
    first_name: string;
    last_name: string;
    verified_at: Date | null;
    overall_cust_comment: string | null;
  }>(
    sql`select first_name, last_name, verified_at, overall_cust_comment from orders where id = ${orderDbId}`,
  );
  const lines = await listVerificationLines(db, orderDbId);
  const top = head.rows[0];
  return {
    customerName: `${top?.first_name ?? ''} ${top?.last_name ?? ''}`.trim(),
    verifiedAt: top?.verified_at ?? null,
    overallComment: top?.overall_cust_comment ?? null,
    lines,
  };
}

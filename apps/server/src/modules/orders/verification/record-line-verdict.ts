import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * A customer's like (0) or dislike (1) of one line and its comment, kept as it is made. False when
 * the order has no such line.
 */
export async function recordLineVerdict(
  tx: Tx,
  options: { orderDbId: number; lineNo: number; dislike: 0 | 1; feedback: string | null },
): Promise<boolean> {
  const updated = await tx.execute(sql`
    update order_lines set dislike = ${options.dislike}, user_feedback = ${options.feedback}
    where order_id = ${options.orderDbId} and line_no = ${options.lineNo}`);
  return updated.rowCount !== 0;
}

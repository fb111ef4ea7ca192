import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** An order line as the customer marked it when verifying: liked (0), disliked (1) or not yet. */
export interface VerificationLine {
  lineNo: number;
  name: string;
  pack: string;
  quantity: number;
  dislike: 0 | 1 | null;
  feedback: string | null;
}

/** The lines of an order (by its database id), in order, with the customer's marks so far. */
export async function listVerificationLines(db: DbOrTx, orderDbId: number): Promise<VerificationLine[]> {
  const lines = await db.execute<{
    line_no: number;
    name: string;
    pack: string;
    quantity: string;
    dislike: number | null;
    user_feedback: string | null;
  }>(sql`
    select line_no, name, pack, quantity::text, dislike, user_feedback
    from order_lines where order_id = ${orderDbId} order by line_no`);
  return lines.rows.map((line) => ({
    lineNo: line.line_no,
    name: line.name,
    pack: line.pack,
    quantity: Number(line.quantity),
    dislike: line.dislike === null ? null : line.dislike === 1 ? 1 : 0,
    feedback: line.user_feedback,
  }));
}

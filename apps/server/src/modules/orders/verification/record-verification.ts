import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/** The customer has verified the order: the overall comment is kept and the time it was done. */
export async function recordVerification(tx: Tx, options: { orderDbId: number; overallComment: string }) {
  await tx.execute(sql`
    update orders set cust_verified = 1, overall_cust_comment = ${options.overallComment}, verified_at = now()
    where id = ${options.orderDbId}`);
}

import { firstDayOfMonth, type SignedUser } from '@kadai/contract';
import type { Tx } from '../../../db/client.ts';
import { closedMonths } from '../../../db/schema/index.ts';

/**
 * Closes a month's books (decision 018): from now on no stock move may be dated into it or any
 * month before. The caller holds the closed-months lock exclusively (lockClosedMonthsExclusive) in
 * the same transaction. True when this call closed it, false when it was closed already.
 */
export async function closeStockMonth(
  tx: Tx,
  options: { month: string; user: SignedUser },
): Promise<boolean> {
  const closedNow = await tx
    .insert(closedMonths)
    .values({
      month: firstDayOfMonth(options.month),
      closedByUserId: options.user.id,
      closedByName: options.user.displayName,
    })
    .onConflictDoNothing()
    .returning({ month: closedMonths.month });
  return closedNow.length > 0;
}

import { businessDay, type Movement, type MovementStatus } from '@kadai/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productMovements } from '../../db/schema/index.ts';
import { movementColumns, toMovement } from './movement-row.ts';

/**
 * The business day's movements, newest first, of one team and status when asked (todays-movements);
 * with `outletId`, only those that leave or reach that outlet.
 */
export async function listTodaysMovements(
  db: DbOrTx,
  options: {
    teamId?: string | undefined;
    folderId?: MovementStatus | undefined;
    outletId?: string | undefined;
    limit: number;
  },
): Promise<Movement[]> {
  const rows = await db
    .select(movementColumns)
    .from(productMovements)
    .where(
      and(
        eq(productMovements.businessDay, businessDay()),
        options.teamId === undefined ? undefined : eq(productMovements.teamId, options.teamId),
        options.folderId === undefined ? undefined : eq(productMovements.folderId, options.folderId),
        options.outletId === undefined
          ? undefined
          : or(
              eq(productMovements.senderOutletId, options.outletId),
              eq(productMovements.receiverOutletId, options.outletId),
            ),
      ),
    )
    .orderBy(desc(productMovements.id))
    .limit(options.limit);
  return rows.map(toMovement);
}

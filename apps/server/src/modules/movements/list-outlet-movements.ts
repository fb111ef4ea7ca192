import type { Movement, MovementStatus } from '@kadai/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productMovements } from '../../db/schema/index.ts';
import { movementColumns, toMovement } from './movement-row.ts';

/** Planning's movements to one outlet in one folder, newest first. */
export async function listOutletMovements(
  db: DbOrTx,
  options: { outletId: string; folderId: MovementStatus; limit: number },
): Promise<Movement[]> {
  const rows = await db
    .select(movementColumns)
    .from(productMovements)
    .where(
      and(
        eq(productMovements.receiverOutletId, options.outletId),
        eq(productMovements.folderId, options.folderId),
      ),
    )
    .orderBy(desc(productMovements.id))
    .limit(options.limit);
  return rows.map(toMovement);
}

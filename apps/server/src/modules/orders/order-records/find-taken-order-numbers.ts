import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * Which of these order ids and order keys (numbers) are taken here already, and the highest key:
 * what an import of older orders must not collide with.
 */
export async function findTakenOrderNumbers(
  db: DbOrTx,
  options: { orderIds: readonly string[]; keys: readonly number[] },
): Promise<{ orderIds: Set<string>; keys: Set<number>; highestKey: number }> {
  const usedIds = await db.execute<{ order_id: string }>(
    sql`select order_id from orders where order_id in (select jsonb_array_elements_text(${JSON.stringify(options.orderIds)}::jsonb))`,
  );
  const takenKeys = await db.execute<{ id: string }>(
    sql`select id::text from orders where id in (select jsonb_array_elements_text(${JSON.stringify(options.keys)}::jsonb)::bigint)`,
  );
  const highest = await db.execute<{ max: string | null }>(sql`select max(id)::text as max from orders`);
  return {
    orderIds: new Set(usedIds.rows.map((r) => r.order_id)),
    keys: new Set(takenKeys.rows.map((r) => Number(r.id))),
    highestKey: Number(highest.rows[0]?.max ?? 0),
  };
}

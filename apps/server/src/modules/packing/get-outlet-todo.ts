import { businessDay, type OutletTodo } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sumPlannedForOutlet } from '../movements/sum-planned-for-outlet.ts';
import { sumProducedByProduct } from '../production/entries/sum-produced-by-product.ts';
import { sumDispatchedToOutlet } from '../stock/dispatch/sum-dispatched-to-outlet.ts';
import { stockUnit } from '../stock/ledger/stock-units.ts';

/**
 * The Daily Kitchen To-do of an outlet: every product the day's planning sent it (or a dispatch
 * carried to it), with the team's produced and packed for the day and what was dispatched to and
 * received at the outlet. `teamId` narrows it to one team's products (a production user's own).
 */
export async function getOutletTodo(
  db: DbOrTx,
  options: {
    outletId: string;
    outletName: string;
    teamId?: string | undefined;
    day?: string | undefined;
    now?: Date;
  },
): Promise<OutletTodo> {
  const day = options.day ?? businessDay(options.now);
  const team = options.teamId ?? null;
  const { outletId } = options;
  const [planned, sent] = await Promise.all([
    sumPlannedForOutlet(db, { outletId, day }),
    sumDispatchedToOutlet(db, { outletId, day }),
  ]);
  const wanted = [...new Set([...planned.keys(), ...sent.keys()])];
  const [produced, packed, products] = await Promise.all([
    sumProducedByProduct(db, { day, productIds: wanted }),
    db.execute<{ product_id: string; packs: number }>(sql`
      select product_id, sum(packs)::float8 as packs from packing_entries
      where business_day = ${day}::date
        and product_id in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))
      group by product_id`),
    db.execute<{ id: string; name: string; variant_name: string; team_id: string | null }>(sql`
      select p.id, p.name, p.variant_name, p.team_id from products p
      where p.id in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))
        and (${team}::text is null or p.team_id = ${team})
      order by p.name, p.variant_name, p.id`),
  ]);
  const packs = new Map(packed.rows.map((row) => [row.product_id, row.packs]));
  const rows = products.rows.map((p) => ({
    product_id: p.id,
    name: p.name,
    variant_name: p.variant_name,
    team_id: p.team_id,
    planned: planned.get(p.id) ?? 0,
    produced: produced.get(p.id) ?? 0,
    packed: packs.get(p.id) ?? 0,
    dispatched: sent.get(p.id)?.dispatched ?? 0,
    received: sent.get(p.id)?.received ?? 0,
  }));
  return {
    outletId: options.outletId,
    outletName: options.outletName,
    day,
    rows: rows.map((row) => ({
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      teamId: row.team_id,
      unit: stockUnit(row.variant_name),
      planned: row.planned,
      produced: row.produced,
      packed: row.packed,
      dispatched: row.dispatched,
      received: row.received,
    })),
  };
}

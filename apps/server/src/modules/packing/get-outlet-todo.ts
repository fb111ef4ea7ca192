import { businessDay, type OutletTodo, PLANNING_FOLDERS } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
  const result = await db.execute<{
    product_id: string;
    name: string;
    variant_name: string;
    team_id: string | null;
    planned: number;
    produced: number;
    packed: number;
    dispatched: number;
    received: number;
  }>(sql`
    with planned as (
      select product_id, sum(quantity_sent) as quantity from product_movements
      where business_day = ${day}::date and folder_id = ${PLANNING_FOLDERS.perOutlet}
        and receiver_outlet_id = ${options.outletId}
      group by product_id
    ),
    sent as (
      select l.product_id, sum(l.quantity_sent) as dispatched,
        coalesce(sum(l.quantity_received) filter (where l.received_at is not null), 0) as received
      from dispatches d join dispatch_lines l on l.dispatch_id = d.id
      where d.kind = 'dispatch' and d.state <> 'saved' and d.outlet_id = ${options.outletId}
        and d.business_day = ${day}::date
      group by l.product_id
    ),
    wanted as (select product_id from planned union select product_id from sent),
    produced as (
      select product_id, sum(quantity) as quantity from production_entries
      where business_day = ${day}::date and folder_id = 'produced'
        and product_id in (select product_id from wanted)
      group by product_id
    ),
    packed as (
      select product_id, sum(packs) as packs from packing_entries
      where business_day = ${day}::date and product_id in (select product_id from wanted)
      group by product_id
    )
    select w.product_id, p.name, p.variant_name, p.team_id,
      coalesce(pl.quantity, 0)::float8 as planned,
      coalesce(pr.quantity, 0)::float8 as produced,
      coalesce(pk.packs, 0)::float8 as packed,
      coalesce(s.dispatched, 0)::float8 as dispatched,
      coalesce(s.received, 0)::float8 as received
    from wanted w
    join products p on p.id = w.product_id
    left join planned pl on pl.product_id = w.product_id
    left join produced pr on pr.product_id = w.product_id
    left join packed pk on pk.product_id = w.product_id
    left join sent s on s.product_id = w.product_id
    where ${team}::text is null or p.team_id = ${team}
    order by p.name, p.variant_name, p.id`);
  return {
    outletId: options.outletId,
    outletName: options.outletName,
    day,
    rows: result.rows.map((row) => ({
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

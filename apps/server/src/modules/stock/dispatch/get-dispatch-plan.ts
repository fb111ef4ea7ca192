import { businessDay, type DispatchPlan, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { listPlannedPerOutlet } from '../../movements/list-planned-per-outlet.ts';
import { listPlanningBatches } from '../../movements/list-planning-batches.ts';
import { stockUnit } from '../ledger/stock-units.ts';

/**
 * The Daily Dispatch table for a team and an outlet today: every product planning sent to that
 * outlet (Total Planned), less what confirmed dispatches already carried, or the saved dispatch's
 * quantities when one exists; with what the warehouse holds now, so a shortfall shows before Submit.
 */
export async function getDispatchPlan(
  db: DbOrTx,
  options: { teamId: string; outletId: string; now?: Date },
): Promise<DispatchPlan> {
  const day = businessDay(options.now);
  // What planning sent comes from movements, which keeps the plan; the rest is stock's own.
  const planned = await listPlannedPerOutlet(db, {
    teamId: options.teamId,
    outletId: options.outletId,
    fromDay: day,
    toDay: day,
  });
  const result = await db.execute<{
    product_id: string;
    name: string;
    variant_name: string;
    planned: number;
    already_sent: number;
    saved: number | null;
    saved_dispatch_id: number | null;
    on_hand: number;
  }>(sql`
    with planned as (
      select "productId" as product_id, quantity
      from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb) as p("productId" text, quantity numeric)
    ),
    saved as (
      select l.product_id, l.quantity_sent as quantity, d.id as dispatch_id
      from dispatches d join dispatch_lines l on l.dispatch_id = d.id
      where d.team_id = ${options.teamId} and d.outlet_id = ${options.outletId}
        and d.business_day = ${day}::date and d.state = 'saved'
    ),
    sent as (
      select l.product_id, sum(l.quantity_sent) as quantity
      from dispatches d join dispatch_lines l on l.dispatch_id = d.id
      where d.team_id = ${options.teamId} and d.outlet_id = ${options.outletId}
        and d.business_day = ${day}::date and d.state <> 'saved'
      group by l.product_id
    ),
    wanted as (select product_id from planned union select product_id from saved)
    select w.product_id, p.name, p.variant_name,
      coalesce(pl.quantity, 0)::float8 as planned,
      coalesce(se.quantity, 0)::float8 as already_sent,
      sv.quantity::float8 as saved, sv.dispatch_id as saved_dispatch_id,
      coalesce(b.quantity, 0)::float8 as on_hand
    from wanted w
    join products p on p.id = w.product_id
    left join planned pl on pl.product_id = w.product_id
    left join saved sv on sv.product_id = w.product_id
    left join sent se on se.product_id = w.product_id
    left join stock_places wp on wp.outlet_id = ${WAREHOUSE_OUTLET_ID}
    left join stock_balances b on b.place_id = wp.id and b.product_id = w.product_id
    order by p.name, p.variant_name, p.id`);
  const batches = await listPlanningBatches(db, { teamId: options.teamId, outletId: options.outletId, day });
  const savedDispatchId =
    result.rows.find((row) => row.saved_dispatch_id !== null)?.saved_dispatch_id ?? null;
  return {
    teamId: options.teamId,
    outletId: options.outletId,
    day,
    batches,
    savedDispatchId,
    lines: result.rows.map((row) => ({
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      planned: row.planned,
      // Thousandths: 2.5 planned less 1.2 sent is 1.3, not 1.2999999.
      sent:
        row.saved ?? Math.max(0, Math.round(row.planned * 1000) - Math.round(row.already_sent * 1000)) / 1000,
      warehouseOnHand: row.on_hand,
    })),
  };
}

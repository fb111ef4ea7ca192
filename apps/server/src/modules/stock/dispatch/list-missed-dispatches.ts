import { businessDay, type MissedDispatch } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { listPlannedPerOutlet } from '../../movements/list-planned-per-outlet.ts';
import { stockUnit } from '../ledger/stock-units.ts';

/** How far back Missed Dispatches looks: a fortnight of business days. */
export const MISSED_DAYS = 14;

/** The business day `days` after `day` (before it when negative), as YYYY-MM-DD. */
function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Missed Dispatches: what a team's planning sent an outlet on a past business day and no
 * dispatch of that day carried (saved-only dispatches carried nothing). Today is left out: its
 * day has not ended.
 */
export async function listMissedDispatches(
  db: DbOrTx,
  options: { teamId: string; now?: Date },
): Promise<MissedDispatch[]> {
  const today = businessDay(options.now);
  // What planning sent comes from movements, which keeps the plan; the rest is stock's own.
  const planned = await listPlannedPerOutlet(db, {
    teamId: options.teamId,
    fromDay: shiftDay(today, -MISSED_DAYS),
    toDay: shiftDay(today, -1),
  });
  const result = await db.execute<{
    day: string;
    outlet_id: string;
    outlet_name: string;
    product_id: string;
    name: string;
    variant_name: string;
    planned: string;
    sent: string;
  }>(sql`
    with planned as (
      select day::date as business_day, "outletId" as outlet_id, "productId" as product_id, quantity
      from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb)
        as p(day text, "outletId" text, "productId" text, quantity numeric)
    ),
    sent as (
      select d.business_day, d.outlet_id, l.product_id, sum(l.quantity_sent) as quantity
      from dispatches d join dispatch_lines l on l.dispatch_id = d.id
      where d.team_id = ${options.teamId} and d.state <> 'saved'
        and d.business_day < ${today}::date and d.business_day >= ${today}::date - ${MISSED_DAYS}::int
      group by 1, 2, 3
    )
    select to_char(p.business_day, 'YYYY-MM-DD') as day, p.outlet_id, o.name as outlet_name, p.product_id,
      pr.name, pr.variant_name, p.quantity::text as planned, coalesce(s.quantity, 0)::text as sent
    from planned p
    join outlets o on o.id = p.outlet_id
    join products pr on pr.id = p.product_id
    left join sent s on s.business_day = p.business_day and s.outlet_id = p.outlet_id and s.product_id = p.product_id
    where p.quantity > coalesce(s.quantity, 0)
    order by p.business_day desc, o.name, pr.name, pr.variant_name, pr.id
    limit 5000`);
  return result.rows.map((row) => {
    const planned = Number(row.planned);
    const sent = Number(row.sent);
    return {
      day: row.day,
      outletId: row.outlet_id,
      outletName: row.outlet_name,
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      planned,
      sent,
      missed: (Math.round(planned * 1000) - Math.round(sent * 1000)) / 1000,
    };
  });
}

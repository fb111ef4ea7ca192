import type { Trip } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { dispatchLabelSql } from '../dispatch/dispatch-label.ts';
import { stockUnit } from '../ledger/stock-units.ts';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"';

/**
 * Stocks Dispatch (Transport): every van still carrying something, oldest first, with its
 * dispatches and what is on board, which a stock system often cannot show once stock has left. A
 * trip whose dispatches are all received still shows while a shortfall waits on it for its
 * dispute. For an outlet, only what the vans bring it.
 */
export async function listTrips(db: DbOrTx, options: { outletId?: string | undefined }): Promise<Trip[]> {
  // An outlet sees its own dispatches on a van, not what the van carries for the others.
  const mine = options.outletId ? sql`and x.outlet_id = ${options.outletId}` : sql``;
  const result = await db.execute<{
    id: number;
    day: string;
    driver_name: string;
    driver_phone: string | null;
    vehicle_number: string;
    since: string;
    started_by_name: string;
    dispatches: Trip['dispatches'];
    carrying: { productId: string; productName: string; variantName: string; quantity: string }[];
  }>(sql`
    with on_board as (
      -- What each line still has on the van: all of it until received, then a shortfall until its
      -- dispute is settled. The same as the trip's balance on the ledger (the tests check this).
      select x.trip_id, l.product_id,
        sum(case when l.quantity_received is null then l.quantity_sent
                 when q.id is not null and q.resolved_at is null and l.quantity_sent > l.quantity_received
                   then l.quantity_sent - l.quantity_received
                 else 0 end) as quantity
      from dispatches x
      join dispatch_lines l on l.dispatch_id = x.id
      left join disputes q on q.dispatch_line_id = l.id
      where x.trip_id is not null ${mine}
      group by x.trip_id, l.product_id
    )
    select t.id, to_char(t.business_day, 'YYYY-MM-DD') as day, d.name as driver_name, d.phone as driver_phone,
      v.number as vehicle_number, to_char(t.started_at, ${ISO}) as since, t.started_by_name,
      (
        select json_agg(json_build_object(
          'id', x.id, 'label', ${dispatchLabelSql('x')}, 'outletId', x.outlet_id, 'outletName', o.name,
          'teamName', tm.name, 'state', x.state
        ) order by x.dispatched_at, x.id)
        from dispatches x join outlets o on o.id = x.outlet_id left join teams tm on tm.id = x.team_id
        where x.trip_id = t.id ${mine}
      ) as dispatches,
      (
        select json_agg(json_build_object(
          'productId', b.product_id, 'productName', p.name, 'variantName', p.variant_name,
          'quantity', b.quantity::text
        ) order by p.name, p.variant_name, p.id)
        from on_board b join products p on p.id = b.product_id
        where b.trip_id = t.id and b.quantity <> 0
      ) as carrying
    from trips t
    join drivers d on d.id = t.driver_id
    join vehicles v on v.id = t.vehicle_id
    where exists (select 1 from on_board b where b.trip_id = t.id and b.quantity <> 0)
    order by t.started_at, t.id
    limit 500`);
  return result.rows.map((row) => ({
    id: row.id,
    day: row.day,
    driverName: row.driver_name,
    driverPhone: row.driver_phone,
    vehicleNumber: row.vehicle_number,
    since: row.since,
    startedBy: row.started_by_name,
    dispatches: row.dispatches,
    carrying: row.carrying.map((line) => ({
      ...line,
      unit: stockUnit(line.variantName),
      quantity: Number(line.quantity),
    })),
  }));
}

import { businessDay, type Dispatch } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stockUnit } from '../ledger/stock-units.ts';

type Filter = { teamId: string; now?: Date } | { id: number };

/** Today's dispatches of a team in D-order, or one dispatch by id, each with its lines and trip. */
export async function listDispatches(db: DbOrTx, filter: Filter): Promise<Dispatch[]> {
  const where =
    'id' in filter
      ? sql`d.id = ${filter.id}`
      : sql`d.team_id = ${filter.teamId} and d.business_day = ${businessDay(filter.now)}::date`;
  const result = await db.execute<{
    id: number;
    dispatch_order: number;
    day: string;
    team_id: string;
    outlet_id: string;
    outlet_name: string;
    state: Dispatch['state'];
    created_by_name: string;
    trip_id: number | null;
    driver_name: string | null;
    vehicle_number: string | null;
    dispatched_at: string | null;
    dispatched_by_name: string | null;
    lines: {
      id: number;
      productId: string;
      productName: string;
      variantName: string;
      quantityPlanned: number;
      quantitySent: number;
      quantityReceived: number | null;
    }[];
  }>(sql`
    select d.id, d.dispatch_order, to_char(d.business_day, 'YYYY-MM-DD') as day, d.team_id, d.outlet_id,
      o.name as outlet_name, d.state, d.created_by_name, d.trip_id, dr.name as driver_name,
      v.number as vehicle_number, to_char(d.dispatched_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"') as dispatched_at,
      d.dispatched_by_name,
      coalesce((
        select json_agg(json_build_object(
          'id', l.id, 'productId', l.product_id, 'productName', p.name, 'variantName', p.variant_name,
          'quantityPlanned', l.quantity_planned, 'quantitySent', l.quantity_sent,
          'quantityReceived', l.quantity_received
        ) order by p.name, p.variant_name, p.id)
        from dispatch_lines l join products p on p.id = l.product_id
        where l.dispatch_id = d.id
      ), '[]'::json) as lines
    from dispatches d
    join outlets o on o.id = d.outlet_id
    left join trips t on t.id = d.trip_id
    left join drivers dr on dr.id = t.driver_id
    left join vehicles v on v.id = t.vehicle_id
    where ${where}
    order by d.dispatch_order`);
  return result.rows.map((row) => ({
    id: row.id,
    order: row.dispatch_order,
    day: row.day,
    teamId: row.team_id,
    outletId: row.outlet_id,
    outletName: row.outlet_name,
    state: row.state,
    createdBy: row.created_by_name,
    trip:
      row.trip_id === null
        ? null
        : {
            id: row.trip_id,
            driverName: row.driver_name ?? '',
            vehicleNumber: row.vehicle_number ?? '',
            dispatchedAt: row.dispatched_at ?? '',
            dispatchedBy: row.dispatched_by_name ?? '',
          },
    lines: row.lines.map((line) => ({
      ...line,
      quantityPlanned: Number(line.quantityPlanned),
      quantitySent: Number(line.quantitySent),
      quantityReceived: line.quantityReceived === null ? null : Number(line.quantityReceived),
      unit: stockUnit(line.variantName),
    })),
  }));
}

export async function getDispatch(db: DbOrTx, id: number): Promise<Dispatch> {
  const [dispatch] = await listDispatches(db, { id });
  if (!dispatch) throw new Error(`dispatch ${id} vanished inside its own transaction`);
  return dispatch;
}

import { type Movement, unitFromVariant } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * The dispatch lines sent to one outlet, received or not yet, newest first, as the older client's
 * movements: each row's id is its line's, the id its receipt (PUT product-movement/bulk/upsert)
 * sends back, with the trip's driver and vehicle.
 */
export async function listDispatchedMovements(
  db: DbOrTx,
  options: { outletId: string; received: boolean; limit: number },
): Promise<Movement[]> {
  const rows = await db.execute<{
    id: number;
    product_id: string;
    name: string;
    variant_name: string;
    product_type: string;
    quantity_sent: string;
    quantity_received: string | null;
    sender_outlet_id: string;
    dispatch_order: number;
    team_id: string;
    driver_name: string;
    vehicle_number: string;
    received_by_name: string | null;
    dispatched_by_name: string | null;
    dispatched_at: Date;
    business_day: string;
  }>(sql`
    select l.id, l.product_id, p.name, p.variant_name, p.product_type, l.quantity_sent::text,
      l.quantity_received::text, d.sender_outlet_id, d.dispatch_order, d.team_id, dr.name as driver_name,
      v.number as vehicle_number, l.received_by_name, d.dispatched_by_name, d.dispatched_at,
      d.business_day::text
    from dispatch_lines l
    join dispatches d on d.id = l.dispatch_id
    join trips t on t.id = d.trip_id
    join drivers dr on dr.id = t.driver_id
    join vehicles v on v.id = t.vehicle_id
    join products p on p.id = l.product_id
    where d.outlet_id = ${options.outletId} and d.state <> 'saved'
      and l.quantity_received is ${options.received ? sql`not null` : sql`null`}
    order by l.id desc
    limit ${options.limit}`);
  return rows.rows.map((row) => ({
    id: row.id,
    _id: String(row.id),
    product_id: row.product_id,
    core_product_id: row.product_id,
    product_name: row.name,
    variant_name: row.variant_name,
    product_type: row.product_type,
    quantity_sent: Number(row.quantity_sent),
    quantity_received: row.quantity_received === null ? null : Number(row.quantity_received),
    sender_outlet_id: row.sender_outlet_id,
    receiver_outlet_id: options.outletId,
    outlet_id: options.outletId,
    folder_id: options.received ? 'received' : 'dispatched',
    batch_id: `D${row.dispatch_order}`,
    batch_order: row.dispatch_order,
    team_id: row.team_id,
    unit_name: unitFromVariant(row.variant_name),
    driver_name: row.driver_name,
    vehicle_number: row.vehicle_number,
    receiver_id: row.received_by_name,
    created_by: row.dispatched_by_name ?? '',
    created_at: new Date(row.dispatched_at).toISOString(),
    business_day: row.business_day,
  }));
}

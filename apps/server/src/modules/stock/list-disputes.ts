import type { Dispute } from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockUnit } from './stock-units.ts';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"';

/** Movement Disputes: open ones first (oldest first), then settled ones, newest first. */
export async function listDisputes(
  db: DbOrTx,
  options: { outletId?: string | undefined; state?: 'open' | 'resolved' | undefined; id?: number },
): Promise<Dispute[]> {
  const where: SQL[] = [sql`true`];
  if (options.outletId) where.push(sql`d.outlet_id = ${options.outletId}`);
  if (options.state === 'open') where.push(sql`x.resolved_at is null`);
  if (options.state === 'resolved') where.push(sql`x.resolved_at is not null`);
  if (options.id !== undefined) where.push(sql`x.id = ${options.id}`);
  const result = await db.execute<{
    id: number;
    product_id: string;
    name: string;
    variant_name: string;
    resolution: Dispute['status'] | null;
    reason: Dispute['reason'];
    sender: string;
    team: string;
    outlet_name: string;
    outlet_id: string;
    received_by: string;
    quantity_sent: string;
    quantity_received: string;
    driver_name: string;
    vehicle_number: string;
    opened_at: string;
    resolved_by_name: string | null;
    resolved_at: string | null;
    note: string | null;
  }>(sql`
    select x.id, l.product_id, p.name, p.variant_name, x.resolution, x.reason, s.name as sender, tm.name as team,
      o.name as outlet_name, d.outlet_id, x.opened_by_name as received_by, x.quantity_sent::text,
      x.quantity_received::text, dr.name as driver_name, v.number as vehicle_number,
      to_char(x.opened_at, ${ISO}) as opened_at, x.resolved_by_name,
      to_char(x.resolved_at, ${ISO}) as resolved_at, x.note
    from disputes x
    join dispatch_lines l on l.id = x.dispatch_line_id
    join dispatches d on d.id = l.dispatch_id
    join products p on p.id = l.product_id
    join outlets s on s.id = d.sender_outlet_id
    join outlets o on o.id = d.outlet_id
    join teams tm on tm.id = d.team_id
    join trips t on t.id = d.trip_id
    join drivers dr on dr.id = t.driver_id
    join vehicles v on v.id = t.vehicle_id
    where ${sql.join(where, sql` and `)}
    order by (x.resolved_at is null) desc,
      case when x.resolved_at is null then x.opened_at end asc,
      x.resolved_at desc, x.id
    limit 2000`);
  return result.rows.map((row) => {
    const sent = Number(row.quantity_sent);
    const received = Number(row.quantity_received);
    return {
      id: row.id,
      productId: row.product_id,
      productName: row.name,
      variantName: row.variant_name,
      unit: stockUnit(row.variant_name),
      status: row.resolution ?? 'open',
      reason: row.reason,
      from: `${row.sender} · ${row.team}`,
      to: row.outlet_name,
      toOutletId: row.outlet_id,
      receivedBy: row.received_by,
      quantitySent: sent,
      quantityReceived: received,
      mismatch: (Math.round(sent * 1000) - Math.round(received * 1000)) / 1000,
      driverName: row.driver_name,
      vehicleNumber: row.vehicle_number,
      openedAt: row.opened_at,
      resolvedBy: row.resolved_by_name,
      resolvedAt: row.resolved_at,
      note: row.note,
    };
  });
}

import type { Dispute } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { senderLabel } from '../dispatch/dispatch-label.ts';
import { stockUnit } from '../ledger/stock-units.ts';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"';
/** The most a list shows: open ones first, so none waiting is ever cut off by settled ones. */
const LIMIT = 2000;

/** Movement Disputes: open ones first (oldest first), then settled ones, newest first. */
export async function listDisputes(
  db: DbOrTx,
  options: { outletId?: string | undefined; state?: 'open' | 'resolved' | undefined; id?: number },
): Promise<Dispute[]> {
  // The list shows the first LIMIT: pick those ids first, open ones by age and settled ones newest
  // first, each from its own index order, and join the rest for them alone. Sorting every dispute
  // after joining it took 370 ms at 100,000 disputes (bench).
  const mine = options.outletId
    ? sql`and exists (select 1 from dispatch_lines l join dispatches d on d.id = l.dispatch_id
        where l.id = x.dispatch_line_id and d.outlet_id = ${options.outletId})`
    : sql``;
  const one = options.id === undefined ? sql`` : sql`and x.id = ${options.id}`;
  const open = sql`(select x.id, 0 as grp from disputes x where x.resolved_at is null ${mine} ${one}
    order by x.opened_at, x.id limit ${LIMIT})`;
  const settled = sql`(select x.id, 1 as grp from disputes x where x.resolved_at is not null ${mine} ${one}
    order by x.resolved_at desc, x.id limit ${LIMIT})`;
  const picked =
    options.state === 'open'
      ? open
      : options.state === 'resolved'
        ? settled
        : sql`${open} union all ${settled}`;
  const result = await db.execute<{
    id: number;
    product_id: string;
    name: string;
    variant_name: string;
    resolution: Dispute['status'] | null;
    reason: Dispute['reason'];
    sender: string;
    team: string | null;
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
    from (${picked}) picked
    join disputes x on x.id = picked.id
    join dispatch_lines l on l.id = x.dispatch_line_id
    join dispatches d on d.id = l.dispatch_id
    join products p on p.id = l.product_id
    join outlets s on s.id = d.sender_outlet_id
    join outlets o on o.id = d.outlet_id
    left join teams tm on tm.id = d.team_id
    join trips t on t.id = d.trip_id
    join drivers dr on dr.id = t.driver_id
    join vehicles v on v.id = t.vehicle_id
    order by picked.grp, case when picked.grp = 0 then x.opened_at end asc, x.resolved_at desc, x.id
    limit ${LIMIT}`);
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
      from: senderLabel(row.sender, row.team),
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

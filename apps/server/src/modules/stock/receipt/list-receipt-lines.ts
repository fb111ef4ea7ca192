import type { ReceiptLine } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { dispatchLabelSql, senderLabel } from '../dispatch/dispatch-label.ts';
import { stockUnit } from '../ledger/stock-units.ts';

/** Stock Received: every line on its way to the outlet (dispatched, not yet received), oldest first. */
export async function listReceiptLines(db: DbOrTx, options: { outletId: string }): Promise<ReceiptLine[]> {
  const result = await db.execute<{
    line_id: number;
    dispatch_id: number;
    label: string;
    product_id: string;
    name: string;
    variant_name: string;
    sender: string;
    team: string | null;
    quantity_sent: number;
    driver_name: string;
    vehicle_number: string;
    dispatched_at: string;
    day: string;
  }>(sql`
    select l.id as line_id, d.id as dispatch_id, ${dispatchLabelSql('d')} as label, l.product_id, p.name, p.variant_name,
      s.name as sender, tm.name as team, l.quantity_sent, dr.name as driver_name, v.number as vehicle_number,
      to_char(d.dispatched_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"') as dispatched_at,
      to_char(d.business_day, 'YYYY-MM-DD') as day
    from dispatch_lines l
    join dispatches d on d.id = l.dispatch_id
    join products p on p.id = l.product_id
    join outlets s on s.id = d.sender_outlet_id
    left join teams tm on tm.id = d.team_id
    join trips t on t.id = d.trip_id
    join drivers dr on dr.id = t.driver_id
    join vehicles v on v.id = t.vehicle_id
    where d.outlet_id = ${options.outletId} and d.state = 'dispatched' and l.quantity_received is null
    order by d.dispatched_at, d.id, p.name, p.variant_name, l.id`);
  return result.rows.map((row) => ({
    lineId: row.line_id,
    dispatchId: row.dispatch_id,
    dispatchLabel: row.label,
    productId: row.product_id,
    productName: row.name,
    variantName: row.variant_name,
    unit: stockUnit(row.variant_name),
    status: 'dispatched' as const,
    from: senderLabel(row.sender, row.team),
    quantitySent: Number(row.quantity_sent),
    driverName: row.driver_name,
    vehicleNumber: row.vehicle_number,
    dispatchedAt: row.dispatched_at,
    day: row.day,
  }));
}

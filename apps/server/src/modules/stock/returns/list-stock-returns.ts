import type { StockReturn } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { stockUnit } from '../ledger/stock-units.ts';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"';

/**
 * Returned to Warehouse: what stores sent back, on its way first, then received, newest first.
 * One store's (an outlet user sees only their own) or every store's; the last 200.
 */
export async function listStockReturns(
  db: DbOrTx,
  options: { outletId?: string | undefined; id?: number },
): Promise<StockReturn[]> {
  const result = await db.execute<{
    id: number;
    dispatch_order: number;
    day: string;
    from_outlet_id: string;
    from_outlet_name: string;
    return_reason: StockReturn['reason'];
    state: StockReturn['state'];
    driver_name: string;
    vehicle_number: string;
    sent_at: string;
    sent_by: string;
    lines: {
      productId: string;
      productName: string;
      variantName: string;
      quantitySent: string;
      quantityReceived: string | null;
      receivedBy: string | null;
    }[];
  }>(sql`
    select d.id, d.dispatch_order, to_char(d.business_day, 'YYYY-MM-DD') as day, d.sender_outlet_id as from_outlet_id,
      s.name as from_outlet_name, d.return_reason, d.state, dr.name as driver_name, v.number as vehicle_number,
      to_char(d.dispatched_at, ${ISO}) as sent_at, d.dispatched_by_name as sent_by,
      (
        select json_agg(json_build_object(
          'productId', l.product_id, 'productName', p.name, 'variantName', p.variant_name,
          'quantitySent', l.quantity_sent::text, 'quantityReceived', l.quantity_received::text,
          'receivedBy', l.received_by_name
        ) order by p.name, p.variant_name, l.id)
        from dispatch_lines l join products p on p.id = l.product_id
        where l.dispatch_id = d.id
      ) as lines
    from dispatches d
    join outlets s on s.id = d.sender_outlet_id
    join trips t on t.id = d.trip_id
    join drivers dr on dr.id = t.driver_id
    join vehicles v on v.id = t.vehicle_id
    where d.kind = 'return'
      ${options.outletId === undefined ? sql`` : sql`and d.sender_outlet_id = ${options.outletId}`}
      ${options.id === undefined ? sql`` : sql`and d.id = ${options.id}`}
    order by (d.state = 'dispatched') desc, d.dispatched_at desc, d.id desc
    limit 200`);
  return result.rows.map((row) => ({
    id: row.id,
    label: `R${row.dispatch_order}`,
    day: row.day,
    fromOutletId: row.from_outlet_id,
    fromOutletName: row.from_outlet_name,
    reason: row.return_reason,
    state: row.state,
    driverName: row.driver_name,
    vehicleNumber: row.vehicle_number,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
    lines: row.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      variantName: line.variantName,
      unit: stockUnit(line.variantName),
      quantitySent: Number(line.quantitySent),
      quantityReceived: line.quantityReceived === null ? null : Number(line.quantityReceived),
      receivedBy: line.receivedBy,
    })),
  }));
}

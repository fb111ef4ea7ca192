import { IN_TRANSIT, type StockMoveRow } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { dispatchLabelSql } from '../dispatch/dispatch-label.ts';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MSOF":00"';

/** The newest moves of a product into or out of a place (an outlet, or every trip): the number's story. */
export async function listStockMoves(
  db: DbOrTx,
  options: { productId: string; place: string },
): Promise<StockMoveRow[]> {
  const places =
    options.place === IN_TRANSIT
      ? sql`select id from stock_places where trip_id is not null`
      : sql`select id from stock_places where outlet_id = ${options.place}`;
  const result = await db.execute<{
    id: number;
    at: string;
    day: string;
    reason: string;
    change: string;
    from_label: string | null;
    to_label: string | null;
    by: string;
    cause: string | null;
    note: string | null;
  }>(sql`
    with here as (${places})
    select m.id, to_char(m.created_at, ${ISO}) as at, to_char(m.business_day, 'YYYY-MM-DD') as day, m.reason,
      (case when m.to_place_id in (select id from here) then m.quantity else -m.quantity end)::text as change,
      coalesce(fo.name, 'T' || fp.trip_id) as from_label, coalesce(tout.name, 'T' || tp.trip_id) as to_label,
      m.created_by_name as by,
      case
        when m.dispute_id is not null then 'Dispute ' || m.dispute_id
        when d.id is not null then ${dispatchLabelSql('d')} || ' to ' || dout.name
        when m.production_entry_id is not null then 'Production Log'
      end as cause,
      m.note
    from stock_moves m
    left join stock_places fp on fp.id = m.from_place_id
    left join outlets fo on fo.id = fp.outlet_id
    left join stock_places tp on tp.id = m.to_place_id
    left join outlets tout on tout.id = tp.outlet_id
    left join dispatch_lines l on l.id = m.dispatch_line_id
    left join dispatches d on d.id = l.dispatch_id
    left join outlets dout on dout.id = d.outlet_id
    where m.product_id = ${options.productId}
      and (m.to_place_id in (select id from here) or m.from_place_id in (select id from here))
      -- From one trip to another would change nothing in transit.
      -- (A null place is "not here": coalesce, or the null would drop every produced move.)
      and not coalesce(m.to_place_id in (select id from here) and m.from_place_id in (select id from here), false)
    order by m.id desc
    limit 500`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    day: row.day,
    reason: row.reason,
    change: Number(row.change),
    from: row.from_label,
    to: row.to_label,
    by: row.by,
    cause: row.cause,
    note: row.note,
  }));
}

import { acknowledgementId, type Booking, type BookingKind, type BookingLine } from '@kadai/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Row = {
  id: number;
  kind: BookingKind;
  store_id: string;
  store_name: string;
  date: string;
  sent_by: string;
  others: string;
  revision: number;
  updated_by: string;
  updated_at: string;
  lines: BookingLine[];
};

/** The bookings a condition selects, each with its lines (by catalogue order), newest day first. */
export async function loadBookings(
  db: DbOrTx,
  where: SQL,
  options: { limit: number },
): Promise<Omit<Booking, 'history'>[]> {
  const result = await db.execute<Row>(sql`
    select b.id, b.kind, b.store_id, s.name as store_name, b.business_date::text as date, b.sent_by,
      b.others, b.revision, u.display_name as updated_by, to_json(b.updated_at)#>>'{}' as updated_at,
      coalesce((
        select json_agg(json_build_object('itemId', l.item_id, 'name', l.name, 'pack', l.pack,
          'quantity', l.quantity::float8, 'w', l.w::float8, 'reason', l.reason)
          order by i.order, l.name)
        from store_booking_lines l join items i on i.id = l.item_id
        where l.booking_id = b.id), '[]'::json) as lines
    from store_bookings b
    join stores s on s.id = b.store_id
    join users u on u.id = b.updated_by_user_id
    where ${where}
    order by b.business_date desc, s.order, b.kind
    limit ${options.limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    storeId: row.store_id,
    storeName: row.store_name,
    date: row.date,
    sentBy: row.sent_by,
    others: row.others,
    revision: row.revision,
    acknowledgementId: acknowledgementId({
      kind: row.kind,
      storeId: row.store_id,
      date: row.date,
      revision: row.revision,
    }),
    lines: row.lines,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }));
}

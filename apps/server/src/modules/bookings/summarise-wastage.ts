import type { BookingListQuery, SignedUser, WastageSummaryRow } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookingPeriod } from './list-bookings.ts';

/** The period's wastage by item and reason, K and W summed: what is thrown away most, and why. */
export async function summariseWastage(
  db: DbOrTx,
  user: SignedUser,
  query: BookingListQuery,
): Promise<WastageSummaryRow[]> {
  const where = bookingPeriod(user, { ...query, kind: 'wastage' });
  const result = await db.execute<WastageSummaryRow>(sql`
    select l.name as "itemName", l.pack, l.reason, sum(l.quantity)::float8 as k,
      sum(coalesce(l.w, 0))::float8 as w, count(distinct b.business_date)::int as days
    from store_booking_lines l
    join store_bookings b on b.id = l.booking_id
    where ${where} and l.reason is not null
    group by l.name, l.pack, l.reason
    order by sum(l.quantity) + sum(coalesce(l.w, 0)) desc, l.name, l.reason`);
  return result.rows;
}

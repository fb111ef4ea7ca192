import { acknowledgementId, type Booking, type BookingKind, type BookingRevision } from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadBookings } from './load-bookings.ts';

/** A store's booking of one kind and day with every save of it, or null when the day is not booked. */
export async function getBooking(
  db: DbOrTx,
  key: { kind: BookingKind; storeId: string; date: string },
): Promise<Booking | null> {
  const [booking] = await loadBookings(
    db,
    sql`b.kind = ${key.kind} and b.store_id = ${key.storeId} and b.business_date = ${key.date}::date`,
    { limit: 1 },
  );
  if (!booking) return null;
  const history = await db.execute<Omit<BookingRevision, 'acknowledgementId'>>(sql`
    select revision, sent_by as "sentBy", others, saved_by as "savedBy",
      to_json(saved_at)#>>'{}' as "savedAt", lines
    from store_booking_revisions where booking_id = ${booking.id}
    order by revision desc`);
  return {
    ...booking,
    history: history.rows.map((revision) => ({
      ...revision,
      acknowledgementId: acknowledgementId({ ...key, revision: revision.revision }),
    })),
  };
}

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

/**
 * The booking as the save of `revision` left it, for answering that save again: its lines, sender
 * and notes, and the history up to it. Null when the day or that save is not found.
 */
export async function getBookingAsSaved(
  db: DbOrTx,
  key: { kind: BookingKind; storeId: string; date: string; revision: number },
): Promise<Booking | null> {
  const booking = await getBooking(db, key);
  const saved = booking?.history.find((entry) => entry.revision === key.revision);
  if (!booking || !saved) return null;
  if (booking.revision === key.revision) return booking;
  return {
    ...booking,
    revision: saved.revision,
    acknowledgementId: saved.acknowledgementId,
    sentBy: saved.sentBy,
    others: saved.others,
    lines: saved.lines,
    updatedBy: saved.savedBy,
    updatedAt: saved.savedAt,
    history: booking.history.filter((entry) => entry.revision <= key.revision),
  };
}

import type { Tx } from '../../db/client.ts';
import { storeBookingLines, storeBookingRevisions, storeBookings } from '../../db/schema/index.ts';

/** A line of an imported save, its item's id here; quantities are exact decimals in text. */
export interface ImportedBookingLine {
  itemId: number;
  name: string;
  pack: string;
  quantity: string;
  w: string | null;
  reason: 'other' | null;
}

/** Every save of one store's booking of a day in the older store, oldest first. */
export interface ImportedBooking {
  kind: 'stock' | 'wastage';
  storeId: string;
  date: string;
  saves: { sentBy: string; others: string; at: Date; lines: ImportedBookingLine[] }[];
}

/**
 * An older store's booking, written in the import's transaction as a day booked that many times:
 * it holds its last save, and every save is a revision, saved by `by`. Its new id, or none when it
 * has no save.
 */
export async function addImportedBooking(
  tx: Tx,
  options: { booking: ImportedBooking; by: { id: number; displayName: string } },
): Promise<number | null> {
  const { booking, by } = options;
  const first = booking.saves[0];
  const last = booking.saves.at(-1);
  if (!first || !last) return null;
  const [row] = await tx
    .insert(storeBookings)
    .values({
      kind: booking.kind,
      storeId: booking.storeId,
      businessDate: booking.date,
      sentBy: last.sentBy,
      others: last.others,
      revision: booking.saves.length,
      createdByUserId: by.id,
      createdAt: first.at,
      updatedByUserId: by.id,
      updatedAt: last.at,
    })
    .returning({ id: storeBookings.id });
  if (!row) throw new Error('unreachable: an insert returns its row');
  // The booking holds its last save, as a day booked twice does.
  if (last.lines.length > 0) {
    await tx.insert(storeBookingLines).values(last.lines.map((l) => ({ ...l, bookingId: row.id })));
  }
  await tx.insert(storeBookingRevisions).values(
    booking.saves.map((save, index) => ({
      bookingId: row.id,
      revision: index + 1,
      sentBy: save.sentBy,
      others: save.others,
      // As saveBooking keeps them: quantities as numbers.
      lines: save.lines.map((l) => ({
        ...l,
        quantity: Number(l.quantity),
        w: l.w === null ? null : Number(l.w),
      })),
      savedByUserId: by.id,
      savedBy: by.displayName,
      savedAt: save.at,
    })),
  );
  return row.id;
}

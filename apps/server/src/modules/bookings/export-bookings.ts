import { type BookingListQuery, type SignedUser, WASTAGE_REASON_LABELS } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { buildWorkbook, sheetDateTime, type XlsxColumn } from '../../lib/xlsx.ts';
import { listBookings } from './list-bookings.ts';

type ExportRow = {
  sl: number;
  date: string;
  store: string;
  kind: string;
  acknowledgement: string;
  item: string;
  pack: string;
  quantity: number | null;
  w: number | null;
  reason: string;
  sentBy: string;
  others: string;
  saved: string;
};

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Date', key: 'date', width: 12 },
  { header: 'Store', key: 'store', width: 16 },
  { header: 'Booking', key: 'kind', width: 10 },
  { header: 'Acknowledgement', key: 'acknowledgement', width: 26 },
  { header: 'Item', key: 'item', width: 28 },
  { header: 'Pack', key: 'pack', width: 10 },
  { header: 'Quantity / K', key: 'quantity', width: 12, numFmt: '0.###' },
  { header: 'W', key: 'w', width: 10, numFmt: '0.###' },
  { header: 'Reason', key: 'reason', width: 12 },
  { header: 'Sent By', key: 'sentBy', width: 20 },
  { header: 'Special instructions', key: 'others', width: 40 },
  { header: 'Saved', key: 'saved', width: 18 },
];

/**
 * The bookings the list shows for the same filters, a row per item (a booking of instructions
 * only keeps one row): Vegetable_Bookings_{from}_{to}.xlsx.
 */
export async function exportBookings(
  db: DbOrTx,
  user: SignedUser,
  query: BookingListQuery,
): Promise<{ fileName: string; xlsx: Buffer }> {
  const { bookings } = await listBookings(db, user, query);
  const rows = bookings.flatMap((booking): Omit<ExportRow, 'sl'>[] => {
    const common = {
      date: booking.date,
      store: booking.storeName,
      kind: booking.kind === 'stock' ? 'Stock' : 'Wastage',
      acknowledgement: booking.acknowledgementId,
      sentBy: booking.sentBy,
      others: booking.others,
      saved: sheetDateTime(booking.updatedAt),
    };
    if (booking.lines.length === 0) {
      return [{ ...common, item: '', pack: '', quantity: null, w: null, reason: '' }];
    }
    return booking.lines.map((line) => ({
      ...common,
      item: line.name,
      pack: line.pack,
      quantity: line.quantity,
      w: line.w,
      reason: line.reason ? WASTAGE_REASON_LABELS[line.reason] : '',
    }));
  });
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: 'Bookings',
    title: `Vegetable bookings · ${query.from} to ${query.to}`,
    columns: COLUMNS,
    rows: rows.map((row, index) => ({ sl: index + 1, ...row })),
  });
  return { fileName: `Vegetable_Bookings_${query.from}_${query.to}.xlsx`, xlsx };
}

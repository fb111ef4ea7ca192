import {
  businessDay,
  DISPUTE_REASON_LABELS,
  DISPUTE_RESOLUTION_LABELS,
  formatBusinessDay,
} from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { buildWorkbook, fileNamePart, sheetDateTime, type XlsxColumn } from '../../../lib/xlsx.ts';
import { listDisputes } from './list-disputes.ts';

type ExportRow = {
  sl: number;
  product: string;
  variant: string;
  status: string;
  reason: string;
  from: string;
  to: string;
  receivedBy: string;
  sent: number;
  received: number;
  mismatch: number;
  unit: string;
  driver: string;
  vehicle: string;
  opened: string;
  settledBy: string;
  settled: string;
  note: string;
};

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Product', key: 'product', width: 30 },
  { header: 'Variant', key: 'variant', width: 12 },
  { header: 'Status', key: 'status', width: 24 },
  { header: 'Reason', key: 'reason', width: 18 },
  { header: 'From', key: 'from', width: 24 },
  { header: 'To', key: 'to', width: 18 },
  { header: 'Received By', key: 'receivedBy', width: 22 },
  { header: 'Quantity Sent', key: 'sent', width: 14 },
  { header: 'Quantity Received', key: 'received', width: 17 },
  { header: 'Mismatch', key: 'mismatch', width: 10 },
  { header: 'Unit', key: 'unit', width: 7 },
  { header: 'Driver', key: 'driver', width: 22 },
  { header: 'Vehicle', key: 'vehicle', width: 15 },
  { header: 'Opened', key: 'opened', width: 22 },
  { header: 'Settled By', key: 'settledBy', width: 22 },
  { header: 'Settled', key: 'settled', width: 22 },
  { header: 'Note', key: 'note', width: 40 },
];

/** Movement Disputes as a sheet: the same rows the screen lists for the same filters and user. */
export async function exportDisputes(
  db: DbOrTx,
  options: {
    outletId?: string | undefined;
    outletName: string;
    state?: 'open' | 'resolved' | undefined;
    now?: Date;
  },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const disputes = await listDisputes(db, { outletId: options.outletId, state: options.state });
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: 'Disputes',
    title: `Movement Disputes · ${options.outletName} · ${formatBusinessDay(businessDay(options.now))}`,
    columns: COLUMNS,
    rows: disputes.map((d, i) => ({
      sl: i + 1,
      product: d.productName,
      variant: d.variantName,
      status: d.status === 'open' ? 'open' : DISPUTE_RESOLUTION_LABELS[d.status],
      reason: DISPUTE_REASON_LABELS[d.reason],
      from: d.from,
      to: d.to,
      receivedBy: d.receivedBy,
      sent: d.quantitySent,
      received: d.quantityReceived,
      mismatch: d.mismatch,
      unit: d.unit,
      driver: d.driverName,
      vehicle: d.vehicleNumber,
      opened: sheetDateTime(d.openedAt),
      settledBy: d.resolvedBy ?? '',
      settled: d.resolvedAt ? sheetDateTime(d.resolvedAt) : '',
      note: d.note ?? '',
    })),
  });
  const place = fileNamePart(options.outletName);
  return { fileName: `Disputes_${formatBusinessDay(businessDay(options.now))}_${place}.xlsx`, xlsx };
}

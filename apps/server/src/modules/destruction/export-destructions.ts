import { DESTRUCTION_REASON_LABELS, type DestructionListQuery, formatBusinessDay } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { buildWorkbook, sheetDateTime, type XlsxColumn } from '../../lib/xlsx.ts';
import { listDestructions } from './list-destructions.ts';

type ExportRow = {
  day: string;
  place: string;
  product: string;
  variant: string;
  quantity: number;
  unit: string;
  reason: string;
  note: string;
  photo: string;
  by: string;
  at: string;
};

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Day', key: 'day', width: 12 },
  { header: 'Place', key: 'place', width: 20 },
  { header: 'Product', key: 'product', width: 32 },
  { header: 'Variant', key: 'variant', width: 12 },
  { header: 'Quantity', key: 'quantity', width: 10 },
  { header: 'Unit', key: 'unit', width: 7 },
  { header: 'Reason', key: 'reason', width: 12 },
  { header: 'Note', key: 'note', width: 40 },
  { header: 'Photo', key: 'photo', width: 7 },
  { header: 'Destroyed by', key: 'by', width: 20 },
  { header: 'At', key: 'at', width: 18 },
];

/** The listed destructions as a sheet, a row per product destroyed. */
export async function exportDestructions(
  db: DbOrTx,
  query: DestructionListQuery & { teamId?: string | undefined },
): Promise<{ fileName: string; xlsx: Buffer }> {
  // Every row of the period (at most a quarter), not the list's first 5,000.
  const rows = await listDestructions(db, query, null);
  const period = `${formatBusinessDay(query.from)} to ${formatBusinessDay(query.to)}`;
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: 'Expiry Management',
    title: `Expiry Management · ${period}`,
    columns: COLUMNS,
    rows: rows.map((row) => ({
      day: formatBusinessDay(row.businessDay),
      place: row.placeName,
      product: row.productName,
      variant: row.variantName,
      quantity: row.quantity,
      unit: row.unit,
      reason: DESTRUCTION_REASON_LABELS[row.reason],
      note: row.note ?? '',
      photo: row.photoId === null ? '' : 'Yes',
      by: row.createdByName,
      at: sheetDateTime(row.createdAt),
    })),
  });
  return { fileName: `Expiry_Management_${query.from}_${query.to}.xlsx`, xlsx };
}

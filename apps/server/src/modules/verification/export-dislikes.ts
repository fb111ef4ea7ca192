import type { DislikesQuery } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { buildWorkbook, sheetDateTime, type XlsxColumn } from '../../lib/xlsx.ts';
import { listDislikes } from '../orders/verification/list-dislikes.ts';

type ExportRow = {
  sl: number;
  verified: string;
  orderId: string;
  customer: string;
  item: string;
  pack: string;
  category: string;
  subcategory: string;
  feedback: string;
  overall: string;
};

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Verified', key: 'verified', width: 18 },
  { header: 'Order', key: 'orderId', width: 14 },
  { header: 'Customer', key: 'customer', width: 24 },
  { header: 'Item', key: 'item', width: 28 },
  { header: 'Pack', key: 'pack', width: 10 },
  { header: 'Category', key: 'category', width: 18 },
  { header: 'Subcategory', key: 'subcategory', width: 18 },
  { header: 'Feedback', key: 'feedback', width: 50 },
  { header: 'Overall comment', key: 'overall', width: 50 },
];

/** The dislikes the page lists for the same period, as a sheet: Dislikes_{from}_{to}.xlsx. */
export async function exportDislikes(
  db: DbOrTx,
  query: DislikesQuery,
): Promise<{ fileName: string; xlsx: Buffer }> {
  const report = await listDislikes(db, query);
  const span = `${query.from ?? 'start'}_${query.to ?? 'today'}`;
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: 'Dislikes',
    title: `Dislikes · ${query.from ?? 'from the start'} to ${query.to ?? 'today'}`,
    columns: COLUMNS,
    rows: report.dislikes.map((d, i) => ({
      sl: i + 1,
      verified: sheetDateTime(d.verifiedAt),
      orderId: d.orderId,
      customer: d.customerName,
      item: d.itemName,
      pack: d.pack,
      category: d.category,
      subcategory: d.subcategory,
      feedback: d.feedback,
      overall: d.overallComment,
    })),
  });
  return { fileName: `Dislikes_${span}.xlsx`, xlsx };
}

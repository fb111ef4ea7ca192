import {
  type ProducedVsSold,
  paiseToRupeeNumber,
  REPORT_TITLES,
  reportFileName,
  TRASH_REASON_LABELS,
  TRASH_SOURCE_LABELS,
  type TrashReport,
} from '@kadai/contract';
import { buildWorkbook, type XlsxColumn } from '../../lib/xlsx.ts';

type TrashSheetRow = {
  sl: number;
  location: string;
  team: string;
  product: string;
  source: string;
  reason: string;
  quantity: number;
  value: number | string;
  entries: number;
};

const TRASH_COLUMNS: XlsxColumn<TrashSheetRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Location', key: 'location', width: 20 },
  { header: 'Team', key: 'team', width: 14 },
  { header: 'Product', key: 'product', width: 30 },
  { header: 'Source', key: 'source', width: 18 },
  { header: 'Reason', key: 'reason', width: 18 },
  { header: 'Quantity', key: 'quantity', width: 12, numFmt: '0.###' },
  { header: 'Value (₹)', key: 'value', width: 14, numFmt: '#,##0.00' },
  { header: 'Entries', key: 'entries', width: 9 },
];

/** A product without a price says so in its row rather than counting as nothing. */
export const NO_PRICE = 'No price';

export async function exportTrashReport(report: TrashReport): Promise<{ fileName: string; xlsx: Buffer }> {
  const xlsx = await buildWorkbook<TrashSheetRow>({
    sheetName: 'Total trash',
    title: `${REPORT_TITLES['total-trash']} · ${report.from} to ${report.to}`,
    columns: TRASH_COLUMNS,
    rows: report.rows.map((row, index) => ({
      sl: index + 1,
      location: row.locationName,
      team: row.teamName ?? '',
      product: row.productName,
      source: TRASH_SOURCE_LABELS[row.source],
      reason: TRASH_REASON_LABELS[row.reason],
      quantity: row.quantity,
      value: row.valuePaise === null ? NO_PRICE : paiseToRupeeNumber(row.valuePaise),
      entries: row.entries,
    })),
  });
  return { fileName: reportFileName('total-trash', report.from, report.to), xlsx };
}

type ProducedSheetRow = {
  sl: number;
  team: string;
  product: string;
  produced: number;
  sold: number;
  wasted: number;
  onHand: number;
  gap: number;
};

const PRODUCED_COLUMNS: XlsxColumn<ProducedSheetRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Team', key: 'team', width: 14 },
  { header: 'Product', key: 'product', width: 30 },
  { header: 'Produced', key: 'produced', width: 12, numFmt: '0.###' },
  { header: 'Sold', key: 'sold', width: 12, numFmt: '0.###' },
  { header: 'Wasted', key: 'wasted', width: 12, numFmt: '0.###' },
  { header: 'On hand', key: 'onHand', width: 12, numFmt: '0.###' },
  { header: 'Gap', key: 'gap', width: 12, numFmt: '0.###' },
];

export async function exportProducedVsSold(
  report: Pick<ProducedVsSold, 'from' | 'to' | 'rows'>,
): Promise<{ fileName: string; xlsx: Buffer }> {
  const xlsx = await buildWorkbook<ProducedSheetRow>({
    sheetName: 'Produced vs sold',
    title: `${REPORT_TITLES['produced-vs-sold']} · ${report.from} to ${report.to}`,
    columns: PRODUCED_COLUMNS,
    rows: report.rows.map((row, index) => ({
      sl: index + 1,
      team: row.teamName ?? '',
      product: row.productName,
      produced: row.produced,
      sold: row.sold,
      wasted: row.wasted,
      onHand: row.onHand,
      gap: row.gap,
    })),
  });
  return { fileName: reportFileName('produced-vs-sold', report.from, report.to), xlsx };
}

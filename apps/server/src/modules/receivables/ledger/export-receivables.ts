import {
  AGEING_BUCKET_LABELS,
  paiseToRupeeNumber,
  type ReceivablesQuery,
  signedPaiseToRupeeNumber,
} from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { buildWorkbook, type XlsxColumn } from '../../../lib/xlsx.ts';
import { listReceivables } from './list-receivables.ts';

type ExportRow = {
  sl: number;
  name: string;
  group: string;
  store: string;
  mobile: string;
  email: string;
  balance: number;
  saleBalance: number;
  status: string;
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  lastEntry: string;
};

const RUPEES = '#,##0.00';
const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Name', key: 'name', width: 30 },
  { header: 'Group', key: 'group', width: 24 },
  { header: 'Store', key: 'store', width: 16 },
  { header: 'Mobile', key: 'mobile', width: 13 },
  { header: 'E-mail', key: 'email', width: 28 },
  { header: 'Balance (₹)', key: 'balance', width: 14, numFmt: RUPEES },
  { header: 'Sale balance (₹)', key: 'saleBalance', width: 16, numFmt: RUPEES },
  { header: 'Status', key: 'status', width: 9 },
  { header: `${AGEING_BUCKET_LABELS.days0to30} (₹)`, key: 'days0to30', width: 14, numFmt: RUPEES },
  { header: `${AGEING_BUCKET_LABELS.days31to60} (₹)`, key: 'days31to60', width: 14, numFmt: RUPEES },
  { header: `${AGEING_BUCKET_LABELS.days61to90} (₹)`, key: 'days61to90', width: 14, numFmt: RUPEES },
  { header: `${AGEING_BUCKET_LABELS.over90} (₹)`, key: 'over90', width: 14, numFmt: RUPEES },
  { header: 'Last entry', key: 'lastEntry', width: 12 },
];

/**
 * The receivables list for the same filters and day as a sheet, with the same figures (one query
 * computes both). Amounts are rupees with their paise, so the sheet's sums are exact to the paisa
 * (the screen rounds to whole rupees, §9; a sheet people add up should not).
 */
export async function exportReceivables(
  db: DbOrTx,
  query: ReceivablesQuery & { now?: Date },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const list = await listReceivables(db, query);
  const rows = list.rows.map(
    (row, index): ExportRow => ({
      sl: index + 1,
      name: row.name,
      group: row.groupLabel,
      store: row.storeName ?? '',
      mobile: row.mobile ?? '',
      email: row.email ?? '',
      balance: signedPaiseToRupeeNumber(row.balancePaise),
      saleBalance: paiseToRupeeNumber(row.saleBalancePaise),
      status: row.status,
      days0to30: paiseToRupeeNumber(row.ageing.days0to30),
      days31to60: paiseToRupeeNumber(row.ageing.days31to60),
      days61to90: paiseToRupeeNumber(row.ageing.days61to90),
      over90: paiseToRupeeNumber(row.ageing.over90),
      lastEntry: row.lastEntryDate ?? '',
    }),
  );
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: 'Receivables',
    title: `Receivables as of ${list.asOf}`,
    columns: COLUMNS,
    rows,
  });
  return { fileName: `Receivables_${list.asOf}.xlsx`, xlsx };
}

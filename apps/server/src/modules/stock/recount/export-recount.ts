import { businessDay, formatBusinessDay, recountFileName } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { buildWorkbook, type XlsxColumn } from '../../../lib/xlsx.ts';
import { getRecount } from './get-recount.ts';

type ExportRow = {
  sl: number;
  product: string;
  variant: string;
  productType: string;
  stock: number;
  actual: number | null;
  unit: string;
};

const COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: 'Sl', key: 'sl', width: 6 },
  { header: 'Product', key: 'product', width: 32 },
  { header: 'Variant', key: 'variant', width: 12 },
  { header: 'Product Type', key: 'productType', width: 16 },
  { header: 'Stock', key: 'stock', width: 10 },
  { header: 'Actual', key: 'actual', width: 10 },
  { header: 'Unit', key: 'unit', width: 7 },
];

/**
 * '{outlet}_Recount' (operations.md §2): the recount list as a sheet, Actual filled where the open
 * count has it and blank to be written on paper where it has not.
 */
export async function exportRecount(
  db: DbOrTx,
  options: { outletId: string; approvalAbove: number; now?: Date },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const recount = await getRecount(db, { outletId: options.outletId, approvalAbove: options.approvalAbove });
  const xlsx = await buildWorkbook<ExportRow>({
    sheetName: 'Recount',
    title: `Stock Recounts for ${recount.outletName} · ${formatBusinessDay(businessDay(options.now))}`,
    columns: COLUMNS,
    rows: recount.rows.map((row, i) => ({
      sl: i + 1,
      product: row.productName,
      variant: row.variantName,
      productType: row.productType,
      stock: row.stock,
      actual: row.state === 'counting' ? row.counted : null,
      unit: row.unit,
    })),
  });
  return { fileName: recountFileName(recount.outletName), xlsx };
}

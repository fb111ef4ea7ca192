import { paiseToRupeeNumber, SALES_FILE_COLUMNS, SALES_TEMPLATE_FILE_NAME } from '@kadai/contract';
import type { DbOrTx } from '../../db/client.ts';
import { buildWorkbook, type XlsxColumn } from '../../lib/xlsx.ts';
import { getSalesDay } from './get-sales-day.ts';
import { listSalesProducts } from './list-sales-products.ts';

type TemplateRow = { product: string; variant: string; quantity: number | null; amount: number | null };

const [PRODUCT, VARIANT, QUANTITY, AMOUNT] = SALES_FILE_COLUMNS;
const COLUMNS: XlsxColumn<TemplateRow>[] = [
  { header: PRODUCT, key: 'product', width: 32 },
  { header: VARIANT, key: 'variant', width: 12 },
  { header: QUANTITY, key: 'quantity', width: 10 },
  { header: AMOUNT, key: 'amount', width: 14, numFmt: '#,##0.00' },
];

/**
 * GET /api/sales/template.xlsx: the columns an upload reads, one row per product of ours with
 * Quantity and Sale value left blank, so a till operator fills it in (or copies the till's figures).
 */
export async function buildSalesTemplate(db: DbOrTx): Promise<{ fileName: string; xlsx: Buffer }> {
  const products = await listSalesProducts(db);
  const xlsx = await buildWorkbook<TemplateRow>({
    sheetName: 'Sales',
    columns: COLUMNS,
    rows: products.map((p) => ({
      product: p.productName,
      variant: p.variantName,
      quantity: null,
      amount: null,
    })),
  });
  return { fileName: SALES_TEMPLATE_FILE_NAME, xlsx };
}

/**
 * GET /api/sales/day/export.xlsx: a day's saved sales in the template's columns, so the sheet
 * exported can be corrected and uploaded again.
 */
export async function exportSalesDay(
  db: DbOrTx,
  options: { outletId: string; day: string },
): Promise<{ fileName: string; xlsx: Buffer }> {
  const sales = await getSalesDay(db, options);
  const xlsx = await buildWorkbook<TemplateRow>({
    sheetName: 'Sales',
    columns: COLUMNS,
    rows: sales.lines.map((line) => ({
      product: line.productName,
      variant: line.variantName,
      quantity: line.quantity,
      amount: line.amountPaise === null ? null : paiseToRupeeNumber(line.amountPaise),
    })),
  });
  return { fileName: `${sales.outletName}_Sales_${options.day}.xlsx`, xlsx };
}

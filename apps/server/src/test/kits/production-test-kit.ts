import type { ScheduleRow } from '@kadai/contract';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;
let sequence = 0;

/** Products of a team, straight into the table (the demo seed is not needed here). */
export async function createTestProducts(
  db: Database,
  options: { teamId: string; count: number; variantName?: string; productType?: string },
): Promise<ProductRow[]> {
  const rows = Array.from({ length: options.count }, () => {
    sequence += 1;
    return {
      id: `test-${process.pid}-${sequence}`,
      name: `Test product ${sequence}`,
      variantName: options.variantName ?? '500 g',
      productType: options.productType ?? 'Sweets',
      teamId: options.teamId,
    };
  });
  return db.insert(products).values(rows).returning();
}

/** A schedule row for a product, as the schedule screen sends it. */
export function scheduleRowFor(product: ProductRow, overrides: Partial<ScheduleRow> = {}): ScheduleRow {
  return {
    product_id: product.id,
    name: product.name,
    variant_name: product.variantName,
    product_type: product.productType,
    act_req: 10,
    total_plan: 12,
    calc_weight: '1.2 kg',
    unit: 'kg',
    ...overrides,
  };
}

/** Reads an xlsx back: its only sheet's name, rows (values from column 1) and column widths. */
export async function readSheet(content: Buffer | Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet || workbook.worksheets.length !== 1) throw new Error('expected one sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const widths = Array.from({ length: sheet.columnCount }, (_, i) => sheet.getColumn(i + 1).width);
  return { name: sheet.name, rows, widths };
}

/** The file name of a Content-Disposition header (its ASCII form). */
export function dispositionFileName(header: unknown): string | undefined {
  return /filename="([^"]+)"/.exec(String(header))?.[1];
}

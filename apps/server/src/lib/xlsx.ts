import ExcelJS from 'exceljs';

export type XlsxCell = string | number | Date | null;

export interface XlsxColumn<Row> {
  header: string;
  key: keyof Row & string;
  /** In characters, as Excel measures it: exports set their widths (operations.md §10). */
  width: number;
  /** An Excel number format, e.g. '#,##0.00' for rupees. */
  numFmt?: string;
}

/**
 * One sheet with a bold, frozen header row, built with exceljs (the npm `xlsx` package has known
 * CVEs). Every export goes through here so they all look alike.
 */
export async function buildWorkbook<Row extends Record<string, XlsxCell>>(options: {
  sheetName: string;
  columns: readonly XlsxColumn<Row>[];
  rows: readonly Row[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kadai';
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(options.rows as Row[]);
  const written = await workbook.xlsx.writeBuffer();
  // exceljs types the result as its own Buffer interface; at run time it is Node's Buffer.
  return Buffer.isBuffer(written) ? written : Buffer.from(written as ArrayBuffer);
}

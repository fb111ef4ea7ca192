import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
 * CVEs). Every export goes through here so they all look alike. With a `title` (e.g. what the
 * sheet is, for which team and day, so a printed or forwarded copy says so), the title takes the
 * first row and the header the second.
 */
export async function buildWorkbook<Row extends Record<string, XlsxCell>>(options: {
  sheetName: string;
  title?: string;
  columns: readonly XlsxColumn<Row>[];
  rows: readonly Row[];
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kadai';
  const headerRow = options.title ? 2 : 1;
  const sheet = workbook.addWorksheet(safeSheetName(options.sheetName), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = options.columns.map((column) => ({
    // Without a title exceljs writes the headers itself; with one, they follow it on row 2.
    ...(!options.title && { header: column.header }),
    key: column.key,
    width: column.width,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  if (options.title) {
    sheet.addRow([options.title]).font = { bold: true, size: 14 };
    sheet.addRow(options.columns.map((column) => column.header));
  }
  sheet.getRow(headerRow).font = { bold: true };
  sheet.addRows(options.rows as Row[]);
  const written = await workbook.xlsx.writeBuffer();
  // exceljs types the result as its own Buffer interface; at run time it is Node's Buffer.
  return Buffer.isBuffer(written) ? written : Buffer.from(written as ArrayBuffer);
}

/** A name as one word of a download's file name: letters and digits, anything else one underscore. */
export function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

const SHEET_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as the sheets write it: the Chennai clock, DD/MM/YYYY, HH:MM. */
export function sheetDateTime(iso: string): string {
  return SHEET_DATE_TIME.format(new Date(iso));
}

import { Readable } from 'node:stream';
import { SALES_MESSAGES } from '@kadai/contract';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';

/** A cell as the checks read it: text as typed, a number as the sheet holds it, or nothing. */
export type SheetCell = string | number | null;

/** One row of the file with the number a person sees in Excel (the header is row 1 in a plain export). */
export interface SheetRow {
  number: number;
  cells: SheetCell[];
}

/** More rows than a till's day could hold: refused before any row is checked. */
const MAX_ROWS = 5000;

function refuse(message: string): AppError {
  return AppError.validation([{ path: 'content', message }]);
}

/** exceljs's many cell shapes (rich text, formulas, links, dates) to text or a number. */
function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined || typeof result === 'object' ? null : cellOf(result);
  }
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * A till's export as rows of cells: the first sheet of an .xlsx, or a .csv (UTF-8, a byte-order
 * mark allowed), both read by exceljs (fast-csv for csv) with every csv cell kept as the text it
 * is, so "1250.50" reaches the paise check as written.
 */
export async function readSalesFile(options: { fileName: string; bytes: Buffer }): Promise<SheetRow[]> {
  const { bytes } = options;
  if (bytes.length === 0) throw refuse(SALES_MESSAGES.noRows);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (/\.xlsx$/i.test(options.fileName)) {
      // An .xlsx is a zip: anything else named .xlsx is not one.
      if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error('not a zip');
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else {
      const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      sheet = await workbook.csv.read(Readable.from([text]), {
        map: (datum: string) => datum,
        parserOptions: { ignoreEmpty: false },
      } as Parameters<typeof workbook.csv.read>[1]);
    }
  } catch {
    throw refuse(SALES_MESSAGES.fileUnreadable);
  }
  if (!sheet) throw refuse(SALES_MESSAGES.noRows);
  if (sheet.rowCount > MAX_ROWS + 1) {
    throw refuse(`File: more than ${MAX_ROWS} rows; upload one day's sales`);
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
    rows.push({ number: row.number, cells: values });
  });
  return rows;
}

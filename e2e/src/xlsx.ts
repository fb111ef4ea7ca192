import ExcelJS from 'exceljs';

/** The rows of a workbook's first sheet from its header row (the first starting with 'Sl') on. */
export async function readSheet(file: Buffer | string): Promise<{ header: unknown[]; body: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  if (typeof file === 'string') await workbook.xlsx.readFile(file);
  else await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  const header = rows.findIndex((row) => row[0] === 'Sl');
  if (header < 0) throw new Error('no header row starting with Sl');
  return { header: rows[header] ?? [], body: rows.slice(header + 1) };
}

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './xlsx.ts';

type Row = { name: string; amount: number | null };

describe('buildWorkbook', () => {
  it('writes one sheet with a bold header, set column widths and the rows in order', async () => {
    const buffer = await buildWorkbook<Row>({
      sheetName: 'Orders',
      columns: [
        { header: 'Name', key: 'name', width: 30 },
        { header: 'Amount', key: 'amount', width: 12, numFmt: '#,##0.00' },
      ],
      rows: [
        { name: 'Meena', amount: 1250.5 },
        { name: 'Arun', amount: null },
      ],
    });
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Orders']);
    const sheet = workbook.getWorksheet('Orders');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Meena', 1250.5]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('A3').value).toBe('Arun');
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBe(12);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('puts a title on the first row and the header on the second, frozen below it', async () => {
    const buffer = await buildWorkbook<Row>({
      sheetName: 'Plan: 22/11 [Kitchen]',
      title: 'Production Plan P1 — Kitchen — 22-11-2026',
      columns: [
        { header: 'Name', key: 'name', width: 30 },
        { header: 'Amount', key: 'amount', width: 12 },
      ],
      rows: [{ name: 'Meena', amount: 3 }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    // Excel refuses : / [ ] in sheet names.
    expect(sheet.name).toBe('Plan  22 11  Kitchen');
    expect(sheet.getCell('A1').value).toBe('Production Plan P1 — Kitchen — 22-11-2026');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Name', 'Amount']);
    expect(sheet.getRow(2).font?.bold).toBe(true);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Meena', 3]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
  });
});

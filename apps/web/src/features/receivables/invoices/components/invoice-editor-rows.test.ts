import { INVOICE_BLANK_LINES, INVOICE_LINE_MESSAGES, invoiceTotals } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import {
  blankRow,
  checkRows,
  type EditorRow,
  lineInputOf,
  liveTotals,
  RUPEE_BOX_MESSAGES,
  rowErrorsOfFields,
  rowOfLine,
  startingRows,
} from './invoice-editor-rows.ts';

const row = (values: Partial<EditorRow>): EditorRow => ({ ...blankRow(), ...values });
/** 2.5 kg of sambar at ₹180.35 with 5% GST, ₹40.10 transport. */
const SAMBAR = row({
  item: 'Sambar',
  quantity: '2.5',
  unit: 'kg',
  price: '180.35',
  taxSlab: 500,
  transport: '40.10',
});

describe('the invoice editor’s rows', () => {
  it('opens with 15 blank rows, or the given lines and blank rows up to 15', () => {
    expect(startingRows()).toHaveLength(INVOICE_BLANK_LINES);
    expect(startingRows().map(lineInputOf)).toEqual(Array.from({ length: INVOICE_BLANK_LINES }, () => ({})));
    const filled = startingRows([
      { item: 'Idli', quantity: 3, unit: 'kg', pricePaise: 8050, taxSlabBasisPoints: 500, transportPaise: 0 },
    ]);
    expect(filled).toHaveLength(INVOICE_BLANK_LINES);
    expect(filled[0]).toEqual(row({ item: 'Idli', quantity: '3', unit: 'kg', price: '80.50', taxSlab: 500 }));
  });

  it('reads rupees to the paisa from the text, never through a float', () => {
    // 0.1 + 0.2 style traps: 180.35 and 40.10 are read as digits.
    expect(lineInputOf(SAMBAR)).toEqual({
      item: 'Sambar',
      hsn: null,
      quantity: 2.5,
      unit: 'kg',
      pricePaise: 18035,
      taxSlabBasisPoints: 500,
      transportPaise: 4010,
    });
    expect(lineInputOf(row({ ...SAMBAR, price: '1,250.5', transport: '' }))).toMatchObject({
      pricePaise: 125050,
      transportPaise: null,
    });
    // And back: what the editor shows of a line is what was typed.
    expect(
      rowOfLine({
        item: 'Sambar',
        quantity: 2.5,
        unit: 'kg',
        pricePaise: 18035,
        taxSlabBasisPoints: 500,
        transportPaise: 4010,
      }),
    ).toEqual(SAMBAR);
  });

  it('works the figures out as the contract does: per line, then summed to the paisa', () => {
    const rows = [
      SAMBAR,
      blankRow(),
      row({ item: 'Murukku', quantity: '3', unit: 'pack', price: '33.33', taxSlab: 1200 }),
    ];
    const { byRow, totals } = liveTotals(rows, { intraState: true });
    const expected = invoiceTotals(
      [
        { quantity: 2.5, pricePaise: 18035, taxSlabBasisPoints: 500, transportPaise: 4010 },
        { quantity: 3, pricePaise: 3333, taxSlabBasisPoints: 1200, transportPaise: 0 },
      ],
      { intraState: true },
    );
    expect(totals).toEqual(expected);
    // 2.5 × 180.35 = 450.875 → 450.88; tax 22.54375 → 22.54; total 450.88 + 22.54 + 40.10.
    expect(byRow[0]).toMatchObject({ basePaise: 45088, taxPaise: 2254, totalPaise: 51352, cgstPaise: 1127 });
    expect(byRow[1]).toBeNull();
    expect(totals.cgstPaise + totals.sgstPaise).toBe(totals.taxPaise);
  });

  it('checks the rows with the contract’s schema and puts each message under its row and box', () => {
    const rows = [
      row({ item: 'Sambar', quantity: '2', unit: 'kg', price: '12.345', taxSlab: 500 }),
      blankRow(),
      row({ item: 'Vada', quantity: '1.5', unit: 'pcs', price: '10', hsn: '12' }),
    ];
    const checked = checkRows(rows);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.get(0)).toEqual({ price: RUPEE_BOX_MESSAGES.priceFormat });
    expect(checked.errors.get(1)).toBeUndefined();
    expect(checked.errors.get(2)).toMatchObject({
      hsn: INVOICE_LINE_MESSAGES.hsn,
      taxSlab: INVOICE_LINE_MESSAGES.taxSlab,
    });
    expect(checkRows([blankRow(), blankRow()])).toEqual({
      ok: false,
      errors: new Map(),
      problem: INVOICE_LINE_MESSAGES.noLines,
    });
    const good = checkRows([blankRow(), SAMBAR]);
    expect(good.ok && good.lines).toEqual([{}, lineInputOf(SAMBAR)]);
  });

  it('places the server’s messages by the row index it names', () => {
    const { errors, rest } = rowErrorsOfFields([
      { path: 'lines.3.pricePaise', message: INVOICE_LINE_MESSAGES.tooLarge },
      { path: 'lines', message: INVOICE_LINE_MESSAGES.noLines },
    ]);
    expect(errors.get(3)).toEqual({ price: INVOICE_LINE_MESSAGES.tooLarge });
    expect(rest).toEqual([INVOICE_LINE_MESSAGES.noLines]);
  });
});

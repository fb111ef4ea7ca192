import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantityToThousandths } from '../money.ts';
import {
  amountInWordsIndian,
  financialYear,
  formatGstSlab,
  formatInvoiceNumber,
  GST_SLAB_BASIS_POINTS,
  INVOICE_BLANK_LINES,
  INVOICE_LINE_MESSAGES,
  type InvoiceLineFigures,
  invoiceLineAmounts,
  invoiceLineInputSchema,
  invoiceLinesSchema,
  invoiceTotals,
  isBlankInvoiceLine,
  isIntraStateSupply,
  splitGst,
} from './invoices.ts';

/** A line as the editor sends it, with the figures as given. */
const line = (figures: Partial<InvoiceLineFigures>): InvoiceLineFigures => ({
  quantity: 1,
  pricePaise: 0,
  taxSlabBasisPoints: 0,
  transportPaise: 0,
  ...figures,
});

const slab = fc.constantFrom(...GST_SLAB_BASIS_POINTS);
/** Lines anyone could type: up to 1,000 kg to the gram, up to ₹10 lakh a unit, up to ₹1 lakh transport. */
const lineFigures = fc.record({
  quantity: fc.integer({ min: 1, max: 1_000_000 }).map((thousandths) => thousandths / 1000),
  pricePaise: fc.integer({ min: 0, max: 10_00_000_00 }),
  taxSlabBasisPoints: slab,
  transportPaise: fc.integer({ min: 0, max: 1_00_000_00 }),
});
const invoice = fc.array(lineFigures, { minLength: 1, maxLength: 60 });

describe('an invoice line, worked by hand', () => {
  it('5%: 3 kg at ₹41.30 is ₹123.90, tax ₹6.195 rounds half up to ₹6.20', () => {
    expect(
      invoiceLineAmounts(
        line({ quantity: 3, pricePaise: 41_30, taxSlabBasisPoints: 500, transportPaise: 15_00 }),
      ),
    ).toEqual({ basePaise: 123_90, taxPaise: 6_20, taxedPaise: 130_10, totalPaise: 145_10 });
  });

  it('0.25% on a quantity to the gram: 12.345 kg at ₹67.89', () => {
    // base 12.345 × 6789 = 83810.205 → 83810; tax 83810.205 × 0.0025 = 209.5255125 → 210.
    expect(invoiceLineAmounts(line({ quantity: 12.345, pricePaise: 67_89, taxSlabBasisPoints: 25 }))).toEqual(
      {
        basePaise: 838_10,
        taxPaise: 2_10,
        taxedPaise: 840_20,
        totalPaise: 840_20,
      },
    );
  });

  it('rounds the tax from the exact product, not from the rounded base', () => {
    // 0.099 kg at 100 paise is 9.9 paise, shown as 10; its 5% is 0.495 paise → 0 (not 10 × 5% = 0.5 → 1).
    expect(invoiceLineAmounts(line({ quantity: 0.099, pricePaise: 100, taxSlabBasisPoints: 500 }))).toEqual({
      basePaise: 10,
      taxPaise: 0,
      taxedPaise: 10,
      totalPaise: 10,
    });
  });

  it('gives the odd paisa of an intra-state tax to CGST, and all of it to IGST across states', () => {
    const { taxPaise } = invoiceLineAmounts(
      line({ quantity: 1, pricePaise: 100_50, taxSlabBasisPoints: 1800 }),
    );
    expect(taxPaise).toBe(18_09);
    expect(splitGst(taxPaise, { intraState: true })).toEqual({
      cgstPaise: 9_05,
      sgstPaise: 9_04,
      igstPaise: 0,
    });
    expect(splitGst(taxPaise, { intraState: false })).toEqual({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_09,
    });
    expect(splitGst(2_10, { intraState: true })).toEqual({ cgstPaise: 1_05, sgstPaise: 1_05, igstPaise: 0 });
    expect(splitGst(1, { intraState: true })).toEqual({ cgstPaise: 1, sgstPaise: 0, igstPaise: 0 });
  });

  it('Chennai to Chennai is intra-state, Chennai to Bangalore is not', () => {
    expect(isIntraStateSupply('33')).toBe(true);
    expect(isIntraStateSupply('29')).toBe(false);
  });

  it('writes the slabs as people do', () => {
    expect(GST_SLAB_BASIS_POINTS.map(formatGstSlab)).toEqual([
      '0%',
      '0.25%',
      '3%',
      '5%',
      '12%',
      '18%',
      '28%',
    ]);
  });

  it('totals an invoice of those lines column by column', () => {
    const totals = invoiceTotals(
      [
        line({ quantity: 3, pricePaise: 41_30, taxSlabBasisPoints: 500, transportPaise: 15_00 }),
        line({ quantity: 12.345, pricePaise: 67_89, taxSlabBasisPoints: 25 }),
        line({ quantity: 1, pricePaise: 100_50, taxSlabBasisPoints: 1800 }),
      ],
      { intraState: true },
    );
    expect(totals).toMatchObject({
      basePaise: 123_90 + 838_10 + 100_50,
      taxPaise: 6_20 + 2_10 + 18_09,
      cgstPaise: 3_10 + 1_05 + 9_05,
      sgstPaise: 3_10 + 1_05 + 9_04,
      igstPaise: 0,
      transportPaise: 15_00,
      totalPaise: 145_10 + 840_20 + 118_59,
    });
  });
});

describe('the editor’s lines', () => {
  const filled = {
    item: 'Ponni rice',
    hsn: '1006',
    quantity: 2,
    unit: 'kg',
    pricePaise: 65_00,
    taxSlabBasisPoints: 500,
  };

  it('skips the blank lines it starts with and points a problem at the row it is on', () => {
    const rows: unknown[] = Array.from({ length: INVOICE_BLANK_LINES }, () => ({}));
    rows[1] = filled;
    rows[4] = { item: '  ', hsn: '', quantity: null, unit: '', pricePaise: null };
    expect(invoiceLinesSchema.parse(rows)).toEqual([{ ...filled, transportPaise: 0 }]);

    rows[6] = { ...filled, quantity: 1.0004, hsn: '12' };
    const issues = invoiceLinesSchema
      .safeParse(rows)
      .error?.issues.map((issue) => [issue.path, issue.message]);
    expect(issues).toEqual([
      [[6, 'hsn'], INVOICE_LINE_MESSAGES.hsn],
      [[6, 'quantity'], 'Quantity: at most 3 decimals (to the gram)'],
    ]);
    expect(invoiceLinesSchema.safeParse(rows.map(() => ({}))).error?.issues[0]?.message).toBe(
      INVOICE_LINE_MESSAGES.noLines,
    );
  });

  it('tells a blank line from one with a zero or a word in it', () => {
    expect(isBlankInvoiceLine({})).toBe(true);
    expect(isBlankInvoiceLine({ item: ' ', quantity: null, transportPaise: undefined })).toBe(true);
    expect(isBlankInvoiceLine({ transportPaise: 0 })).toBe(false);
    expect(isBlankInvoiceLine({ unit: 'kg' })).toBe(false);
    expect(isBlankInvoiceLine(null)).toBe(false);
  });

  it('names the field in every message', () => {
    const issues = (input: object) =>
      invoiceLineInputSchema.safeParse({ ...filled, ...input }).error?.issues.map((issue) => issue.message);
    expect(issues({ item: '' })).toEqual([INVOICE_LINE_MESSAGES.item]);
    expect(issues({ taxSlabBasisPoints: 1000 })).toEqual([
      'Tax slab: one of 0%, 0.25%, 3%, 5%, 12%, 18%, 28%',
    ]);
    expect(issues({ pricePaise: 1.5 })).toEqual(['Price: a whole number of paise']);
    expect(issues({ transportPaise: -1 })).toEqual(['Transport charge: 0 or more']);
    expect(issues({ quantity: 0 })).toEqual(['Quantity: more than 0']);
    expect(issues({ quantity: 1.5, unit: 'pcs' })).toEqual(['Quantity: a whole number of pieces']);
    expect(issues({ hsn: '10061' })).toBeUndefined();
    expect(issues({ hsn: '100610101' })).toEqual([INVOICE_LINE_MESSAGES.hsn]);
    expect(issues({ quantity: 1_000_000, pricePaise: Number.MAX_SAFE_INTEGER })).toEqual([
      INVOICE_LINE_MESSAGES.tooLarge,
    ]);
  });

  it('keeps every valid line as typed, among any number of blank ones', () => {
    const row = lineFigures.map((figures) => ({ item: 'Toor dal', unit: 'kg', ...figures }));
    const rows = fc.array(fc.oneof(row, fc.constant({ item: '', unit: '' })), { maxLength: 40 });
    fc.assert(
      fc.property(rows, (typed) => {
        const kept = typed.filter((candidate) => candidate.item !== '');
        const parsed = invoiceLinesSchema.safeParse(typed);
        if (kept.length === 0) expect(parsed.success).toBe(false);
        else expect(parsed.data).toEqual(kept.map((candidate) => ({ ...candidate, hsn: null })));
      }),
    );
  });
});

describe('invoice arithmetic, for any invoice', () => {
  it('rounds base and tax once each, half up, from their exact values', () => {
    fc.assert(
      fc.property(lineFigures, (figures) => {
        const { basePaise, taxPaise } = invoiceLineAmounts(figures);
        const exactBase = BigInt(quantityToThousandths(figures.quantity)) * BigInt(figures.pricePaise); // over 1000
        const exactTax = exactBase * BigInt(figures.taxSlabBasisPoints); // over 10^7
        // Half up: the rounded value less the exact one is in (-½, ½].
        const baseError = 2n * (BigInt(basePaise) * 1000n - exactBase);
        const taxError = 2n * (BigInt(taxPaise) * 10_000_000n - exactTax);
        expect(baseError > -1000n && baseError <= 1000n).toBe(true);
        expect(taxError > -10_000_000n && taxError <= 10_000_000n).toBe(true);
      }),
    );
  });

  it('taxed = base + tax and total = taxed + transport on every line', () => {
    fc.assert(
      fc.property(lineFigures, (figures) => {
        const amounts = invoiceLineAmounts(figures);
        expect(amounts.taxedPaise).toBe(amounts.basePaise + amounts.taxPaise);
        expect(amounts.totalPaise).toBe(amounts.taxedPaise + figures.transportPaise);
      }),
    );
  });

  it('the invoice total is the sum of its line totals, to the paisa, and every column adds up', () => {
    fc.assert(
      fc.property(invoice, fc.boolean(), (lines, intraState) => {
        const totals = invoiceTotals(lines, { intraState });
        const sum = (pick: (row: (typeof totals.lines)[number]) => number) =>
          totals.lines.reduce((total, row) => total + pick(row), 0);
        expect(totals.lines).toHaveLength(lines.length);
        expect(totals.totalPaise).toBe(sum((row) => row.totalPaise));
        expect(totals.totalPaise).toBe(
          lines.reduce((total, figures) => total + invoiceLineAmounts(figures).totalPaise, 0),
        );
        expect(totals.basePaise).toBe(sum((row) => row.basePaise));
        expect(totals.taxPaise).toBe(sum((row) => row.taxPaise));
        expect(totals.taxedPaise).toBe(sum((row) => row.taxedPaise));
        expect(totals.transportPaise).toBe(
          lines.reduce((total, figures) => total + figures.transportPaise, 0),
        );
        expect(totals.totalPaise).toBe(totals.basePaise + totals.taxPaise + totals.transportPaise);
      }),
    );
  });

  it('CGST + SGST is the tax on every line and in total within the state; IGST is all of it across states', () => {
    fc.assert(
      fc.property(invoice, (lines) => {
        const within = invoiceTotals(lines, { intraState: true });
        for (const row of within.lines) {
          expect(row.cgstPaise + row.sgstPaise).toBe(row.taxPaise);
          expect(row.cgstPaise - row.sgstPaise).toBe(row.taxPaise % 2);
          expect(row.igstPaise).toBe(0);
        }
        expect(within.cgstPaise + within.sgstPaise).toBe(within.taxPaise);
        expect(within.igstPaise).toBe(0);

        const across = invoiceTotals(lines, { intraState: false });
        for (const row of across.lines)
          expect([row.cgstPaise, row.sgstPaise, row.igstPaise]).toEqual([0, 0, row.taxPaise]);
        expect(across.igstPaise).toBe(across.taxPaise);
        expect(across.taxPaise).toBe(within.taxPaise);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Amount in words

const WORD_VALUES: Record<string, number> = Object.fromEntries([
  ['One', 1],
  ['Two', 2],
  ['Three', 3],
  ['Four', 4],
  ['Five', 5],
  ['Six', 6],
  ['Seven', 7],
  ['Eight', 8],
  ['Nine', 9],
  ['Ten', 10],
  ['Eleven', 11],
  ['Twelve', 12],
  ['Thirteen', 13],
  ['Fourteen', 14],
  ['Fifteen', 15],
  ['Sixteen', 16],
  ['Seventeen', 17],
  ['Eighteen', 18],
  ['Nineteen', 19],
  ['Twenty', 20],
  ['Thirty', 30],
  ['Forty', 40],
  ['Fifty', 50],
  ['Sixty', 60],
  ['Seventy', 70],
  ['Eighty', 80],
  ['Ninety', 90],
] as const);

/** Reads Indian number words back (a reader written apart from the writer): crores may hold lakhs. */
function readIndian(words: readonly string[]): number {
  if (words.length === 1 && words[0] === 'Zero') return 0;
  const crore = words.lastIndexOf('Crore');
  if (crore >= 0) return readIndian(words.slice(0, crore)) * 1_00_00_000 + readIndian(words.slice(crore + 1));
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'Hundred') current *= 100;
    else if (word === 'Thousand' || word === 'Lakh') {
      total += current * (word === 'Lakh' ? 1_00_000 : 1000);
      current = 0;
    } else {
      const value = WORD_VALUES[word];
      if (value === undefined) throw new Error(`not a number word: ${word}`);
      current += value;
    }
  }
  return total + current;
}

/** 'Rupees … [and … Paise] Only' back to paise. */
function readAmount(text: string): number {
  const match = /^Rupees (.+?)(?: and (.+) (?:Paise|Paisa))? Only$/.exec(text);
  if (!match?.[1]) throw new Error(`not an amount in words: ${text}`);
  return readIndian(match[1].split(' ')) * 100 + (match[2] ? readIndian(match[2].split(' ')) : 0);
}

const count = (text: string, word: string) => text.split(' ').filter((each) => each === word).length;

describe('amount in words, Indian style', () => {
  it('writes the house style', () => {
    expect(amountInWordsIndian(1_23_45_678_9)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
    expect(amountInWordsIndian(0)).toBe('Rupees Zero Only');
    expect(amountInWordsIndian(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWordsIndian(1)).toBe('Rupees Zero and One Paisa Only');
    expect(amountInWordsIndian(1000_00)).toBe('Rupees One Thousand Only');
    expect(amountInWordsIndian(10_01_005_10)).toBe('Rupees Ten Lakh One Thousand Five and Ten Paise Only');
    expect(amountInWordsIndian(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWordsIndian(99_99_99_99_999_00)).toBe(
      'Rupees Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    );
    expect(amountInWordsIndian(1_00_000_00_00_000_00)).toBe('Rupees One Lakh Crore Only');
    expect(() => amountInWordsIndian(-1)).toThrow(RangeError);
    expect(() => amountInWordsIndian(1.5)).toThrow(RangeError);
  });

  it('puts Crore, Lakh, Thousand and Paise exactly where the Indian grouping says, up to ₹99,99,99,99,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_99_99_99_999_99 }), (paise) => {
        const text = amountInWordsIndian(paise);
        const rupees = Math.floor(paise / 100);
        const digits = (from: number, size: number) => Math.floor(rupees / from) % size;
        expect(text.startsWith('Rupees ')).toBe(true);
        expect(text.endsWith(' Only')).toBe(true);
        expect(text).not.toMatch(/ {2}|-/);
        expect(count(text, 'Crore')).toBe(rupees >= 1_00_00_000 ? 1 : 0);
        expect(count(text, 'Lakh')).toBe(digits(1_00_000, 100) > 0 ? 1 : 0);
        expect(count(text, 'Thousand')).toBe(
          (digits(1000, 100) > 0 ? 1 : 0) + (digits(1_000_00_00_000, 100) > 0 ? 1 : 0),
        );
        expect(count(text, 'Paise') + count(text, 'Paisa')).toBe(paise % 100 > 0 ? 1 : 0);
        expect(count(text, 'and')).toBe(paise % 100 > 0 ? 1 : 0);
        expect(count(text, 'Zero')).toBe(rupees === 0 ? 1 : 0);
      }),
    );
  });

  it('reads back to the amount it was written from, to the largest safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        expect(readAmount(amountInWordsIndian(paise))).toBe(paise);
      }),
    );
  });
});

describe('invoice numbers', () => {
  it('counts financial years from 1 April', () => {
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2099-12-31')).toBe('2099-00');
    expect(() => financialYear('2026-13-01')).toThrow(RangeError);
    expect(() => financialYear('31-03-2026')).toThrow(RangeError);
  });

  it('changes the financial year on 1 April and on no other day', () => {
    const start = Date.UTC(2000, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
        const next = day(offset + 1);
        expect(financialYear(day(offset)) !== financialYear(next)).toBe(next.endsWith('-04-01'));
      }),
    );
  });

  it('writes at most 16 characters and refuses to write more', () => {
    const number = formatInvoiceNumber({ prefix: 'KD', financialYear: '2026-27', sequence: 42 });
    expect(number).toBe('KD/2026-27/00042');
    expect(number).toHaveLength(16);
    expect(formatInvoiceNumber({ prefix: 'K', financialYear: '2026-27', sequence: 100_000 })).toBe(
      'K/2026-27/100000',
    );
    expect(() => formatInvoiceNumber({ prefix: 'KD', financialYear: '2026-27', sequence: 100_000 })).toThrow(
      RangeError,
    );
    expect(() => formatInvoiceNumber({ prefix: 'KDX', financialYear: '2026-27', sequence: 1 })).toThrow(
      RangeError,
    );
    expect(() => formatInvoiceNumber({ prefix: 'K D', financialYear: '2026-27', sequence: 1 })).toThrow(
      RangeError,
    );
    expect(() => formatInvoiceNumber({ prefix: 'KD', financialYear: '2026', sequence: 1 })).toThrow(
      RangeError,
    );
    expect(() => formatInvoiceNumber({ prefix: 'KD', financialYear: '2026-27', sequence: 0 })).toThrow(
      RangeError,
    );
  });
});

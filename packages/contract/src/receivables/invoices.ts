import { z } from 'zod';
import {
  lineTotalPaise,
  paiseSchema,
  quantityPrecisionProblem,
  quantityToThousandths,
  sumPaise,
} from '../money.ts';
import { quantitySchema, requiredText, serialIdSchema } from '../movements.ts';
import { COMPANY_NAME } from '../orders.ts';

/**
 * Invoices and credit notes (ordering.md §3, Invoice line): the editor's lines, their arithmetic,
 * numbers and words, what issuing one asks and answers, the draft from a customer's orders, and the
 * signed link a customer opens one with. Everything here is integer paise,
 * quantities in thousandths and tax slabs in basis points, multiplied as BigInt: no float is ever
 * computed with, so the server, the editor and the PDF print the same paise.
 */

/** The invoice editor starts with 15 blank lines (ordering.md §2.10); blank ones are skipped. */
export const INVOICE_BLANK_LINES = 15;
export const MAX_INVOICE_LINES = 1000;

/**
 * The GST slabs, in basis points (hundredths of a percent): 0.25% is 25, 18% is 1800. Kept as
 * integers so a slab never passes through a float on its way into a tax.
 */
export const GST_SLAB_BASIS_POINTS = [0, 25, 300, 500, 1200, 1800, 2800] as const;
export type GstSlabBasisPoints = (typeof GST_SLAB_BASIS_POINTS)[number];

/** A slab as people write it: 25 → '0.25%', 1800 → '18%'. */
export function formatGstSlab(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return hundredths === '' ? `${whole}%` : `${whole}.${hundredths}%`;
}

/** The seller on every invoice: its GST state decides CGST + SGST against IGST. */
export const INVOICE_SELLER = { name: COMPANY_NAME, state: 'Tamil Nadu', gstStateCode: '33' } as const;

/**
 * A supply is intra-state when the place of supply (the customer's GST state code, the first two
 * digits of a GSTIN) is the seller's: Chennai to Chennai is, Chennai to Bangalore (29) is not.
 */
export function isIntraStateSupply(placeOfSupplyStateCode: string): boolean {
  return placeOfSupplyStateCode.trim() === INVOICE_SELLER.gstStateCode;
}

// ---------------------------------------------------------------------------------------------
// One line of the editor

export const HSN_PATTERN = /^\d{4,8}$/;

export const INVOICE_LINE_MESSAGES = {
  item: 'Item: please give the item',
  itemLength: 'Item: at most 200 characters',
  hsn: 'HSN: 4 to 8 digits',
  taxSlab: `Tax slab: one of ${GST_SLAB_BASIS_POINTS.map(formatGstSlab).join(', ')}`,
  tooLarge: 'Price: quantity × price is too large for one line',
  noLines: 'Please give at least one invoice line',
  tooManyLines: `At most ${MAX_INVOICE_LINES} invoice lines`,
} as const;

/** The fields of an editor line, in the editor's column order; a line with all of them empty is blank. */
export const INVOICE_LINE_FIELDS = [
  'item',
  'hsn',
  'quantity',
  'unit',
  'pricePaise',
  'taxSlabBasisPoints',
  'transportPaise',
] as const;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A line the person has not touched: every field empty (missing, null or only spaces). A zero is a
 * value, not a blank: a line with a price of 0 is checked, not skipped.
 */
export function isBlankInvoiceLine(line: unknown): boolean {
  if (typeof line !== 'object' || line === null) return false;
  const fields = line as Record<string, unknown>;
  return INVOICE_LINE_FIELDS.every((field) => isEmpty(fields[field]));
}

export const invoiceLineInputSchema = z
  .strictObject({
    item: z
      .string({ error: INVOICE_LINE_MESSAGES.item })
      .trim()
      .min(1, { error: INVOICE_LINE_MESSAGES.item })
      .max(200, { error: INVOICE_LINE_MESSAGES.itemLength }),
    /** Optional; an empty box is no HSN. */
    hsn: z
      .string({ error: INVOICE_LINE_MESSAGES.hsn })
      .trim()
      .refine((hsn) => hsn === '' || HSN_PATTERN.test(hsn), { error: INVOICE_LINE_MESSAGES.hsn })
      .nullish()
      .transform((hsn) => hsn || null),
    quantity: quantitySchema('Quantity'),
    unit: requiredText('Unit', 20),
    /** Per unit of quantity, before tax. */
    pricePaise: paiseSchema('Price'),
    taxSlabBasisPoints: z.literal(GST_SLAB_BASIS_POINTS, { error: INVOICE_LINE_MESSAGES.taxSlab }),
    /** Optional; an empty box is no transport charge. */
    transportPaise: paiseSchema('Transport charge')
      .nullish()
      .transform((paise) => paise ?? 0),
  })
  .superRefine(
    (line, ctx) => {
      // Pieces are whole, as on the order form; kilograms and litres go to the gram.
      if (quantityPrecisionProblem(line.quantity, line.unit) !== null) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity: a whole number of pieces' });
      }
      if (!lineFitsInPaise(line)) {
        ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: INVOICE_LINE_MESSAGES.tooLarge });
      }
    },
    // The line as a whole is checked once each field is valid: one problem, one message.
    { when: (payload) => payload.issues.length === 0 },
  );
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;
export type InvoiceLine = z.output<typeof invoiceLineInputSchema>;

/**
 * The editor's rows as sent: blank rows are skipped, every other row is checked, and a problem
 * names the row's place in the editor (`[3, 'quantity']`), not its place among the filled ones.
 */
export const invoiceLinesSchema = z
  .array(z.unknown(), { error: INVOICE_LINE_MESSAGES.noLines })
  .max(MAX_INVOICE_LINES, { error: INVOICE_LINE_MESSAGES.tooManyLines })
  .transform((rows, ctx) => {
    const lines: InvoiceLine[] = [];
    rows.forEach((row, index) => {
      if (isBlankInvoiceLine(row)) return;
      const parsed = invoiceLineInputSchema.safeParse(row);
      if (parsed.success) lines.push(parsed.data);
      else {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
        }
      }
    });
    if (lines.length === 0 && ctx.issues.length === 0) {
      ctx.addIssue({ code: 'custom', message: INVOICE_LINE_MESSAGES.noLines });
    }
    return lines;
  });

// ---------------------------------------------------------------------------------------------
// The arithmetic

/** What a line's amounts are computed from. */
export type InvoiceLineFigures = Pick<
  InvoiceLine,
  'quantity' | 'pricePaise' | 'taxSlabBasisPoints' | 'transportPaise'
>;

export interface InvoiceLineAmounts {
  /** quantity × price, to the paisa. */
  basePaise: number;
  /** quantity × (slab / 100 × price), to the paisa. */
  taxPaise: number;
  /** base + tax, exactly. */
  taxedPaise: number;
  /** taxed + transport, exactly. */
  totalPaise: number;
}

/** Thousandths of a unit × paise × basis points: the tax's exact value is this over 10^7 paise. */
const TAX_DENOMINATOR = 1000n * 10_000n;

/** n / d rounded half up, for n, d ≥ 0. */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator);

function toPaise(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('invoice amount out of range');
  return Number(amount);
}

function lineFitsInPaise(line: InvoiceLineFigures): boolean {
  try {
    invoiceLineAmounts(line);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * A line's amounts, with one rounding rule, written down here and nowhere else:
 *
 * - Two amounts are rounded, each once, half up to the paisa, from their exact values:
 *   base = quantity × price (exact in thousandths × paise: `lineTotalPaise`), and
 *   tax = quantity × price × slab (exact in thousandths × paise × basis points, over 10^7).
 *   The tax is rounded from the exact product, not from the rounded base.
 * - Nothing else is rounded: taxed = base + tax and total = taxed + transport are sums of whole
 *   paise, so both identities hold exactly on every line, and a document's totals are the sums of
 *   its lines' (see `invoiceTotals`), never a recomputation from unrounded figures.
 *
 * Throws a RangeError when an amount would pass 2^53 paise (the schema refuses such a line first).
 */
export function invoiceLineAmounts(line: InvoiceLineFigures): InvoiceLineAmounts {
  const basePaise = lineTotalPaise({ pricePaise: line.pricePaise, quantity: line.quantity });
  if (!Number.isSafeInteger(basePaise)) throw new RangeError('invoice amount out of range');
  const exactTax =
    BigInt(quantityToThousandths(line.quantity)) * BigInt(line.pricePaise) * BigInt(line.taxSlabBasisPoints);
  const taxPaise = toPaise(divideHalfUp(exactTax, TAX_DENOMINATOR));
  const taxedPaise = sumPaise([basePaise, taxPaise]);
  const totalPaise = sumPaise([taxedPaise, line.transportPaise]);
  return { basePaise, taxPaise, taxedPaise, totalPaise };
}

export interface GstSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * A line's tax as the invoice shows it. Within the state it is CGST and SGST in halves, and an odd
 * paisa goes to CGST (CGST = ⌈tax / 2⌉, SGST = ⌊tax / 2⌋); across states it is all IGST. The
 * columns that do not apply are 0, so cgst + sgst + igst = tax always, and cgst + sgst = tax within
 * the state.
 */
export function splitGst(taxPaise: number, options: { intraState: boolean }): GstSplit {
  if (!Number.isSafeInteger(taxPaise) || taxPaise < 0)
    throw new RangeError(`not a paise amount: ${taxPaise}`);
  if (!options.intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = (taxPaise - (taxPaise % 2)) / 2;
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

export type InvoiceLineTotals = InvoiceLineAmounts & GstSplit & { transportPaise: number };

export interface InvoiceTotals {
  lines: InvoiceLineTotals[];
  basePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxedPaise: number;
  transportPaise: number;
  /** The grand total: the sum of the lines' totals. */
  totalPaise: number;
}

/**
 * An invoice's figures: every line worked out by `invoiceLineAmounts` and its tax split by
 * `splitGst`, then each column summed exactly. The tax is split per line and the halves summed, so
 * Σ CGST + Σ SGST + Σ IGST = Σ tax, and the grand total is Σ line totals, to the paisa.
 */
export function invoiceTotals(
  lines: readonly InvoiceLineFigures[],
  options: { intraState: boolean },
): InvoiceTotals {
  const rows = lines.map((line) => {
    const amounts = invoiceLineAmounts(line);
    return { ...amounts, ...splitGst(amounts.taxPaise, options), transportPaise: line.transportPaise };
  });
  const column = (key: keyof InvoiceLineTotals) => sumPaise(rows.map((row) => row[key]));
  return {
    lines: rows,
    basePaise: column('basePaise'),
    taxPaise: column('taxPaise'),
    cgstPaise: column('cgstPaise'),
    sgstPaise: column('sgstPaise'),
    igstPaise: column('igstPaise'),
    taxedPaise: column('taxedPaise'),
    transportPaise: column('transportPaise'),
    totalPaise: column('totalPaise'),
  };
}

// ---------------------------------------------------------------------------------------------
// Amount in words

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words ('Thirty Four'); 0 is no words. */
function belowHundred(n: number): string[] {
  if (n < 20) return n === 0 ? [] : [ONES[n] as string];
  const unit = n % 10;
  return [TENS[(n - unit) / 10] as string, ...(unit === 0 ? [] : [ONES[unit] as string])];
}

/** A whole number in Indian grouping: crore, lakh, thousand, hundred; crores are counted the same way. */
function indianWords(n: number): string[] {
  const crores = Math.floor(n / 1_00_00_000);
  const rest = n % 1_00_00_000;
  const lakhs = Math.floor(rest / 1_00_000);
  const thousands = Math.floor((rest % 1_00_000) / 1000);
  const hundreds = Math.floor((rest % 1000) / 100);
  const words: string[] = [];
  if (crores > 0) words.push(...indianWords(crores), 'Crore');
  if (lakhs > 0) words.push(...belowHundred(lakhs), 'Lakh');
  if (thousands > 0) words.push(...belowHundred(thousands), 'Thousand');
  if (hundreds > 0) words.push(ONES[hundreds] as string, 'Hundred');
  words.push(...belowHundred(rest % 100));
  return words;
}

/**
 * An amount as the invoice writes it in words, in one house style: 'Rupees', the rupees in Indian
 * grouping (crore, lakh, thousand, hundred; beyond 99 crore the crores are counted the same way:
 * 'One Lakh Crore'), then ' and … Paise' when there are paise ('Paisa' for one), then ' Only'.
 * Title case, no hyphens, no 'and' inside a number: 123456789 paise is 'Rupees Twelve Lakh Thirty
 * Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only'; 0 is 'Rupees Zero Only' and
 * 50 is 'Rupees Zero and Fifty Paise Only'.
 */
export function amountInWordsIndian(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not a paise amount: ${paise}`);
  const paiseOnly = paise % 100;
  const rupees = (paise - paiseOnly) / 100;
  const rupeeWords = rupees === 0 ? ['Zero'] : indianWords(rupees);
  const paiseWords =
    paiseOnly === 0 ? [] : ['and', ...belowHundred(paiseOnly), paiseOnly === 1 ? 'Paisa' : 'Paise'];
  return ['Rupees', ...rupeeWords, ...paiseWords, 'Only'].join(' ');
}

// ---------------------------------------------------------------------------------------------
// Invoice numbers

/** GST rule 46(b): at most 16 characters, letters, digits, '-' and '/'. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]*$/;
const BUSINESS_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const FINANCIAL_YEAR_PATTERN = /^\d{4}-\d{2}$/;

/** The financial year of a business day (YYYY-MM-DD, Asia/Kolkata), from 1 April: '2027-03-31' → '2026-27'. */
export function financialYear(businessDay: string): string {
  const match = BUSINESS_DAY_PATTERN.exec(businessDay);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12)
    throw new RangeError(`not a business day (YYYY-MM-DD): ${businessDay}`);
  const startYear = Number(match[1]) - (month < 4 ? 1 : 0);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * An invoice number: prefix / financial year / sequence in five digits ('KD/2026-27/00042', exactly
 * 16 characters). Throws rather than cut anything when the number would pass 16 characters.
 */
export function formatInvoiceNumber(options: {
  prefix: string;
  financialYear: string;
  sequence: number;
}): string {
  const { prefix, sequence } = options;
  if (!INVOICE_PREFIX_PATTERN.test(prefix))
    throw new RangeError(`invoice prefix: letters, digits, - and /: ${prefix}`);
  if (!FINANCIAL_YEAR_PATTERN.test(options.financialYear)) {
    throw new RangeError(`not a financial year (2026-27): ${options.financialYear}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`invoice sequence: from 1: ${sequence}`);
  const number = `${prefix}/${options.financialYear}/${String(sequence).padStart(5, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`invoice number over ${INVOICE_NUMBER_MAX_LENGTH} characters: ${number}`);
  }
  return number;
}

// ---------------------------------------------------------------------------------------------
// Invoices

const businessDate = (field: string) => z.iso.date({ error: `${field}: a date as YYYY-MM-DD` });

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Each kind is its own consecutive series per financial year (GST rule 46(b) lets a supplier keep
 * separate series): KD/2026-27/00042 is an invoice, CN/2026-27/00003 a credit note; 16 characters.
 */
export const INVOICE_NUMBER_PREFIXES: Record<InvoiceKind, string> = { invoice: 'KD', credit_note: 'CN' };
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Tax Invoice',
  credit_note: 'Credit Note',
};

export const INVOICE_MESSAGES = {
  period: 'Period: give both the first and the last day, or neither',
  periodOrder: 'Period end: must not be before its start',
  reason: 'Reason: please say what the credit note corrects',
  creditTooLarge: 'The credit notes would come to more than the invoice',
  notAnInvoice: 'A credit note corrects an invoice, not another credit note',
} as const;

/**
 * Issues an invoice from the editor's rows (blank rows skipped, at least one line). A custom invoice
 * names the period it covers (both days included).
 */
export const issueInvoiceRequestSchema = z
  .strictObject({
    issueDate: businessDate('Issue date').optional(),
    periodStart: businessDate('Period start').nullish(),
    periodEnd: businessDate('Period end').nullish(),
    note: z
      .string({ error: 'Note: text' })
      .trim()
      .max(500, { error: 'Note: at most 500 characters' })
      .default(''),
    lines: invoiceLinesSchema,
  })
  .superRefine((invoice, ctx) => {
    if (((invoice.periodStart ?? null) === null) !== ((invoice.periodEnd ?? null) === null)) {
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_MESSAGES.period });
    } else if (invoice.periodStart && invoice.periodEnd && invoice.periodEnd < invoice.periodStart) {
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_MESSAGES.periodOrder });
    }
  });
export type IssueInvoiceRequest = z.input<typeof issueInvoiceRequestSchema>;
export type IssueInvoice = z.output<typeof issueInvoiceRequestSchema>;

/** A credit note: the lines it takes back, priced as on an invoice, and why. */
export const issueCreditNoteRequestSchema = z.strictObject({
  issueDate: businessDate('Issue date').optional(),
  reason: z
    .string({ error: INVOICE_MESSAGES.reason })
    .trim()
    .min(1, { error: INVOICE_MESSAGES.reason })
    .max(500, { error: 'Reason: at most 500 characters' }),
  lines: invoiceLinesSchema,
});
export type IssueCreditNoteRequest = z.input<typeof issueCreditNoteRequestSchema>;
export type IssueCreditNote = z.output<typeof issueCreditNoteRequestSchema>;

const amountColumns = {
  basePaise: z.number(),
  taxPaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  taxedPaise: z.number(),
  transportPaise: z.number(),
  totalPaise: z.number(),
};

export const invoiceLineSchema = z.object({
  lineNo: z.number(),
  item: z.string(),
  hsn: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  pricePaise: z.number(),
  taxSlabBasisPoints: z.number(),
  ...amountColumns,
});

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  financialYear: z.string(),
  customer: z.object({
    id: z.number(),
    name: z.string(),
    gstin: z.string().nullable(),
    stateCode: z.string(),
  }),
  /** The invoice a credit note corrects. */
  corrects: z.object({ id: z.number(), number: z.string() }).nullable(),
  issueDate: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  intraState: z.boolean(),
  note: z.string(),
  lines: z.array(invoiceLineSchema),
  totals: z.object(amountColumns),
  amountInWords: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.strictObject({ invoiceId: serialIdSchema('invoiceId') });

// ---------------------------------------------------------------------------------------------
// A custom invoice for a period: the editor prefilled from the customer's orders

/** At most a year of orders in one custom invoice: a longer period is a mistake, not a bill. */
export const INVOICE_DRAFT_MAX_DAYS = 366;

export const INVOICE_DRAFT_MESSAGES = {
  periodOrder: INVOICE_MESSAGES.periodOrder,
  periodLength: `Period: at most ${INVOICE_DRAFT_MAX_DAYS} days`,
} as const;

const DAY_MS = 86_400_000;
/** Days from one business day to another, both YYYY-MM-DD (calendar days, no time zone involved). */
const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** GET /api/receivables/customers/:customerId/invoice-draft?start&end: both business days included. */
export const invoiceDraftQuerySchema = z
  .strictObject({ start: businessDate('Period start'), end: businessDate('Period end') })
  .superRefine((period, ctx) => {
    if (period.end < period.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: INVOICE_DRAFT_MESSAGES.periodOrder });
    } else if (daysBetween(period.start, period.end) >= INVOICE_DRAFT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: INVOICE_DRAFT_MESSAGES.periodLength });
    }
  });
export type InvoiceDraftQuery = z.infer<typeof invoiceDraftQuerySchema>;

/** An editor line as the draft fills it: what was ordered, at the price ordered; the slab is finance's to choose. */
export const invoiceDraftLineSchema = z.object({
  item: z.string(),
  hsn: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  pricePaise: z.number(),
  taxSlabBasisPoints: z.number(),
  transportPaise: z.number(),
});
export type InvoiceDraftLine = z.infer<typeof invoiceDraftLineSchema>;

export const invoiceDraftSchema = z.object({
  customerId: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The orders the lines come from, oldest first. */
  orders: z.array(z.object({ orderId: z.string(), businessDate: z.string(), status: z.string() })),
  /** One line per item, unit and price: the quantities of every order in the period added up. */
  lines: z.array(invoiceDraftLineSchema),
});
export type InvoiceDraft = z.infer<typeof invoiceDraftSchema>;

// ---------------------------------------------------------------------------------------------
// The signed link a customer opens an invoice (or what they owe) with

export const INVOICE_LINK_MESSAGES = {
  notFound: 'This invoice link is not valid. Please ask us for a new one.',
  expired: 'This invoice link has expired. Please ask us for a new one.',
} as const;

/** How long a link sent by SMS (or e-mail) opens its document. */
export const INVOICE_LINK_DAYS = 30;

export const invoiceLinkParamsSchema = z.strictObject({
  token: z.string().min(1).max(200),
});

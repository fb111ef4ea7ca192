import {
  INVOICE_BLANK_LINES,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceLineTotals,
  type InvoiceTotals,
  invoiceLineInputSchema,
  invoiceLinesSchema,
  invoiceTotals,
  isBlankInvoiceLine,
  paiseToDecimal,
  parseRupees,
} from '@kadai/contract';

/** A row of the editor as typed: text in every box (rupees as written), the slab as chosen. */
export interface EditorRow {
  item: string;
  hsn: string;
  quantity: string;
  unit: string;
  /** Rupees per unit, as typed ('120', '1,250.50'). */
  price: string;
  taxSlab: number | undefined;
  /** Rupees, as typed; empty is no transport charge. */
  transport: string;
}

export type EditorRowField = keyof EditorRow;

/** The boxes of a row and the field of the API each stands for (its errors come back under that name). */
export const ROW_FIELD_OF_API_FIELD: Record<string, EditorRowField> = {
  item: 'item',
  hsn: 'hsn',
  quantity: 'quantity',
  unit: 'unit',
  pricePaise: 'price',
  taxSlabBasisPoints: 'taxSlab',
  transportPaise: 'transport',
};

/** The rupee boxes: the API counts paise, so its messages would speak of paise; these speak of rupees. */
export const RUPEE_BOX_MESSAGES = {
  price: 'Price: please give the price in rupees',
  priceFormat: 'Price: rupees with at most 2 decimals (120 or 120.50)',
  transportFormat: 'Transport charge: rupees with at most 2 decimals (40 or 40.50)',
} as const;

export const blankRow = (): EditorRow => ({
  item: '',
  hsn: '',
  quantity: '',
  unit: '',
  price: '',
  taxSlab: undefined,
  transport: '',
});

/** A line the editor can start from: one of a period's orders, or of the invoice a credit note corrects. */
export interface StartingLine {
  item: string;
  hsn?: string | null;
  quantity: number;
  unit: string;
  pricePaise: number;
  taxSlabBasisPoints: number;
  transportPaise: number;
}

/** The editor as it opens: INVOICE_BLANK_LINES (15) rows, the given lines first, blank rows after. */
export function startingRows(lines: readonly StartingLine[] = []): EditorRow[] {
  const filled = lines.map(rowOfLine);
  return [...filled, ...Array.from({ length: Math.max(INVOICE_BLANK_LINES - filled.length, 0) }, blankRow)];
}

/** A line (from the orders of a period, or an invoice a credit note corrects) as the editor shows it. */
export function rowOfLine(line: StartingLine): EditorRow {
  return {
    item: line.item,
    hsn: line.hsn ?? '',
    quantity: String(line.quantity),
    unit: line.unit,
    price: paiseToDecimal(line.pricePaise),
    taxSlab: line.taxSlabBasisPoints,
    transport: line.transportPaise === 0 ? '' : paiseToDecimal(line.transportPaise),
  };
}

const QUANTITY_TEXT = /^\d*\.?\d+$/;

/**
 * A row as the API takes it. Rupees are read to the paisa from the text (parseRupees: digits, never
 * a float), a quantity written as a number becomes one; anything else is passed as typed, so the
 * contract's schema names what is wrong in the API's own words. A row left blank stays blank.
 */
export function lineInputOf(row: EditorRow): InvoiceLineInput | Record<string, never> {
  const text = (value: string) => value.trim();
  const input = {
    item: text(row.item),
    hsn: text(row.hsn) || null,
    quantity: QUANTITY_TEXT.test(text(row.quantity))
      ? Number(text(row.quantity))
      : text(row.quantity) || null,
    unit: text(row.unit),
    pricePaise: text(row.price) === '' ? null : parseRupees(row.price),
    taxSlabBasisPoints: row.taxSlab ?? null,
    transportPaise: text(row.transport) === '' ? null : parseRupees(row.transport),
  };
  if (isBlankInvoiceLine(input)) return {};
  return input as InvoiceLineInput;
}

export type RowErrors = Map<number, Partial<Record<EditorRowField, string>>>;

function addError(errors: RowErrors, index: number, field: EditorRowField, message: string) {
  const row = errors.get(index) ?? {};
  // The first problem of a box is the one to fix first.
  if (row[field] === undefined) errors.set(index, { ...row, [field]: message });
}

/** The rupee boxes' own problems: empty, or not rupees to the paisa. */
function rupeeBoxErrors(rows: readonly EditorRow[], errors: RowErrors) {
  rows.forEach((row, index) => {
    if (isBlankInvoiceLine(lineInputOf(row))) return;
    if (row.price.trim() === '') addError(errors, index, 'price', RUPEE_BOX_MESSAGES.price);
    else if (parseRupees(row.price) === null)
      addError(errors, index, 'price', RUPEE_BOX_MESSAGES.priceFormat);
    if (row.transport.trim() !== '' && parseRupees(row.transport) === null) {
      addError(errors, index, 'transport', RUPEE_BOX_MESSAGES.transportFormat);
    }
  });
}

/**
 * What the editor would send, checked with the contract's schema before it is sent: the lines, or
 * each problem under its row and box (the same messages the API gives), and one for the whole.
 */
export function checkRows(
  rows: readonly EditorRow[],
): { ok: true; lines: InvoiceLineInput[] } | { ok: false; errors: RowErrors; problem: string | null } {
  const sent = rows.map(lineInputOf);
  const errors: RowErrors = new Map();
  rupeeBoxErrors(rows, errors);
  const parsed = invoiceLinesSchema.safeParse(sent);
  let problem: string | null = null;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [index, field] = issue.path;
      const box = typeof field === 'string' ? ROW_FIELD_OF_API_FIELD[field] : undefined;
      if (typeof index === 'number' && box) addError(errors, index, box, issue.message);
      else problem ??= issue.message;
    }
  }
  if (errors.size > 0 || problem !== null) return { ok: false, errors, problem };
  return { ok: true, lines: sent as InvoiceLineInput[] };
}

/** The server's refusal, each message under its row and box ('lines.3.pricePaise'); the rest for an alert. */
export function rowErrorsOfFields(fields: readonly { path: string; message: string }[]): {
  errors: RowErrors;
  rest: string[];
} {
  const errors: RowErrors = new Map();
  const rest: string[] = [];
  for (const field of fields) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(field.path);
    const box = match?.[2] ? ROW_FIELD_OF_API_FIELD[match[2]] : undefined;
    if (match && box) addError(errors, Number(match[1]), box, field.message);
    else rest.push(field.message);
  }
  return { errors, rest };
}

/**
 * The live figures: each row that is a complete, valid line worked out by the contract's
 * invoiceTotals (the server's arithmetic, to the paisa); other rows have none yet.
 */
export function liveTotals(
  rows: readonly EditorRow[],
  options: { intraState: boolean },
): { byRow: (InvoiceLineTotals | null)[]; totals: InvoiceTotals } {
  const lines: InvoiceLine[] = [];
  const indexOfLine: number[] = [];
  rows.forEach((row, index) => {
    const input = lineInputOf(row);
    if (isBlankInvoiceLine(input)) return;
    const parsed = invoiceLineInputSchema.safeParse(input);
    if (!parsed.success) return;
    lines.push(parsed.data);
    indexOfLine.push(index);
  });
  const totals = invoiceTotals(lines, options);
  const byRow: (InvoiceLineTotals | null)[] = rows.map(() => null);
  totals.lines.forEach((line, i) => {
    const index = indexOfLine[i];
    if (index !== undefined) byRow[index] = line;
  });
  return { byRow, totals };
}

import { z } from 'zod';
import { INVOICE_SELLER, invoiceLinesSchema } from './invoices.ts';
import { paiseToRupeeNumber } from './money.ts';
import { serialIdSchema } from './movements.ts';
import { MANUAL_PAYMENT_METHODS, METHODS_NEEDING_REFERENCE } from './order-admin.ts';
import { normalisePhone } from './orders.ts';

/**
 * Receivables (issue 14; ordering.md §3 Receivable customer, operations.md §3, §4, §7, §9): the
 * customers finance bills, their ledger in paise, and the list of what each owes as of a day.
 * The rules (ledger signs, FIFO allocation, status) are in docs/decisions/017-receivables-ledger.md.
 */

/** operations.md §9: the receivables query asks for 1000 rows; the table shows 500 a page. */
export const RECEIVABLES_LIMIT = 1000;
export const RECEIVABLES_PAGE_SIZE = 500;

/** The group name (payment type) a customer has unless told otherwise. */
export const DEFAULT_CUSTOMER_GROUP = 'All Customers';

/** operations.md §9: the group 'All Customers' is displayed as 'Bill to Bill Customers'. */
export function customerGroupLabel(groupName: string): string {
  return groupName === DEFAULT_CUSTOMER_GROUP ? 'Bill to Bill Customers' : groupName;
}

export const RECEIVABLE_STATUSES = ['OK', 'NOT OK'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

/**
 * operations.md §4: OK when the negated balance equals the sale balance. The older system compared
 * two floats; these are integers of paise, so equal means equal. With FIFO allocation they differ
 * exactly when the customer has paid more than was invoiced (credit not yet used).
 */
export function receivableStatus(options: {
  balancePaise: number;
  saleBalancePaise: number;
}): ReceivableStatus {
  return -options.balancePaise === options.saleBalancePaise ? 'OK' : 'NOT OK';
}

/**
 * A signed amount of paise as whole rupees, half away from zero (₹-12.50 → -13), in integers:
 * §9 shows balances rounded to whole numbers, and a shown figure is never computed with.
 */
export function paiseToWholeRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not a paise amount: ${paise}`);
  const magnitude = Math.abs(paise);
  const rupees = (magnitude - (magnitude % 100)) / 100 + (magnitude % 100 >= 50 ? 1 : 0);
  return paise < 0 ? -rupees : rupees;
}

const wholeRupeeText = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * A balance as the receivables screens write it (§9): whole rupees, with the ₹ that says it is
 * money and not a count (issue 27 §7): -₹18,297, ₹0.
 */
export function formatWholeRupees(paise: number): string {
  // The rounding is paiseToWholeRupees', in integers; Intl only groups and adds the ₹.
  return wholeRupeeText.format(paiseToWholeRupees(paise));
}

/** A signed amount of paise as a rupee number with two decimals (-1250.5), for the older client. */
export function signedPaiseToRupeeNumber(paise: number): number {
  const rupees = paiseToRupeeNumber(Math.abs(paise));
  return paise < 0 ? -rupees : rupees;
}

// ---------------------------------------------------------------------------------------------
// Customers

export const CUSTOMER_MESSAGES = {
  name: 'Name: please give the customer’s name',
  nameLength: 'Name: at most 200 characters',
  group: 'Group: at most 100 characters',
  email: 'E-mail: an address such as name@example.com',
  mobile: 'Mobile: ten digits starting 6 to 9 (+91 or 0 in front is fine)',
  gstin: 'GSTIN: 15 characters such as 33AABCA1234F1ZG, with a valid check character',
  stateCode: 'Place of supply: a GST state code from 01 to 38, or 97',
  stateMismatch: 'Place of supply: must be the state of the GSTIN (its first two digits)',
  duplicateMobile: 'Mobile: another customer has this number',
  duplicateEmail: 'E-mail: another customer has this address',
} as const;

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character: a base-36 Luhn-style check over the first 14 (CBIC's algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** GST state codes: 01–38, and 97 for other territory. */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97;
}

const optionalEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );

export const customerInputSchema = z
  .strictObject({
    name: z
      .string({ error: CUSTOMER_MESSAGES.name })
      .trim()
      .min(1, { error: CUSTOMER_MESSAGES.name })
      .max(200, { error: CUSTOMER_MESSAGES.nameLength }),
    storeId: optionalEmpty(z.string({ error: 'Store: a store id' }).trim().max(100)),
    outletId: optionalEmpty(z.string({ error: 'Outlet: an outlet id' }).trim().max(100)),
    groupName: z
      .string({ error: CUSTOMER_MESSAGES.group })
      .trim()
      .max(100, { error: CUSTOMER_MESSAGES.group })
      .optional()
      .transform((group) => group || DEFAULT_CUSTOMER_GROUP),
    email: optionalEmpty(
      z
        .string({ error: CUSTOMER_MESSAGES.email })
        .trim()
        .max(200, { error: CUSTOMER_MESSAGES.email })
        .pipe(z.email({ error: CUSTOMER_MESSAGES.email }))
        .transform((email) => email.toLowerCase()),
    ),
    /** Stored as its ten digits, so an order's phone written any way finds the customer. */
    mobile: optionalEmpty(
      z
        .string({ error: CUSTOMER_MESSAGES.mobile })
        .max(20, { error: CUSTOMER_MESSAGES.mobile })
        .transform((raw, ctx) => {
          const phone = normalisePhone(raw);
          if (phone === null) {
            ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.mobile });
            return z.NEVER;
          }
          return phone;
        }),
    ),
    gstin: optionalEmpty(
      z
        .string({ error: CUSTOMER_MESSAGES.gstin })
        .trim()
        .transform((gstin) => gstin.toUpperCase())
        .refine(isValidGstin, { error: CUSTOMER_MESSAGES.gstin }),
    ),
    /**
     * The place of supply (a GST state code): it decides CGST + SGST against IGST. Without one it is
     * the GSTIN's state, or the seller's own (Tamil Nadu, 33).
     */
    stateCode: optionalEmpty(
      z.string({ error: CUSTOMER_MESSAGES.stateCode }).trim().refine(isGstStateCode, {
        error: CUSTOMER_MESSAGES.stateCode,
      }),
    ),
  })
  .transform((customer, ctx) => {
    const gstinState = customer.gstin?.slice(0, 2) ?? null;
    if (customer.stateCode && gstinState && customer.stateCode !== gstinState) {
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: CUSTOMER_MESSAGES.stateMismatch });
      return z.NEVER;
    }
    return {
      name: customer.name,
      storeId: customer.storeId ?? null,
      outletId: customer.outletId ?? null,
      groupName: customer.groupName,
      email: customer.email ?? null,
      mobile: customer.mobile ?? null,
      gstin: customer.gstin ?? null,
      stateCode: customer.stateCode ?? gstinState ?? INVOICE_SELLER.gstStateCode,
    };
  });
export type CustomerInputRequest = z.input<typeof customerInputSchema>;
export type CustomerInput = z.output<typeof customerInputSchema>;

export const receivableCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  outletId: z.string().nullable(),
  groupName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gstin: z.string().nullable(),
  stateCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceivableCustomer = z.infer<typeof receivableCustomerSchema>;

export const customerIdParamsSchema = z.strictObject({ customerId: serialIdSchema('customerId') });
export const invoiceIdParamsSchema = z.strictObject({ invoiceId: serialIdSchema('invoiceId') });

// ---------------------------------------------------------------------------------------------
// The ledger

/**
 * What a ledger entry is. Invoices and a positive opening balance are owed by the customer;
 * receipts, credit notes and a negative opening balance pay (or are paid in advance). A card
 * payment's receipt taken back by the gateway (reversal) or given back by finance (refund) is owed
 * again: each is its own entry beside the receipt, never an edit of it.
 */
export const LEDGER_ENTRY_KINDS = [
  'invoice',
  'receipt',
  'credit_note',
  'opening',
  'reversal',
  'refund',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Positive; an opening entry may be negative (an opening credit). */
  amountPaise: z.number(),
  /** What it does to the balance: + for money in (receipt, credit note), − for what is owed. */
  balanceEffectPaise: z.number(),
  date: z.string(),
  invoiceId: z.number().nullable(),
  invoiceNumber: z.string().nullable(),
  orderId: z.string().nullable(),
  reference: z.string(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const customerLedgerSchema = z.object({
  customer: receivableCustomerSchema,
  /** Oldest first, as a statement reads. */
  entries: z.array(ledgerEntrySchema),
});
export type CustomerLedger = z.infer<typeof customerLedgerSchema>;

const businessDate = (field: string) => z.iso.date({ error: `${field}: a date as YYYY-MM-DD` });

export const RECEIPT_MESSAGES = {
  method: `Method: choose ${MANUAL_PAYMENT_METHODS.join(', ')}`,
  reference: 'Reference: please give the transaction id (UPI) or UTR (bank transfer)',
  amount: 'Amount: the paise received, a whole number more than 0',
} as const;

/** A payment finance records by hand, as the manual payment confirmation does for an order. */
export const recordReceiptRequestSchema = z
  .strictObject({
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: RECEIPT_MESSAGES.method }),
    reference: z
      .string({ error: RECEIPT_MESSAGES.reference })
      .trim()
      .max(100, { error: 'Reference: at most 100 characters' })
      .default(''),
    amountPaise: z
      .number({ error: RECEIPT_MESSAGES.amount })
      .int({ error: RECEIPT_MESSAGES.amount })
      .min(1, { error: RECEIPT_MESSAGES.amount })
      .max(Number.MAX_SAFE_INTEGER, { error: RECEIPT_MESSAGES.amount }),
    /** The business day the money came; today (Asia/Kolkata) when left out. */
    date: businessDate('Date').optional(),
    note: z
      .string({ error: 'Note: text' })
      .trim()
      .max(500, { error: 'Note: at most 500 characters' })
      .default(''),
  })
  .superRefine((receipt, ctx) => {
    if (METHODS_NEEDING_REFERENCE.includes(receipt.method) && receipt.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: RECEIPT_MESSAGES.reference });
    }
  });
export type RecordReceiptRequest = z.input<typeof recordReceiptRequestSchema>;
export type RecordReceipt = z.output<typeof recordReceiptRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Invoices

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

// ---------------------------------------------------------------------------------------------
// The receivables list

export const receivablesQuerySchema = z.strictObject({
  /** The business day the balances and ageing are as of (entries after it are left out); today by default. */
  asOf: businessDate('As of').optional(),
  /** Part of a name, mobile or e-mail. */
  search: z.string().trim().max(100, { error: 'Search: at most 100 characters' }).optional(),
  groupName: z.string().trim().max(100).optional(),
  storeId: z.string().trim().max(100).optional(),
  limit: z.coerce
    .number({ error: `limit: a whole number from 1 to ${RECEIVABLES_LIMIT}` })
    .int({ error: `limit: a whole number from 1 to ${RECEIVABLES_LIMIT}` })
    .min(1, { error: `limit: a whole number from 1 to ${RECEIVABLES_LIMIT}` })
    .max(RECEIVABLES_LIMIT, { error: `limit: a whole number from 1 to ${RECEIVABLES_LIMIT}` })
    .default(RECEIVABLES_LIMIT),
});
export type ReceivablesQueryInput = z.input<typeof receivablesQuerySchema>;
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;

/** The four ageing buckets, in days since the invoice's issue date; they add up to the sale balance. */
export const AGEING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export const AGEING_BUCKET_LABELS = {
  days0to30: '0–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
} as const;

export const receivableRowSchema = z.object({
  customerId: z.number(),
  name: z.string(),
  groupName: z.string(),
  /** groupName as shown (§9). */
  groupLabel: z.string(),
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  outletId: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Σ credits − Σ debits, paise: negative when the customer owes. */
  balancePaise: z.number(),
  /** What the customer's invoices still owe after every credit is applied oldest first, paise. */
  saleBalancePaise: z.number(),
  status: z.enum(RECEIVABLE_STATUSES),
  ageing: z.object({
    days0to30: z.number(),
    days31to60: z.number(),
    days61to90: z.number(),
    over90: z.number(),
  }),
  lastEntryDate: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivableRow = z.infer<typeof receivableRowSchema>;

export const receivablesListSchema = z.object({
  asOf: z.string(),
  rows: z.array(receivableRowSchema),
  /** True when more customers matched than the limit. */
  truncated: z.boolean(),
});
export type ReceivablesList = z.infer<typeof receivablesListSchema>;

/**
 * A row of the data API's approved query `receivables` (operations.md §3 Receivable row, §7), as
 * the older client reads it: balance and saleBalance are RUPEES (numbers with up to two decimals,
 * balance negative when owed), because that client shows them rounded to whole rupees (§9) and
 * would show paise a hundred times too large. The exact paise are alongside, and status is decided
 * on the paise, never on the rupee numbers.
 */
export const receivableQueryRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  store: z.string().nullable(),
  outlet_id: z.string().nullable(),
  groupName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  balance: z.number(),
  saleBalance: z.number(),
  balancePaise: z.number(),
  saleBalancePaise: z.number(),
  status: z.enum(RECEIVABLE_STATUSES),
  createdAt: z.string(),
  created_at: z.string(),
});
export type ReceivableQueryRow = z.infer<typeof receivableQueryRowSchema>;

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

import { z } from 'zod';
import { paiseToRupeeNumber } from '../money.ts';
import { receivableCustomerSchema } from './customers.ts';

/**
 * What customers owe (operations.md §3, §4, §7, §9): each customer's ledger in paise, and the list
 * of what each owes as of a day. The rules (ledger signs, FIFO allocation, status) are in
 * docs/decisions/017-receivables-ledger.md.
 */

/** operations.md §9: the receivables query asks for 1000 rows; the table shows 500 a page. */
export const RECEIVABLES_LIMIT = 1000;
export const RECEIVABLES_PAGE_SIZE = 500;

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
 * money and not a count: -₹18,297, ₹0.
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

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orders } from './orders.ts';
import { outlets, stores } from './organisation.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });

/**
 * The customers finance bills (ordering.md §3 Receivable customer). Mobile (ten digits) and e-mail
 * (lower case) are each one customer's: an order placed with either is known to be theirs.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    storeId: text('store_id').references(() => stores.id),
    outletId: text('outlet_id').references(() => outlets.id),
    /** The payment type; 'All Customers' is shown as 'Bill to Bill Customers' (operations.md §9). */
    groupName: text('group_name').notNull().default('All Customers'),
    email: text('email'),
    mobile: text('mobile'),
    gstin: text('gstin'),
    /** The place of supply: with the seller's (33, Tamil Nadu) it is CGST + SGST, otherwise IGST. */
    stateCode: text('state_code').notNull().default('33'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_mobile_idx').on(t.mobile),
    uniqueIndex('customers_email_idx').on(t.email),
    index('customers_group_idx').on(t.groupName),
    index('customers_store_idx').on(t.storeId),
    check('customers_name_given', sql`btrim(${t.name}) <> ''`),
    check('customers_mobile_digits', sql`${t.mobile} ~ '^[6-9][0-9]{9}$'`),
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
    check('customers_state_code', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check(
      'customers_gstin',
      sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' and left(${t.gstin}, 2) = ${t.stateCode}`,
    ),
  ],
);

/**
 * The last number of each series (invoices, credit notes) in each financial year. The next is taken
 * in the issuing transaction (its row stays locked until commit), so a rollback leaves no gap and
 * two issuers queue rather than share a number.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    series: text('series', { enum: ['invoice', 'credit_note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('invoice_number_counters_series', sql`${t.series} in ('invoice', 'credit_note')`),
  ],
);

const amountColumns = {
  basePaise: paise('base_paise').notNull(),
  taxPaise: paise('tax_paise').notNull(),
  cgstPaise: paise('cgst_paise').notNull(),
  sgstPaise: paise('sgst_paise').notNull(),
  igstPaise: paise('igst_paise').notNull(),
  taxedPaise: paise('taxed_paise').notNull(),
  transportPaise: paise('transport_paise').notNull(),
  totalPaise: paise('total_paise').notNull(),
};

/**
 * An issued invoice or credit note: never edited (a trigger refuses UPDATE and DELETE); a correction
 * is a credit note naming the invoice it corrects. Its totals are the sums of its lines
 * (contract invoiceTotals), kept here as issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    correctsInvoiceId: integer('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The customer's place of supply when issued, and what it made the tax. */
    stateCode: text('state_code').notNull(),
    intraState: boolean('intra_state').notNull(),
    ...amountColumns,
    note: text('note').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_series_year_sequence').on(t.kind, t.financialYear, t.sequence),
    index('invoices_customer_idx').on(t.customerId, t.issueDate),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_number_length', sql`length(${t.number}) <= 16`),
    check('invoices_sequence', sql`${t.sequence} >= 1`),
    check('invoices_corrects', sql`(${t.kind} = 'credit_note') = (${t.correctsInvoiceId} is not null)`),
    check(
      'invoices_period',
      sql`(${t.periodStart} is null) = (${t.periodEnd} is null) and (${t.periodStart} is null or ${t.periodStart} <= ${t.periodEnd})`,
    ),
    check(
      'invoices_sums',
      sql`${t.taxedPaise} = ${t.basePaise} + ${t.taxPaise} and ${t.totalPaise} = ${t.taxedPaise} + ${t.transportPaise}
        and ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.taxPaise} and ${t.totalPaise} > 0`,
    ),
  ],
);

/** One line of an issued invoice: what was typed and what it came to, as printed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    item: text('item').notNull(),
    hsn: text('hsn'),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    pricePaise: paise('price_paise').notNull(),
    taxSlabBasisPoints: integer('tax_slab_basis_points').notNull(),
    ...amountColumns,
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.lineNo] }),
    check('invoice_lines_quantity', sql`${t.quantity} > 0`),
    check(
      'invoice_lines_amounts',
      sql`${t.pricePaise} >= 0 and ${t.transportPaise} >= 0 and ${t.taxPaise} >= 0`,
    ),
    check(
      'invoice_lines_sums',
      sql`${t.taxedPaise} = ${t.basePaise} + ${t.taxPaise} and ${t.totalPaise} = ${t.taxedPaise} + ${t.transportPaise}
        and ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.taxPaise}`,
    ),
  ],
);

/**
 * What each customer owes, as an append-only ledger (a trigger refuses UPDATE and DELETE): a
 * correction is a new entry. Invoices and a positive opening are owed; receipts, credit notes and
 * a negative opening pay. balance = Σ credits − Σ debits (decision 017).
 */
export const customerLedgerEntries = pgTable(
  'customer_ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', {
      enum: ['invoice', 'receipt', 'credit_note', 'opening', 'reversal', 'refund'],
    }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** A receipt from a paid order, or its reversal (the gateway took it back) or refund (we gave it back). */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Null for the system (a card payment the gateway confirmed). */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_ledger_entries_customer_idx').on(t.customerId, t.businessDate),
    // One entry per invoice or credit note, and per order one of each kind for each payment (its reference).
    uniqueIndex('customer_ledger_entries_invoice_idx').on(t.invoiceId),
    uniqueIndex('customer_ledger_entries_order_idx').on(t.orderId, t.kind, t.reference),
    check(
      'customer_ledger_entries_kind',
      sql`${t.kind} in ('invoice', 'receipt', 'credit_note', 'opening', 'reversal', 'refund')`,
    ),
    check(
      'customer_ledger_entries_amount',
      sql`${t.amountPaise} > 0 or (${t.kind} = 'opening' and ${t.amountPaise} < 0)`,
    ),
    check(
      'customer_ledger_entries_invoice',
      sql`(${t.kind} in ('invoice', 'credit_note')) = (${t.invoiceId} is not null)`,
    ),
    check(
      'customer_ledger_entries_order',
      sql`${t.orderId} is null or ${t.kind} in ('receipt', 'reversal', 'refund')`,
    ),
  ],
);

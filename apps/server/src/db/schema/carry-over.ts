import { sql } from 'drizzle-orm';
import {
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products, suppliers } from './inventory.ts';
import { closedMonths } from './stock.ts';

const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** One supplier's counted closing stock for a month (operations.md §3 Monthly carry-over entry). */
export const carryOvers = pgTable(
  'carry_overs',
  {
    id: serial('id').primaryKey(),
    month: date('month', { mode: 'string' })
      .notNull()
      .references(() => closedMonths.month),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    postedByUserId: integer('posted_by_user_id').references(() => users.id),
    postedByName: text('posted_by_name').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carry_overs_month_supplier_idx').on(t.month, t.supplierId)],
);

/** A row as it was entered: product, section, quantity and unit (zero rows are never stored). */
export const carryOverLines = pgTable(
  'carry_over_lines',
  {
    id: serial('id').primaryKey(),
    carryOverId: integer('carry_over_id')
      .notNull()
      .references(() => carryOvers.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    section: text('section').notNull(),
    quantity: quantity('quantity').notNull(),
    unit: text('unit').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('carry_over_lines_product_section_idx').on(t.carryOverId, t.productId, t.section),
    check('carry_over_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('carry_over_lines_section', sql`${t.section} in ('GODOWN', 'BAKERY', 'KITCHEN', 'PACKING')`),
  ],
);

/**
 * Each product a carry-over settled: what the ledger held at the month's end, what was counted
 * (all sections), and the difference posted. A product is carried once a month.
 */
export const carryOverProducts = pgTable(
  'carry_over_products',
  {
    carryOverId: integer('carry_over_id')
      .notNull()
      .references(() => carryOvers.id),
    month: date('month', { mode: 'string' }).notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    ledgerClosing: quantity('ledger_closing').notNull(),
    counted: quantity('counted').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carryOverId, t.productId] }),
    uniqueIndex('carry_over_products_month_product_idx').on(t.month, t.productId),
    check('carry_over_products_counted', sql`${t.counted} >= 0`),
  ],
);

/** The last material issue note number taken in a financial year: locked while taken, so no gaps. */
export const materialIssueNoteCounters = pgTable('material_issue_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** What the godown issued to a section on a day (MIN/2026-27/00001). Never edited once issued. */
export const materialIssueNotes = pgTable(
  'material_issue_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    section: text('section').notNull(),
    issueDay: date('issue_day', { mode: 'string' }).notNull(),
    receivedBy: text('received_by').notNull(),
    remarks: text('remarks').notNull().default(''),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id),
    issuedByName: text('issued_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('material_issue_notes_number_idx').on(t.number),
    uniqueIndex('material_issue_notes_sequence_idx').on(t.financialYear, t.sequence),
    index('material_issue_notes_day_idx').on(t.issueDay),
    check('material_issue_notes_section', sql`${t.section} in ('BAKERY', 'KITCHEN', 'PACKING')`),
  ],
);

export const materialIssueLines = pgTable(
  'material_issue_lines',
  {
    noteId: integer('note_id')
      .notNull()
      .references(() => materialIssueNotes.id),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: quantity('quantity').notNull(),
    unit: text('unit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noteId, t.lineNo] }),
    uniqueIndex('material_issue_lines_product_idx').on(t.noteId, t.productId),
    check('material_issue_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

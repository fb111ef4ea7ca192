import {
  financialYear,
  formatInvoiceNumber,
  INVOICE_NUMBER_PREFIXES,
  type InvoiceKind,
  type InvoiceLine,
  invoiceTotals,
  isIntraStateSupply,
} from '@kadai/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { customerLedgerEntries, invoiceLines, invoices } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The next number of a series in a financial year. The counter's row is locked by this upsert until
 * the transaction ends: a second issuer waits for it, and a rollback gives the number back, so the
 * series has neither duplicates nor gaps. The first invoice on or after 1 April opens a new row.
 */
async function takeNextSequence(tx: Tx, options: { series: InvoiceKind; financialYear: string }) {
  const taken = await tx.execute<{ last_sequence: number }>(sql`
    insert into invoice_number_counters (series, financial_year, last_sequence)
    values (${options.series}, ${options.financialYear}, 1)
    on conflict (series, financial_year)
      do update set last_sequence = invoice_number_counters.last_sequence + 1
    returning last_sequence`);
  const sequence = taken.rows[0]?.last_sequence;
  if (sequence === undefined) throw new Error('no invoice number was taken');
  return sequence;
}

export interface InvoiceToWrite {
  kind: InvoiceKind;
  customerId: number;
  /** The place of supply the tax is worked out for: the customer's, or for a credit note its invoice's. */
  stateCode: string;
  correctsInvoiceId: number | null;
  issueDate: string;
  periodStart: string | null;
  periodEnd: string | null;
  note: string;
  lines: readonly InvoiceLine[];
  user: { id: number | null; displayName: string };
}

/**
 * Writes an invoice or credit note whole, inside the caller's transaction: its number, the header
 * with the contract's totals, its lines, and its entry in the customer's ledger. The database checks
 * at commit that the header is the sum of the lines and that the ledger holds it (migration 0015).
 */
export async function writeInvoice(
  tx: Tx,
  invoice: InvoiceToWrite,
): Promise<{ id: number; totalPaise: number }> {
  const intraState = isIntraStateSupply(invoice.stateCode);
  const totals = invoiceTotals(invoice.lines, { intraState });
  if (totals.totalPaise === 0) {
    throw AppError.validation([
      { path: 'lines', message: 'The lines come to ₹0.00: there is nothing to bill' },
    ]);
  }
  const year = financialYear(invoice.issueDate);
  const sequence = await takeNextSequence(tx, { series: invoice.kind, financialYear: year });
  const number = formatInvoiceNumber({
    prefix: INVOICE_NUMBER_PREFIXES[invoice.kind],
    financialYear: year,
    sequence,
  });
  const { lines: lineAmounts, ...columns } = totals;
  const [written] = await tx
    .insert(invoices)
    .values({
      number,
      financialYear: year,
      sequence,
      kind: invoice.kind,
      customerId: invoice.customerId,
      correctsInvoiceId: invoice.correctsInvoiceId,
      issueDate: invoice.issueDate,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      stateCode: invoice.stateCode,
      intraState,
      ...columns,
      note: invoice.note,
      createdByUserId: invoice.user.id,
      createdBy: invoice.user.displayName,
    })
    .returning({ id: invoices.id });
  if (!written) throw new Error('the invoice was not inserted');
  await tx.insert(invoiceLines).values(
    invoice.lines.map((line, index) => {
      const amounts = lineAmounts[index];
      if (!amounts) throw new Error(`no amounts for line ${index}`);
      return {
        invoiceId: written.id,
        lineNo: index + 1,
        item: line.item,
        hsn: line.hsn,
        quantity: line.quantity,
        unit: line.unit,
        pricePaise: line.pricePaise,
        taxSlabBasisPoints: line.taxSlabBasisPoints,
        ...amounts,
      };
    }),
  );
  await tx.insert(customerLedgerEntries).values({
    customerId: invoice.customerId,
    kind: invoice.kind,
    amountPaise: totals.totalPaise,
    businessDate: invoice.issueDate,
    invoiceId: written.id,
    reference: number,
    note: invoice.note,
    createdByUserId: invoice.user.id,
    createdBy: invoice.user.displayName,
  });
  return { id: written.id, totalPaise: totals.totalPaise };
}

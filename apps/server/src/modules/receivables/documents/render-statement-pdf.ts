import {
  describeBalance,
  formatPaise,
  INVOICE_KIND_LABELS,
  INVOICE_SELLER,
  type PeriodStatement,
} from '@kadai/contract';
import { DocumentPdf, day } from './document-pdf.ts';
import { STATEMENT_COLUMNS, statementRows } from './document-rows.ts';
import { invoiceLineCells, invoiceTotalRows, LINE_COLUMNS, placeOfSupply } from './render-invoice-pdf.ts';

export const STATEMENT_TITLE = 'Statement of Account';

/** A customer's statement of a period as an A4 PDF: the ledger, then each invoice's lines. */
export async function renderStatementPdf(statement: PeriodStatement): Promise<Buffer> {
  const period = `${day(statement.start)} to ${day(statement.end)}`;
  const pdf = new DocumentPdf({
    title: `${STATEMENT_TITLE} · ${statement.customer.name}`,
    footer: `${INVOICE_SELLER.name} · ${STATEMENT_TITLE} ${period}`,
  });
  pdf.heading(STATEMENT_TITLE);
  pdf.details(
    [
      ['Customer', statement.customer.name],
      ['GSTIN', statement.customer.gstin ?? 'Unregistered'],
    ],
    [
      ['Period', period],
      ['Place of supply', placeOfSupply(statement.customer.stateCode)],
    ],
  );
  const rows = statementRows(statement);
  pdf.table(STATEMENT_COLUMNS, rows, { boldRows: new Set([0, rows.length - 1]) });
  pdf.totals([
    ['Opening balance', describeBalance(statement.openingBalancePaise, formatPaise)],
    ['Closing balance', describeBalance(statement.closingBalancePaise, formatPaise)],
  ]);
  pdf.paragraph(`Closing balance in words: ${statement.amountInWords}`, { bold: true });
  for (const entry of statement.entries) {
    if (!entry.invoice) continue;
    pdf.subheading(`${INVOICE_KIND_LABELS[entry.invoice.kind]} ${entry.invoice.number} · ${day(entry.date)}`);
    pdf.table(LINE_COLUMNS, invoiceLineCells(entry.invoice));
    pdf.totals(invoiceTotalRows(entry.invoice));
  }
  return pdf.finish();
}

import { describeBalance, formatPaise, INVOICE_KIND_LABELS, type PeriodStatement } from '@kadai/contract';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { htmlDetails, htmlPage, htmlParagraph, htmlTable, htmlTotals } from './document-html.ts';
import { day } from './document-pdf.ts';
import { STATEMENT_COLUMNS, statementRows } from './document-rows.ts';
import { invoiceLineCells, invoiceTotalRows, LINE_COLUMNS, placeOfSupply } from './render-invoice-pdf.ts';
import { STATEMENT_TITLE } from './render-statement-pdf.ts';

/** A period statement as HTML: the same rows and figures as its PDF. */
export function renderStatementHtml(statement: PeriodStatement): string {
  const rows = statementRows(statement);
  const invoices = statement.entries.flatMap((entry) =>
    entry.invoice
      ? [
          `<h2>${escapeHtml(`${INVOICE_KIND_LABELS[entry.invoice.kind]} ${entry.invoice.number} · ${day(entry.date)}`)}</h2>`,
          htmlTable(LINE_COLUMNS, invoiceLineCells(entry.invoice)),
          htmlTotals(invoiceTotalRows(entry.invoice)),
        ]
      : [],
  );
  const body = [
    htmlDetails([
      ['Customer', statement.customer.name],
      ['GSTIN', statement.customer.gstin ?? 'Unregistered'],
      ['Place of supply', placeOfSupply(statement.customer.stateCode)],
      ['Period', `${day(statement.start)} to ${day(statement.end)}`],
    ]),
    htmlTable(STATEMENT_COLUMNS, rows, { strongRows: new Set([0, rows.length - 1]) }),
    htmlTotals([
      ['Opening balance', describeBalance(statement.openingBalancePaise, formatPaise)],
      ['Closing balance', describeBalance(statement.closingBalancePaise, formatPaise)],
    ]),
    htmlParagraph(`Closing balance in words: ${statement.amountInWords}`, 'words'),
    ...invoices,
  ].join('\n');
  return htmlPage({ title: `${STATEMENT_TITLE} · ${statement.customer.name}`, kind: STATEMENT_TITLE, body });
}

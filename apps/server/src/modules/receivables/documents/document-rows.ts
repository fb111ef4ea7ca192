import {
  describeBalance,
  INVOICE_KIND_LABELS,
  type LedgerEntry,
  type OutstandingDocument,
  type PeriodStatement,
} from '@kadai/contract';
import { cellPaise, day, type PdfColumn } from './document-pdf.ts';

/**
 * The rows the outstanding document and the statement print, the same in the PDF and the HTML, so
 * the two never show different figures.
 */

export const OUTSTANDING_COLUMNS: PdfColumn[] = [
  { label: 'SL', width: 24, align: 'right' },
  { label: 'INVOICE' },
  { label: 'DATE', width: 70 },
  { label: 'AGE (DAYS)', width: 62, align: 'right' },
  { label: 'AMOUNT ₹', width: 80, align: 'right' },
  { label: 'OUTSTANDING ₹', width: 86, align: 'right' },
];

export function outstandingRows(document: OutstandingDocument): string[][] {
  return document.items.map((item, index) => [
    String(index + 1),
    item.number ??
      (item.kind === 'reversal'
        ? 'Card payment reversed'
        : item.kind === 'refund'
          ? 'Refund'
          : 'Opening balance'),
    day(item.date),
    String(item.ageDays),
    cellPaise(item.amountPaise),
    cellPaise(item.outstandingPaise),
  ]);
}

export const STATEMENT_COLUMNS: PdfColumn[] = [
  { label: 'DATE', width: 62 },
  { label: 'PARTICULARS' },
  { label: 'DEBIT ₹', width: 76, align: 'right' },
  { label: 'CREDIT ₹', width: 76, align: 'right' },
  { label: 'BALANCE', width: 100, align: 'right' },
];

/** What a ledger entry is, as a statement names it. */
export function entryLabel(entry: LedgerEntry): string {
  switch (entry.kind) {
    case 'invoice':
    case 'credit_note':
      return `${INVOICE_KIND_LABELS[entry.kind]} ${entry.invoiceNumber ?? ''}`.trim();
    case 'receipt': {
      const details = [entry.orderId && `order ${entry.orderId}`, entry.reference].filter(Boolean).join(', ');
      return details ? `Receipt (${details})` : 'Receipt';
    }
    case 'opening':
      return 'Opening balance';
    case 'reversal':
    case 'refund': {
      const what = entry.kind === 'reversal' ? 'Card payment reversed' : 'Refund';
      return entry.orderId ? `${what} (order ${entry.orderId})` : what;
    }
  }
}

const balanceCell = (paise: number) => describeBalance(paise, cellPaise);

/** Opening, each entry with its debit or credit and the balance after it, and closing. */
export function statementRows(statement: PeriodStatement): string[][] {
  return [
    [day(statement.start), 'Balance brought forward', '', '', balanceCell(statement.openingBalancePaise)],
    ...statement.entries.map((entry) => [
      day(entry.date),
      entryLabel(entry),
      entry.balanceEffectPaise < 0 ? cellPaise(-entry.balanceEffectPaise) : '',
      entry.balanceEffectPaise > 0 ? cellPaise(entry.balanceEffectPaise) : '',
      balanceCell(entry.balanceAfterPaise),
    ]),
    [day(statement.end), 'Closing balance', '', '', balanceCell(statement.closingBalancePaise)],
  ];
}

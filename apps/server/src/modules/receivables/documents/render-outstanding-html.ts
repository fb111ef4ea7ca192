import { describeBalance, formatPaise, type OutstandingDocument } from '@kadai/contract';
import { htmlDetails, htmlPage, htmlParagraph, htmlTable, htmlTotals } from './document-html.ts';
import { day } from './document-pdf.ts';
import { OUTSTANDING_COLUMNS, outstandingRows } from './document-rows.ts';
import { placeOfSupply } from './render-invoice-pdf.ts';
import { OUTSTANDING_TITLE } from './render-outstanding-pdf.ts';

/** The outstanding document as HTML: the same rows and figures as its PDF. */
export function renderOutstandingHtml(document: OutstandingDocument): string {
  const body = [
    htmlDetails([
      ['Customer', document.customer.name],
      ['GSTIN', document.customer.gstin ?? 'Unregistered'],
      ['Place of supply', placeOfSupply(document.customer.stateCode)],
      ['As of', day(document.asOf)],
    ]),
    document.items.length === 0
      ? htmlParagraph('Nothing is outstanding. Thank you.')
      : htmlTable(OUTSTANDING_COLUMNS, outstandingRows(document)),
    htmlTotals([
      ['Balance', describeBalance(document.balancePaise, formatPaise)],
      ['Total outstanding', formatPaise(document.totalOutstandingPaise)],
    ]),
    htmlParagraph(`Amount in words: ${document.amountInWords}`, 'words'),
  ].join('\n');
  return htmlPage({
    title: `${OUTSTANDING_TITLE} · ${document.customer.name}`,
    kind: OUTSTANDING_TITLE,
    body,
  });
}

import { describeBalance, formatPaise, INVOICE_SELLER, type OutstandingDocument } from '@kadai/contract';
import { DocumentPdf, day } from './document-pdf.ts';
import { OUTSTANDING_COLUMNS, outstandingRows } from './document-rows.ts';
import { placeOfSupply } from './render-invoice-pdf.ts';

export const OUTSTANDING_TITLE = 'Outstanding Invoices';

/** The invoices a customer has still to pay, as an A4 PDF (the e-mail's attachment). */
export async function renderOutstandingPdf(document: OutstandingDocument): Promise<Buffer> {
  const pdf = new DocumentPdf({
    title: `${OUTSTANDING_TITLE} · ${document.customer.name}`,
    footer: `${INVOICE_SELLER.name} · ${OUTSTANDING_TITLE} as of ${day(document.asOf)}`,
  });
  pdf.heading(OUTSTANDING_TITLE);
  pdf.details(
    [
      ['Customer', document.customer.name],
      ['GSTIN', document.customer.gstin ?? 'Unregistered'],
    ],
    [
      ['As of', day(document.asOf)],
      ['Place of supply', placeOfSupply(document.customer.stateCode)],
    ],
  );
  if (document.items.length === 0) pdf.paragraph('Nothing is outstanding. Thank you.');
  else pdf.table(OUTSTANDING_COLUMNS, outstandingRows(document));
  pdf.totals([
    ['Balance', describeBalance(document.balancePaise, formatPaise)],
    ['Total outstanding', formatPaise(document.totalOutstandingPaise)],
  ]);
  pdf.paragraph(`Amount in words: ${document.amountInWords}`, { bold: true });
  return pdf.finish();
}

import {
  formatGstSlab,
  formatPaise,
  INVOICE_KIND_LABELS,
  INVOICE_SELLER,
  type Invoice,
} from '@kadai/contract';
import { cellPaise, DocumentPdf, day, type PdfColumn, quantityText } from './document-pdf.ts';

export const LINE_COLUMNS: PdfColumn[] = [
  { label: 'SL', width: 18, align: 'right' },
  { label: 'ITEM' },
  { label: 'HSN', width: 36 },
  { label: 'QTY', width: 40, align: 'right' },
  { label: 'UNIT', width: 28 },
  { label: 'PRICE ₹', width: 58, align: 'right' },
  { label: 'GST', width: 30, align: 'right' },
  { label: 'TAX ₹', width: 58, align: 'right' },
  { label: 'TRANSPORT', width: 52, align: 'right' },
  { label: 'TOTAL ₹', width: 68, align: 'right' },
];

/** The place of supply as printed: the code, and the seller's state by name. */
export function placeOfSupply(stateCode: string): string {
  return stateCode === INVOICE_SELLER.gstStateCode ? `${stateCode} (${INVOICE_SELLER.state})` : stateCode;
}

/** The rows of an invoice's lines as the PDF and the HTML print them. */
export function invoiceLineCells(invoice: Invoice): string[][] {
  return invoice.lines.map((line) => [
    String(line.lineNo),
    line.item,
    line.hsn ?? '',
    quantityText(line.quantity),
    line.unit,
    cellPaise(line.pricePaise),
    formatGstSlab(line.taxSlabBasisPoints),
    cellPaise(line.taxPaise),
    cellPaise(line.transportPaise),
    cellPaise(line.totalPaise),
  ]);
}

/** Taxable value, the tax as CGST + SGST or IGST, transport and the total, as issued. */
export function invoiceTotalRows(invoice: Invoice): [string, string][] {
  const { totals } = invoice;
  return [
    ['Taxable value', formatPaise(totals.basePaise)],
    ...((invoice.intraState
      ? [
          ['CGST', formatPaise(totals.cgstPaise)],
          ['SGST', formatPaise(totals.sgstPaise)],
        ]
      : [['IGST', formatPaise(totals.igstPaise)]]) as [string, string][]),
    ['Transport', formatPaise(totals.transportPaise)],
    ['Total', formatPaise(totals.totalPaise)],
  ];
}

/** An issued invoice or credit note as an A4 PDF, every figure as stored (getInvoice). */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const kind = INVOICE_KIND_LABELS[invoice.kind];
  const pdf = new DocumentPdf({
    title: `${kind} ${invoice.number}`,
    footer: `${INVOICE_SELLER.name} · ${kind} ${invoice.number}`,
  });
  pdf.heading(kind);
  pdf.details(
    [
      ['Number', invoice.number],
      ['Date', day(invoice.issueDate)],
      ...(invoice.periodStart && invoice.periodEnd
        ? ([['Period', `${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`]] as [string, string][])
        : []),
      ...(invoice.corrects ? ([['Corrects invoice', invoice.corrects.number]] as [string, string][]) : []),
    ],
    [
      ['Bill to', invoice.customer.name],
      ['GSTIN', invoice.customer.gstin ?? 'Unregistered'],
      ['Place of supply', placeOfSupply(invoice.customer.stateCode)],
    ],
  );
  pdf.table(LINE_COLUMNS, invoiceLineCells(invoice));
  pdf.totals(invoiceTotalRows(invoice));
  pdf.paragraph(`Amount in words: ${invoice.amountInWords}`, { bold: true });
  if (invoice.note.trim() !== '') pdf.paragraph(invoice.note, { muted: true });
  return pdf.finish();
}

import { formatBusinessDay, formatPaise, INVOICE_SELLER } from '@kadai/contract';
import {
  A4,
  createPdfDocument,
  FONTS,
  fit,
  onEveryPage,
  PAGE,
  PDF_COLOURS,
  type PdfDoc,
  textRight,
  widthOfText,
  writeDetails,
  writeText,
} from '../../../lib/pdf.ts';

/**
 * The layout the receivables documents share (invoice, credit note, outstanding, statement): the
 * seller and the title, label–value details, tables that break onto new pages with their header
 * again, right-aligned totals, and a footer with page numbers. Tamil is written with lib/pdf.ts.
 */

const { regular: REGULAR, bold: BOLD } = FONTS;
const { margin: MARGIN, right: RIGHT, bottom: BOTTOM } = PAGE;
const COLOURS = PDF_COLOURS;
const ROW = 15;

export interface PdfColumn {
  label: string;
  /** Points; the one column without a width takes what is left. */
  width?: number;
  align?: 'left' | 'right';
}

/** An amount in a table cell: grouped, two decimals, no sign (the heading says rupees). */
export function cellPaise(paise: number): string {
  const text = formatPaise(Math.abs(paise)).replace('₹', '');
  return paise < 0 ? `-${text}` : text;
}

export { quantityText } from '../../../lib/pdf.ts';

export const day = formatBusinessDay;

export class DocumentPdf {
  y = MARGIN;
  readonly doc: PdfDoc;
  readonly done: Promise<Buffer>;
  private stripe = false;

  constructor(options: { title: string; footer: string }) {
    const { doc, done } = createPdfDocument({
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: A4.height - BOTTOM },
      info: { Title: options.title, Author: INVOICE_SELLER.name },
    });
    this.doc = doc;
    this.done = done;
    this.footer = options.footer;
  }

  private readonly footer: string;

  private ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  /** The seller on the left, the document's kind in large type on the right. */
  heading(kind: string): void {
    const doc = this.doc;
    doc.font(BOLD).fontSize(16).fillColor(COLOURS.brand).text(INVOICE_SELLER.name, MARGIN, this.y, {
      lineBreak: false,
    });
    doc.fontSize(16);
    textRight(doc, kind, RIGHT, this.y);
    this.y += 22;
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(`${INVOICE_SELLER.state} · GST state code ${INVOICE_SELLER.gstStateCode}`, MARGIN, this.y, {
        lineBreak: false,
      });
    this.y += 14;
    doc.moveTo(MARGIN, this.y).lineTo(RIGHT, this.y).lineWidth(0.8).strokeColor(COLOURS.rule).stroke();
    this.y += 10;
  }

  /** Label–value pairs in two columns. */
  details(left: [string, string][], right: [string, string][]): void {
    this.y = writeDetails(this.doc, this.y, left, right);
  }

  subheading(text: string): void {
    this.ensure(44);
    this.doc.font(BOLD).fontSize(11).fillColor(COLOURS.brand);
    writeText(this.doc, text, MARGIN, this.y, { lineBreak: false, bold: true });
    this.y += 17;
  }

  private layout(columns: readonly PdfColumn[]): { x: number; width: number }[] {
    const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
    const flexible = RIGHT - MARGIN - fixed;
    let x = MARGIN;
    return columns.map((column) => {
      const width = column.width ?? flexible;
      const placed = { x, width };
      x += width;
      return placed;
    });
  }

  private tableHeader(columns: readonly PdfColumn[]): void {
    const doc = this.doc;
    const places = this.layout(columns);
    doc.font(BOLD).fontSize(7).fillColor(COLOURS.muted);
    columns.forEach((column, index) => {
      const place = places[index];
      if (!place) return;
      if (column.align === 'right') textRight(doc, column.label, place.x + place.width - 3, this.y);
      else doc.text(column.label, place.x + 3, this.y, { lineBreak: false });
    });
    this.y += 11;
    doc.moveTo(MARGIN, this.y).lineTo(RIGHT, this.y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
    this.y += 2;
    this.stripe = false;
  }

  /** A table; each cell is cut with an ellipsis to its column rather than wrapped. */
  table(
    columns: readonly PdfColumn[],
    rows: readonly string[][],
    options: { boldRows?: Set<number> } = {},
  ): void {
    const doc = this.doc;
    const places = this.layout(columns);
    this.ensure(14 + ROW * 2);
    this.tableHeader(columns);
    rows.forEach((row, rowIndex) => {
      if (this.ensure(ROW)) this.tableHeader(columns);
      if (this.stripe) doc.rect(MARGIN, this.y, RIGHT - MARGIN, ROW).fill(COLOURS.stripe);
      this.stripe = !this.stripe;
      const top = this.y + 4;
      const bold = options.boldRows?.has(rowIndex) ?? false;
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(8)
        .fillColor(COLOURS.text);
      row.forEach((cell, index) => {
        const place = places[index];
        const column = columns[index];
        if (!place || !column) return;
        const room = place.width - 6;
        if (column.align === 'right') {
          // A figure is never cut: a long one is set smaller until it fits its column.
          const size = Math.max(
            4.5,
            Math.min(8, (8 * room) / Math.max(1, widthOfText(doc.fontSize(8), cell, bold))),
          );
          doc.fontSize(size);
          writeText(
            doc,
            cell,
            place.x + place.width - 3 - widthOfText(doc, cell, bold),
            top + (8 - size) / 2,
            {
              lineBreak: false,
              bold,
            },
          );
          doc.fontSize(8);
        } else writeText(doc, fit(doc, cell, room, bold), place.x + 3, top, { lineBreak: false, bold });
      });
      this.y += ROW;
    });
    this.y += 8;
  }

  /** Label and amount pairs at the right; the last one (the total) in bold. */
  totals(pairs: [string, string][]): void {
    const doc = this.doc;
    this.ensure(pairs.length * 15 + 6);
    pairs.forEach(([label, value], index) => {
      const last = index === pairs.length - 1;
      doc
        .font(last ? BOLD : REGULAR)
        .fontSize(last ? 11 : 9)
        .fillColor(COLOURS.text);
      textRight(doc, label, RIGHT - 150, this.y);
      textRight(doc, value, RIGHT, this.y);
      this.y += last ? 17 : 14;
    });
    this.y += 4;
  }

  paragraph(text: string, options: { muted?: boolean; bold?: boolean } = {}): void {
    this.ensure(26);
    this.doc.fontSize(9.5).fillColor(options.muted ? COLOURS.muted : COLOURS.text);
    writeText(this.doc, text, MARGIN, this.y, { width: RIGHT - MARGIN, bold: options.bold ?? false });
    this.y = this.doc.y + 8;
  }

  /** Writes the footers and ends the document; its bytes. */
  finish(): Promise<Buffer> {
    const doc = this.doc;
    onEveryPage(doc, (page, count) => {
      const y = A4.height - MARGIN - 8;
      doc.font(REGULAR).fontSize(8).fillColor(COLOURS.muted);
      writeText(doc, fit(doc, this.footer, 380), MARGIN, y, { lineBreak: false });
      textRight(doc, `Page ${page + 1} of ${count}`, RIGHT, y);
    });
    doc.end();
    return this.done;
  }
}

import {
  ADVANCE_LIST_LABELS,
  type AdminOrderDetail,
  formatOrderTime,
  formatPaise,
  paymentStatusLabel,
} from '@kadai/contract';
import {
  A4,
  createPdfDocument,
  FONTS,
  fit,
  onEveryPage,
  PAGE,
  PDF_COLOURS,
  type PdfDoc,
  quantityText,
  textRight,
  writeDetails,
  writeText,
} from '../../../lib/pdf.ts';

const { regular: REGULAR, bold: BOLD } = FONTS;
// Room for the footer: flowing text (special instructions) breaks onto a new page above it.
const { margin: MARGIN, right: RIGHT, bottom: BOTTOM } = PAGE;
const COLUMNS = {
  no: MARGIN + 4,
  name: MARGIN + 28,
  nameWidth: 290,
  pack: RIGHT - 150,
  qty: RIGHT - 70,
  mrp: RIGHT - 4,
};
const ROW = 16;
const COLOURS = PDF_COLOURS;

class OrderWriter {
  y = MARGIN;
  private stripe = false;

  constructor(private readonly doc: PdfDoc) {}

  private ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  title(order: AdminOrderDetail): void {
    const doc = this.doc;
    doc.font(BOLD).fontSize(11).fillColor(COLOURS.muted).text('Kadai', MARGIN, this.y, { lineBreak: false });
    this.y += 16;
    doc
      .font(BOLD)
      .fontSize(20)
      .fillColor(COLOURS.brand)
      .text(`Order ${order.orderId}`, MARGIN, this.y, { lineBreak: false });
    this.y += 30;
  }

  /** Label–value pairs in two columns: the order on the left, the customer on the right. */
  details(left: [string, string][], right: [string, string][]): void {
    this.y = writeDetails(this.doc, this.y, left, right);
  }

  heading(text: string): void {
    this.ensure(40);
    this.doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(COLOURS.brand)
      .text(text, MARGIN, this.y, { lineBreak: false });
    this.y += 18;
  }

  private tableHeader(): void {
    const doc = this.doc;
    doc.font(REGULAR).fontSize(7.5).fillColor(COLOURS.muted);
    doc.text('#', COLUMNS.no, this.y, { lineBreak: false });
    doc.text('ITEM', COLUMNS.name, this.y, { lineBreak: false });
    doc.text('PACK', COLUMNS.pack, this.y, { lineBreak: false });
    textRight(doc, 'QTY', COLUMNS.qty, this.y);
    textRight(doc, 'MRP', COLUMNS.mrp, this.y);
    this.y += 11;
    doc.moveTo(MARGIN, this.y).lineTo(RIGHT, this.y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
    this.y += 3;
    this.stripe = false;
  }

  lines(lines: AdminOrderDetail['lines']): void {
    const doc = this.doc;
    if (lines.length === 0) {
      doc.font(REGULAR).fontSize(10).fillColor(COLOURS.muted).text('No items', MARGIN, this.y);
      this.y += ROW + 6;
      return;
    }
    this.ensure(14 + ROW * 2);
    this.tableHeader();
    lines.forEach((line, index) => {
      if (this.ensure(ROW)) this.tableHeader();
      if (this.stripe) doc.rect(MARGIN, this.y, RIGHT - MARGIN, ROW).fill(COLOURS.stripe);
      this.stripe = !this.stripe;
      const top = this.y + 3.5;
      doc.font(REGULAR).fontSize(9.5).fillColor(COLOURS.text);
      doc.text(String(index + 1), COLUMNS.no, top, { lineBreak: false });
      writeText(doc, fit(doc, line.name, COLUMNS.nameWidth), COLUMNS.name, top, { lineBreak: false });
      writeText(doc, fit(doc, line.pack, 70), COLUMNS.pack, top, { lineBreak: false });
      textRight(doc, quantityText(line.quantity), COLUMNS.qty, top);
      textRight(doc, formatPaise(line.mrpPaise), COLUMNS.mrp, top);
      this.y += ROW;
    });
    this.y += 10;
  }

  paragraph(text: string): void {
    this.ensure(30);
    this.doc.fontSize(10).fillColor(COLOURS.text);
    writeText(this.doc, text, MARGIN, this.y, { width: RIGHT - MARGIN });
    this.y = this.doc.y + 10;
  }
}

function drawFooters(doc: PdfDoc, orderId: string): void {
  onEveryPage(doc, (page, count) => {
    const y = A4.height - MARGIN - 8;
    doc.font(REGULAR).fontSize(8).fillColor(COLOURS.muted);
    doc.text(`Kadai · Order ${orderId}`, MARGIN, y, { lineBreak: false });
    textRight(doc, `Page ${page + 1} of ${count}`, RIGHT, y);
  });
}

/** The printable order an admin opens from the lists: who, what, and where it stands. */
export async function renderOrderPdf(order: AdminOrderDetail): Promise<Buffer> {
  const { doc, done } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: A4.height - BOTTOM },
    info: { Title: `Order ${order.orderId}`, Author: 'Kadai' },
  });

  const writer = new OrderWriter(doc);
  writer.title(order);
  const payment =
    order.paymentStatus === 1 && order.paidBy
      ? `Paid (confirmed by ${order.paidBy}${order.paidAt ? ` on ${formatOrderTime(order.paidAt)}` : ''})`
      : paymentStatusLabel(order.paymentStatus);
  writer.details(
    [
      ['Order date', formatOrderTime(order.createdAt)],
      ['Order type', order.orderType],
      // Said only of an advance order: a wish list's page stays as it always was.
      ...(order.kind === 'advance' ? ([['Kind', 'Advance order']] as [string, string][]) : []),
      ['Status', order.status],
      ['Amount', order.amountPaise === null ? 'Not set yet' : formatPaise(order.amountPaise)],
      ['Payment status', payment],
    ],
    [
      ['Customer', order.customerName],
      [
        'Address',
        [order.address1, order.address2, order.address3, `${order.city} ${order.pincode}`.trim()]
          .filter((part) => part.trim() !== '')
          .join('\n'),
      ],
      ['Phone', order.phone],
      ['Email', order.email],
    ],
  );
  if (order.kind === 'advance') {
    // An advance order has no items: its two lists stand in their place, as the customer wrote them.
    for (const [heading, list] of [
      [ADVANCE_LIST_LABELS.vegetablesList, order.vegetablesList],
      [ADVANCE_LIST_LABELS.groceriesList, order.groceriesList],
    ] as const) {
      writer.heading(heading);
      writer.paragraph(list.trim() === '' ? '—' : list);
    }
  } else {
    writer.heading(`Items (${order.lines.length})`);
    writer.lines(order.lines);
  }
  if (order.others.trim() !== '') {
    writer.heading('Special instructions');
    writer.paragraph(order.others);
  }
  drawFooters(doc, order.orderId);
  doc.end();
  return done;
}

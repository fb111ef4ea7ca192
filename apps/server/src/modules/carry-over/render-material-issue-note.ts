import { businessClock, businessDay, formatBusinessDay, type MaterialIssueNote } from '@kadai/contract';
import { createPdfDocument, FONTS, fit, PAGE, PDF_COLOURS, textRight, writeText } from '../../lib/pdf.ts';

const { margin: MARGIN, right: RIGHT } = PAGE;
const ROW = 18;

/** The printable note: number, day, section, lines, and signature lines for who issued and who received. */
export async function renderMaterialIssueNote(note: MaterialIssueNote): Promise<Buffer> {
  const { doc, done } = createPdfDocument({ margin: MARGIN, info: { Title: note.number } });
  let y = MARGIN;
  doc
    .font(FONTS.bold)
    .fontSize(11)
    .fillColor(PDF_COLOURS.muted)
    .text('Kadai', MARGIN, y, { lineBreak: false });
  y += 16;
  doc.fontSize(18).fillColor(PDF_COLOURS.brand).text('Material Issue Note', MARGIN, y, { lineBreak: false });
  textRight(doc, note.number, RIGHT, y + 2);
  y += 32;
  doc.font(FONTS.regular).fontSize(10).fillColor(PDF_COLOURS.text);
  const details: [string, string][] = [
    ['Date', formatBusinessDay(note.issueDay)],
    ['From', 'GODOWN'],
    ['To', note.section],
    ['Issued by', note.issuedByName],
    ['Received by', note.receivedBy],
  ];
  for (const [label, value] of details) {
    doc.font(FONTS.bold).text(label, MARGIN, y, { lineBreak: false });
    doc.font(FONTS.regular);
    writeText(doc, value, MARGIN + 90, y, { width: RIGHT - MARGIN - 90 });
    y += 16;
  }
  if (note.remarks) {
    doc.font(FONTS.bold).text('Remarks', MARGIN, y, { lineBreak: false });
    doc.font(FONTS.regular);
    writeText(doc, note.remarks, MARGIN + 90, y, { width: RIGHT - MARGIN - 90 });
    y = doc.y + 4;
  }
  y += 10;
  const header = () => {
    doc.font(FONTS.bold).fontSize(9);
    doc.text('Sl', MARGIN, y, { lineBreak: false });
    doc.text('Product', MARGIN + 30, y, { lineBreak: false });
    textRight(doc, 'Quantity', RIGHT - 60, y);
    doc.text('Unit', RIGHT - 50, y, { lineBreak: false });
    y += ROW;
    doc.font(FONTS.regular);
  };
  header();
  for (const line of note.lines) {
    if (y > PAGE.bottom - 56) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.fontSize(9).text(String(line.lineNo), MARGIN, y, { lineBreak: false });
    writeText(
      doc,
      fit(doc, [line.productName, line.variantName].filter(Boolean).join(' '), 330),
      MARGIN + 30,
      y,
      {
        lineBreak: false,
      },
    );
    textRight(doc, String(line.quantity), RIGHT - 60, y);
    doc.text(line.unit, RIGHT - 50, y, { lineBreak: false });
    y += ROW;
  }
  y += 40;
  doc.fontSize(9).text('Issued by (signature)', MARGIN, y, { lineBreak: false });
  doc.text('Received by (signature)', RIGHT - 140, y, { lineBreak: false });
  y += 24;
  doc
    .fillColor(PDF_COLOURS.muted)
    .fontSize(8)
    .text(
      `Saved ${formatBusinessDay(businessDay(new Date(note.createdAt)))} at ${businessClock(note.createdAt)}`,
      MARGIN,
      y,
      {
        lineBreak: false,
      },
    );
  doc.end();
  return done;
}

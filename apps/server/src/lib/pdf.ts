import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

// The PDF standard fonts have no ₹ (U+20B9); DejaVu Sans has, and its licence lets us ship it.
const FONT_DIR = new URL('../../assets/fonts/', import.meta.url);
/**
 * Fonts are selected by path rather than registerFont names: pdfkit caches a font under the key it
 * was first opened with, and a registered name for an already-open file is re-read from disk on every
 * switch (17 s instead of 1 s for a brochure of 5,000 items).
 */
export const FONTS = {
  regular: fileURLToPath(new URL('DejaVuSans.ttf', FONT_DIR)),
  bold: fileURLToPath(new URL('DejaVuSans-Bold.ttf', FONT_DIR)),
  // DejaVu has no Tamil letters: names, addresses and instructions in Tamil printed as empty boxes.
  // Noto Sans Tamil (OFL, the @fontsource WOFF: fontkit reads it, and shapes Tamil's vowel signs).
  tamil: fileURLToPath(new URL('NotoSansTamil-Regular.woff', FONT_DIR)),
  tamilBold: fileURLToPath(new URL('NotoSansTamil-Bold.woff', FONT_DIR)),
};

/** A stretch of text and whether it is Tamil (U+0B80–U+0BFF, with the joiners that shape it). */
export type ScriptRun = { text: string; tamil: boolean };

/** Splits text into runs of Tamil and of everything else, each printed in a font that has its letters. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  const tamil = /[\u0B80-\u0BFF\u200C\u200D]+/gu;
  let last = 0;
  for (const match of text.matchAll(tamil)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), tamil: false });
    runs.push({ text: match[0], tamil: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || runs.length === 0) runs.push({ text: text.slice(last), tamil: false });
  return runs;
}

function fontOf(run: ScriptRun, bold: boolean): string {
  if (run.tamil) return bold ? FONTS.tamilBold : FONTS.tamil;
  return bold ? FONTS.bold : FONTS.regular;
}

/**
 * Writes text that may hold Tamil at (x, y): each run in a font that has its letters (DejaVu none
 * of Tamil's, Noto Sans Tamil none of ₹ or Latin punctuation), chained with pdfkit's `continued`
 * so the runs flow and wrap as one text. Leaves the base font (regular or bold) selected.
 */
export function writeText(
  doc: PdfDoc,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean } = {},
): void {
  const { bold = false, ...textOptions } = options;
  // Line by line: pdfkit drops a line break that is a run of its own inside continued text.
  let top = y;
  for (const line of text.split('\n')) {
    const runs = scriptRuns(line);
    runs.forEach((run, index) => {
      doc.font(fontOf(run, bold));
      const runOptions = { ...textOptions, continued: index < runs.length - 1 };
      if (index === 0) doc.text(run.text, x, top, runOptions);
      else doc.text(run.text, runOptions);
    });
    top = doc.y;
  }
  doc.font(bold ? FONTS.bold : FONTS.regular);
}

/** The width of text that may hold Tamil, each run measured in its own font. */
export function widthOfText(doc: PdfDoc, text: string, bold = false): number {
  let width = 0;
  for (const run of scriptRuns(text)) width += doc.font(fontOf(run, bold)).widthOfString(run.text);
  doc.font(bold ? FONTS.bold : FONTS.regular);
  return width;
}

/**
 * An A4 document that starts in DejaVu Sans and keeps its pages in memory, so that footers and page
 * numbers can be written once the page count is known; `done` gives its bytes after `doc.end()`.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: PdfDoc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    // Without it pdfkit loads Helvetica as the starting font.
    font: FONTS.regular,
    ...options,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * Shortens text with an ellipsis so that it fits `width` at the current size, in the regular fonts
 * (or bold), Tamil runs measured in the Tamil font.
 */
export function fit(doc: PdfDoc, text: string, width: number, bold = false): string {
  if (widthOfText(doc, text, bold) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOfText(doc, `${text.slice(0, mid)}…`, bold) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** One line of text whose right edge is at `right`. */
export function textRight(doc: PdfDoc, text: string, right: number, y: number): void {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

/**
 * Calls `draw` on every buffered page in turn, with the bottom margin lifted so that it may write in
 * the footer: writing below the bottom margin would make pdfkit start a new page.
 */
export function onEveryPage(doc: PdfDoc, draw: (page: number, count: number) => void): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    draw(page, range.count);
    doc.page.margins.bottom = margin;
  }
}

/** The page frame and colours the business's documents share (orders, invoices, notes). */
export const PAGE = { margin: 40, right: A4.width - 40, bottom: A4.height - 40 - 24 };
export const PDF_COLOURS = {
  brand: '#7a1f1f',
  text: '#1f1f1f',
  muted: '#6b6b6b',
  rule: '#e3d8c3',
  stripe: '#faf5ea',
};

/** A quantity as printed: up to three decimals, no trailing zeros. */
export function quantityText(quantity: number): string {
  return String(Number(quantity.toFixed(3)));
}

/**
 * Label–value pairs in two columns from `top` (small capital labels over their values, Tamil
 * written in its font); answers the y below the taller column.
 */
export function writeDetails(
  doc: PdfDoc,
  top: number,
  left: readonly [string, string][],
  right: readonly [string, string][],
): number {
  const column = (pairs: readonly [string, string][], x: number, width: number) => {
    let y = top;
    for (const [label, value] of pairs) {
      doc
        .font(FONTS.regular)
        .fontSize(7.5)
        .fillColor(PDF_COLOURS.muted)
        .text(label.toUpperCase(), x, y, { width });
      y = doc.y + 1;
      doc.fontSize(10).fillColor(PDF_COLOURS.text);
      writeText(doc, value || '—', x, y, { width });
      y = doc.y + 6;
    }
    return y;
  };
  const half = (PAGE.right - PAGE.margin) / 2;
  return Math.max(column(left, PAGE.margin, half - 16), column(right, PAGE.margin + half, half)) + 6;
}

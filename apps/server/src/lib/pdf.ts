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
};

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

/** Shortens text with an ellipsis so that it fits `width` in the current font and size. */
export function fit(doc: PdfDoc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
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

import { fileURLToPath } from 'node:url';
import {
  type CatalogueCategory,
  type CatalogueItem,
  type CatalogueSubcategory,
  formatPack,
  formatRupees,
  type OrderFormCatalogue,
} from '@kadai/contract';
import PDFDocument from 'pdfkit';

// The PDF standard fonts have no ₹ (U+20B9); DejaVu Sans has, and its licence lets us ship it.
const FONT_DIR = new URL('../../../assets/fonts/', import.meta.url);
// Fonts are selected by path rather than registerFont names: pdfkit caches a font under the key it was
// first opened with, and a registered name for an already-open file is re-read from disk on every switch
// (17 s instead of 1 s for 5,000 items).
const REGULAR = fileURLToPath(new URL('DejaVuSans.ttf', FONT_DIR));
const BOLD = fileURLToPath(new URL('DejaVuSans-Bold.ttf', FONT_DIR));

const TITLE = 'Kadai — Festival collection & products';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 40;
const FOOTER_HEIGHT = 28;
const CONTENT_BOTTOM = PAGE.height - MARGIN - FOOTER_HEIGHT;
const RIGHT = PAGE.width - MARGIN;
const COLUMNS = { name: MARGIN + 6, nameWidth: 340, packRight: RIGHT - 96, priceRight: RIGHT - 6 };

const COLOURS = {
  brand: '#7a1f1f',
  accent: '#d99a00',
  text: '#1f1f1f',
  muted: '#6b6b6b',
  stripe: '#faf5ea',
  rule: '#e3d8c3',
};

const SIZES = { name: 9.5, desc: 7.5, subheading: 11.5, heading: 16, label: 7.5 };
const ROW = { plain: 15, withDesc: 25 };

type Doc = InstanceType<typeof PDFDocument>;

interface Section {
  title: string;
  categories: CatalogueCategory[];
}

/** Shortens text with an ellipsis so a long product name cannot run into the pack and price columns. */
function fit(doc: Doc, text: string, width: number): string {
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

function textRight(doc: Doc, text: string, right: number, y: number): void {
  doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
}

class BrochureWriter {
  private y = MARGIN;
  private stripe = false;

  constructor(private readonly doc: Doc) {}

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` still fits below the cursor. */
  private ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.newPage();
    return true;
  }

  sectionTitle(title: string): void {
    const doc = this.doc;
    doc.font(BOLD).fontSize(22).fillColor(COLOURS.brand).text(title, MARGIN, this.y, { lineBreak: false });
    this.y += 30;
    doc.rect(MARGIN, this.y, 60, 3).fill(COLOURS.accent);
    this.y += 16;
  }

  category(category: CatalogueCategory): number {
    const doc = this.doc;
    // Keep a heading with its first subheading and a few rows rather than stranding it at the bottom.
    this.ensure(34 + 40 + ROW.withDesc * 3);
    const page = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
    doc.rect(MARGIN, this.y, RIGHT - MARGIN, 26).fill(COLOURS.brand);
    doc
      .font(BOLD)
      .fontSize(SIZES.heading)
      .fillColor('#ffffff')
      .text(category.n, MARGIN + 10, this.y + 5, { lineBreak: false });
    this.y += 34;
    for (const subcategory of category.subcategories) {
      if (subcategory.items.length > 0) this.subcategory(subcategory);
    }
    this.y += 6;
    return page;
  }

  private subcategoryHeading(subcategory: CatalogueSubcategory, continued: boolean): void {
    const doc = this.doc;
    doc
      .font(BOLD)
      .fontSize(SIZES.subheading)
      .fillColor(COLOURS.brand)
      .text(continued ? `${subcategory.n} (continued)` : subcategory.n, MARGIN, this.y, { lineBreak: false });
    this.y += 17;
    doc.font(REGULAR).fontSize(SIZES.label).fillColor(COLOURS.muted);
    doc.text('ITEM', COLUMNS.name, this.y, { lineBreak: false });
    textRight(doc, 'PACK', COLUMNS.packRight, this.y);
    textRight(doc, 'PRICE', COLUMNS.priceRight, this.y);
    this.y += 11;
    doc.moveTo(MARGIN, this.y).lineTo(RIGHT, this.y).lineWidth(0.6).strokeColor(COLOURS.rule).stroke();
    this.y += 3;
    this.stripe = false;
  }

  private subcategory(subcategory: CatalogueSubcategory): void {
    this.ensure(28 + ROW.withDesc * 2);
    this.subcategoryHeading(subcategory, false);
    for (const item of subcategory.items) {
      const height = item.desc ? ROW.withDesc : ROW.plain;
      if (this.ensure(height)) this.subcategoryHeading(subcategory, true);
      this.item(item, height);
    }
    this.y += 10;
  }

  private item(item: CatalogueItem, height: number): void {
    const doc = this.doc;
    if (this.stripe) doc.rect(MARGIN, this.y, RIGHT - MARGIN, height).fill(COLOURS.stripe);
    this.stripe = !this.stripe;
    const top = this.y + 3;
    doc.font(REGULAR).fontSize(SIZES.name).fillColor(COLOURS.text);
    doc.text(fit(doc, item.name, COLUMNS.nameWidth), COLUMNS.name, top, { lineBreak: false });
    textRight(doc, formatPack(item), COLUMNS.packRight, top);
    doc.font(BOLD);
    textRight(doc, formatRupees(item.mrp), COLUMNS.priceRight, top);
    if (item.desc) {
      doc.font(REGULAR).fontSize(SIZES.desc).fillColor(COLOURS.muted);
      doc.text(fit(doc, item.desc, COLUMNS.nameWidth), COLUMNS.name, top + 12, { lineBreak: false });
    }
    this.y += height;
  }
}

const CONTENTS_TOP = 300;
const CONTENTS_ROW = 16;
const CONTENTS_PER_PAGE = Math.floor((CONTENT_BOTTOM - CONTENTS_TOP) / CONTENTS_ROW);

type ContentsLine = { kind: 'section'; title: string } | { kind: 'category'; category: CatalogueCategory };

function drawCover(doc: Doc): void {
  doc.rect(0, 0, PAGE.width, 220).fill(COLOURS.brand);
  doc.font(BOLD).fontSize(44).fillColor('#ffffff').text('Kadai', MARGIN, 70, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(18)
    .fillColor('#ffffff')
    .text('Festival collection & products', MARGIN, 130, { lineBreak: false });
  doc.rect(MARGIN, 165, 80, 4).fill(COLOURS.accent);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(COLOURS.muted)
    .text(
      'Prices are MRP in rupees, inclusive of taxes. Order online or call your nearest store.',
      MARGIN,
      240,
      {
        lineBreak: false,
      },
    );
  doc.font(BOLD).fontSize(13).fillColor(COLOURS.brand).text('Contents', MARGIN, 272, { lineBreak: false });
}

/** Written once every page number is known, over the space the cover left for it. */
function drawContents(doc: Doc, lines: ContentsLine[], pages: Map<string, number>): void {
  lines.forEach((line, index) => {
    doc.switchToPage(Math.floor(index / CONTENTS_PER_PAGE));
    const y = CONTENTS_TOP + (index % CONTENTS_PER_PAGE) * CONTENTS_ROW;
    if (line.kind === 'section') {
      doc.font(BOLD).fontSize(10).fillColor(COLOURS.brand).text(line.title, MARGIN, y, { lineBreak: false });
      return;
    }
    doc.font(REGULAR).fontSize(10).fillColor(COLOURS.text);
    doc.text(fit(doc, line.category.n, 380), MARGIN + 14, y, { lineBreak: false });
    textRight(doc, String((pages.get(line.category.id) ?? 0) + 1), RIGHT, y);
  });
}

function drawFooters(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Writing below the bottom margin would make pdfkit start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN - 8;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(RIGHT, y - 6)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font(REGULAR).fontSize(8).fillColor(COLOURS.muted);
    doc.text(TITLE, MARGIN, y, { lineBreak: false });
    textRight(doc, `Page ${page + 1} of ${range.count}`, RIGHT, y);
    doc.page.margins.bottom = margin;
  }
}

function hasItems(category: CatalogueCategory): boolean {
  return category.subcategories.some((subcategory) => subcategory.items.length > 0);
}

/** The printable brochure: a cover with contents, the festival collection, then the product categories. */
export async function renderBrochure(catalogue: OrderFormCatalogue): Promise<Buffer> {
  const shown = catalogue.categories.filter(hasItems);
  const sections: Section[] = [
    { title: 'Festival collection', categories: shown.filter((c) => c.festival) },
    { title: 'Products', categories: shown.filter((c) => !c.festival) },
  ].filter((section) => section.categories.length > 0);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // Without it pdfkit loads Helvetica as the starting font.
    font: REGULAR,
    info: { Title: TITLE, Author: 'Kadai', Subject: 'Festival collection and product price list' },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contents: ContentsLine[] = sections.flatMap((section): ContentsLine[] => [
    { kind: 'section', title: section.title },
    ...section.categories.map((category): ContentsLine => ({ kind: 'category', category })),
  ]);
  drawCover(doc);
  // Reserve every contents page before the listing starts, so page numbers can be filled in afterwards.
  for (let page = 1; page < Math.ceil(contents.length / CONTENTS_PER_PAGE); page += 1) doc.addPage();

  const writer = new BrochureWriter(doc);
  const pages = new Map<string, number>();
  for (const section of sections) {
    writer.newPage();
    writer.sectionTitle(section.title);
    for (const category of section.categories) pages.set(category.id, writer.category(category));
  }

  drawContents(doc, contents, pages);
  drawFooters(doc);
  doc.end();
  return done;
}

import {
  type CatalogueCategory,
  type CatalogueItem,
  type CatalogueSubcategory,
  formatPack,
  formatPaise,
  type OrderFormCatalogue,
} from '@kadai/contract';
import {
  A4,
  createPdfDocument,
  FONTS,
  fit,
  onEveryPage,
  type PdfDoc,
  textRight,
  writeText,
} from '../../../lib/pdf.ts';

const { regular: REGULAR, bold: BOLD } = FONTS;

const TITLE = 'Kadai — Festival collection & products';

const MARGIN = 40;
const FOOTER_HEIGHT = 28;
const CONTENT_BOTTOM = A4.height - MARGIN - FOOTER_HEIGHT;
const RIGHT = A4.width - MARGIN;
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

interface Section {
  title: string;
  categories: CatalogueCategory[];
}

class BrochureWriter {
  private y = MARGIN;
  private stripe = false;

  constructor(private readonly doc: PdfDoc) {}

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
    doc.fontSize(SIZES.heading).fillColor('#ffffff');
    writeText(doc, category.n, MARGIN + 10, this.y + 5, { lineBreak: false, bold: true });
    this.y += 34;
    for (const subcategory of category.subcategories) {
      if (subcategory.items.length > 0) this.subcategory(subcategory);
    }
    this.y += 6;
    return page;
  }

  private subcategoryHeading(subcategory: CatalogueSubcategory, continued: boolean): void {
    const doc = this.doc;
    doc.fontSize(SIZES.subheading).fillColor(COLOURS.brand);
    const name = continued ? `${subcategory.n} (continued)` : subcategory.n;
    writeText(doc, name, MARGIN, this.y, { lineBreak: false, bold: true });
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
    writeText(doc, fit(doc, item.name, COLUMNS.nameWidth), COLUMNS.name, top, { lineBreak: false });
    textRight(doc, formatPack(item), COLUMNS.packRight, top);
    doc.font(BOLD);
    textRight(doc, formatPaise(item.mrpPaise), COLUMNS.priceRight, top);
    if (item.desc) {
      doc.font(REGULAR).fontSize(SIZES.desc).fillColor(COLOURS.muted);
      writeText(doc, fit(doc, item.desc, COLUMNS.nameWidth), COLUMNS.name, top + 12, { lineBreak: false });
    }
    this.y += height;
  }
}

const CONTENTS_TOP = 300;
const CONTENTS_ROW = 16;
const CONTENTS_PER_PAGE = Math.floor((CONTENT_BOTTOM - CONTENTS_TOP) / CONTENTS_ROW);

type ContentsLine = { kind: 'section'; title: string } | { kind: 'category'; category: CatalogueCategory };

function drawCover(doc: PdfDoc): void {
  doc.rect(0, 0, A4.width, 220).fill(COLOURS.brand);
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
function drawContents(doc: PdfDoc, lines: ContentsLine[], pages: Map<string, number>): void {
  lines.forEach((line, index) => {
    doc.switchToPage(Math.floor(index / CONTENTS_PER_PAGE));
    const y = CONTENTS_TOP + (index % CONTENTS_PER_PAGE) * CONTENTS_ROW;
    if (line.kind === 'section') {
      doc.font(BOLD).fontSize(10).fillColor(COLOURS.brand).text(line.title, MARGIN, y, { lineBreak: false });
      return;
    }
    doc.font(REGULAR).fontSize(10).fillColor(COLOURS.text);
    writeText(doc, fit(doc, line.category.n, 380), MARGIN + 14, y, { lineBreak: false });
    textRight(doc, String((pages.get(line.category.id) ?? 0) + 1), RIGHT, y);
  });
}

function drawFooters(doc: PdfDoc): void {
  onEveryPage(doc, (page, count) => {
    const y = A4.height - MARGIN - 8;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(RIGHT, y - 6)
      .lineWidth(0.6)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font(REGULAR).fontSize(8).fillColor(COLOURS.muted);
    doc.text(TITLE, MARGIN, y, { lineBreak: false });
    textRight(doc, `Page ${page + 1} of ${count}`, RIGHT, y);
  });
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

  const { doc, done } = createPdfDocument({
    margin: MARGIN,
    info: { Title: TITLE, Author: 'Kadai', Subject: 'Festival collection and product price list' },
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

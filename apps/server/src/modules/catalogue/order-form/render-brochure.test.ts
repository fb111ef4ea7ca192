import type { OrderFormCatalogue } from '@kadai/contract';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderBrochure } from './render-brochure.ts';

const catalogue: OrderFormCatalogue = {
  categories: [
    {
      id: 'sweets',
      n: 'Sweets',
      festival: false,
      subcategories: [
        {
          id: 'ghee-sweets',
          n: 'Ghee Sweets',
          column: 'twocolumns',
          items: [
            {
              id: 1,
              name: 'Ghee Mysore Pak',
              pu: 250,
              u: 'g',
              mrpPaise: 240_00,
              desc: 'Soft',
              thumbnail: null,
            },
            { id: 2, name: 'Kaju Katli', pu: 500, u: 'g', mrpPaise: 1234_50, desc: '', thumbnail: null },
          ],
        },
        { id: 'empty-shelf', n: 'Empty Shelf', column: 'threecolumns', items: [] },
      ],
    },
    {
      id: 'festival-options',
      n: 'Festival Options',
      festival: true,
      subcategories: [
        {
          id: 'festival-hampers',
          n: 'Festival Hampers',
          column: 'twocolumns',
          items: [
            {
              id: 3,
              name: 'Deepavali Hamper',
              pu: 1,
              u: 'pack',
              mrpPaise: 2450_00,
              desc: 'Sweets',
              thumbnail: null,
            },
          ],
        },
      ],
    },
  ],
};

interface PdfText {
  pages: string[];
  fonts: string[];
}

/** Reads the PDF back the way a viewer would: text per page and the names of the fonts it draws with. */
async function readPdf(pdf: Buffer): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), fontExtraProperties: true }).promise;
  const pages: string[] = [];
  const fonts = new Set<string>();
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    // Loading the operator list is what makes pdf.js parse the page's fonts into commonObjs.
    const operators = await page.getOperatorList();
    for (const [index, op] of operators.fnArray.entries()) {
      if (op !== OPS.setFont) continue;
      const [fontId] = operators.argsArray[index] as [string];
      const font = page.commonObjs.get(fontId) as { name?: string };
      if (font.name) fonts.add(font.name);
    }
  }
  await document.destroy();
  return { pages, fonts: [...fonts] };
}

describe('renderBrochure', () => {
  it('lists items with pack and rupee price, festival categories first, in an embedded DejaVu font', async () => {
    const pdf = await renderBrochure(catalogue);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, fonts } = await readPdf(pdf);
    const text = pages.join('\n');
    for (const name of ['Ghee Mysore Pak', 'Kaju Katli', 'Deepavali Hamper', '250 g', '1 pack']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('₹');
    expect(text).toContain('₹1,234.50');
    expect(text.indexOf('Festival Hampers')).toBeLessThan(text.indexOf('Ghee Sweets'));
    expect(text).not.toContain('Empty Shelf');

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });

    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^([A-Z]{6}\+)?DejaVuSans(-Bold)?$/);
    // Subset-embedded TrueType, not a reference to a font the reader may lack.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('renders an empty catalogue as a cover alone', async () => {
    const { pages } = await readPdf(await renderBrochure({ categories: [] }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Festival collection & products');
  });
});

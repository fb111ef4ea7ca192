import type { CatalogueItem, OrderFormCatalogue } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { lineErrorDetails, splitSubmitError } from './form-errors.ts';
import { collectOrderLines, estimateTotal, type OrderLine, parseQuantity } from './order-lines.ts';
import { reviewProblem } from './review-problem.ts';

const item = (id: number, name: string, u: string, mrpPaise: number): CatalogueItem => ({
  id,
  name,
  pu: 1,
  u,
  mrpPaise,
  desc: '',
  thumbnail: null,
});
const carrot = item(1, 'Carrot', 'kg', 6_000);
const banana = item(2, 'Banana', 'pc', 500);
const laddu = item(3, 'Laddu', 'kg', 45_050);

const catalogue: OrderFormCatalogue = {
  categories: [
    {
      id: 'fresh',
      n: 'Fresh',
      festival: false,
      subcategories: [{ id: 'veg', n: 'Vegetables', column: 'veg', items: [carrot, banana] }],
    },
    {
      id: 'diwali',
      n: 'Diwali',
      festival: true,
      subcategories: [{ id: 'sweets', n: 'Sweets', column: 'twocolumns', items: [laddu] }],
    },
  ],
} as OrderFormCatalogue;

const line = (of: CatalogueItem, quantity: number): OrderLine => ({
  item: of,
  pack: `1 ${of.u}`,
  quantity,
  raw: String(quantity),
});

describe('reviewProblem', () => {
  it('lets an order with good lines, or a note alone, through', () => {
    expect(
      reviewProblem({ lines: [line(carrot, 1.5), line(banana, 6)], others: '', paysByCard: false }),
    ).toBeNull();
    expect(reviewProblem({ lines: [], others: 'Two coconuts', paysByCard: false })).toBeNull();
  });

  it('names the first line the server would refuse: pieces are whole, weights to the gram', () => {
    expect(
      reviewProblem({ lines: [line(carrot, 1), line(banana, 1.5)], others: '', paysByCard: false }),
    ).toBe('Banana: Quantity: a whole number of pieces');
    expect(reviewProblem({ lines: [line(carrot, 1.0005)], others: '', paysByCard: false })).toBe(
      'Carrot: Quantity: at most 3 decimals (to the gram)',
    );
    expect(reviewProblem({ lines: [line(carrot, 0)], others: '', paysByCard: false })).toBe(
      'Carrot: Quantity must be a positive number',
    );
  });

  it('asks for something ordered, or on a card form for something to pay for', () => {
    expect(reviewProblem({ lines: [], others: '   ', paysByCard: false })).toBe(
      'Please add at least one item or a special instruction',
    );
    expect(reviewProblem({ lines: [], others: undefined, paysByCard: false })).toBe(
      'Please add at least one item or a special instruction',
    );
    expect(reviewProblem({ lines: [], others: 'Two coconuts', paysByCard: true })).toBe(
      'Please add at least one item to pay for',
    );
  });
});

describe('the lines of an order', () => {
  const index = buildCatalogueIndex(catalogue);

  it('counts a box by the form’s rule, and leaves out an empty or unreadable one', () => {
    const fromOne = (quantity: number) => quantity >= 1;
    expect(parseQuantity(' 2 ', fromOne)).toBe(2);
    expect(parseQuantity('0.5', fromOne)).toBeNull();
    expect(parseQuantity('0.5', (quantity) => quantity > 0)).toBe(0.5);
    expect(parseQuantity('', fromOne)).toBeNull();
    expect(parseQuantity('two', fromOne)).toBeNull();
  });

  it('lists the lines in page order, festival first, dropping items no longer in the catalogue', () => {
    const lines = collectOrderLines({
      index,
      quantities: [
        [2, '6'],
        [99, '1'],
        [3, '0.25'],
        [1, '0'],
      ],
      counts: (quantity) => quantity > 0,
    });
    expect(lines.map((l) => [l.item.name, l.quantity, l.pack])).toEqual([
      ['Laddu', 0.25, '1 kg'],
      ['Banana', 6, '1 pc'],
    ]);
    // 0.25 × ₹450.50 is ₹112.625, to the paisa; 6 × ₹5.
    expect(estimateTotal(lines)).toBe(11_263 + 3_000);
  });
});

describe('a refused order’s messages', () => {
  it('names a line’s message by its item, and leaves the form’s fields to the form', () => {
    const refused = new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      message: 'Please check the form',
      fields: [
        { path: 'customer.firstName', message: 'Please input your first name!' },
        { path: 'items.1.itemId', message: 'This item is no longer available' },
        { path: 'items.9.quantity', message: 'Quantity must be a positive number' },
        { path: 'others', message: 'Too long' },
      ],
    });
    const isField = (name: unknown): name is 'firstName' => name === 'firstName';
    const { onFields, elsewhere } = splitSubmitError(refused, isField);
    expect(onFields).toEqual([{ name: 'firstName', errors: ['Please input your first name!'] }]);
    expect(lineErrorDetails(elsewhere, [line(carrot, 1), line(banana, 2)])).toEqual([
      'Banana: This item is no longer available',
      'Quantity must be a positive number',
      'Too long',
    ]);
  });

  it('reads a failure that never reached the server as unexpected, with its words', () => {
    const { error, elsewhere } = splitSubmitError(new Error('Load failed'), (name): name is never => false);
    expect([error.code, error.message, elsewhere]).toEqual(['unexpected', 'Load failed', []]);
  });
});

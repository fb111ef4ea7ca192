import { orderFormCatalogueSchema } from '@kadai/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCatalogue } from './parse-catalogue.ts';

function catalogue() {
  return {
    categories: [
      {
        id: 'festival-options',
        n: 'Festival options',
        festival: true,
        subcategories: [
          {
            id: 'uncategorised',
            n: 'Uncategorised',
            column: 'threecolumns',
            items: [
              { id: 1, name: 'Laddu', pu: 500, u: 'g', mrpPaise: 25_000, desc: '', thumbnail: null },
              {
                id: 2,
                name: 'Murukku',
                pu: 0.5,
                u: 'kg',
                mrpPaise: 0,
                desc: 'Crisp',
                thumbnail: '/p/2.webp',
              },
            ],
          },
        ],
      },
      {
        id: 'veg',
        n: 'Vegetables',
        festival: false,
        subcategories: [
          { id: 'greens', n: 'Greens', column: 'veg', items: [] },
          {
            id: 'roots',
            n: 'Roots',
            column: 'twocolumns',
            items: [{ id: 3, name: 'Beet', pu: 1, u: 'kg', mrpPaise: 4_000, desc: '', thumbnail: null }],
          },
        ],
      },
      { id: 'empty', n: 'Empty', festival: false, subcategories: [] },
    ],
  };
}

type Catalogue = ReturnType<typeof catalogue>;
const item = (c: Catalogue) => c.categories[0]?.subcategories[0]?.items[0] as Record<string, unknown>;
const subcategory = (c: Catalogue) => c.categories[1]?.subcategories[1] as Record<string, unknown>;
const category = (c: Catalogue) => c.categories[0] as Record<string, unknown>;

function zodError(value: unknown): unknown {
  try {
    orderFormCatalogueSchema.parse(value);
  } catch (error) {
    return error;
  }
  throw new Error('the schema accepted it');
}

describe('parseCatalogue', () => {
  afterEach(() => vi.restoreAllMocks());

  it("returns what the schema returns, without asking the schema, for the server's answer", () => {
    const spy = vi.spyOn(orderFormCatalogueSchema, 'parse');
    const value = catalogue();
    const parsed = parseCatalogue(value);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(parsed).toStrictEqual(orderFormCatalogueSchema.parse(catalogue()));
  });

  it('drops keys the schema does not know, as the schema does', () => {
    const value = catalogue() as Catalogue & { extra?: number };
    value.extra = 1;
    item(value).stock = 4;
    subcategory(value).order = 11;
    category(value).hidden = false;
    const parsed = parseCatalogue(value);
    expect(parsed).toStrictEqual(orderFormCatalogueSchema.parse(value));
    expect(parsed).toStrictEqual(catalogue());
  });

  const accepted: [string, (c: Catalogue) => void][] = [
    ['a fractional pack quantity', (c) => Object.assign(item(c), { pu: 0.25 })],
  ];
  it.each(accepted)('accepts what the schema accepts: %s', (_name, change) => {
    const value = catalogue();
    change(value);
    expect(parseCatalogue(value)).toStrictEqual(orderFormCatalogueSchema.parse(value));
  });

  // A mutation returns nothing; a replacement returns the value to parse instead.
  const rejected: [string, (c: Catalogue) => unknown][] = [
    ['no categories', () => ({})],
    ['not an object', () => 'catalogue'],
    ['null', () => null],
    ['categories not a list', (c) => ({ ...c, categories: {} })],
    ['a category that is a list', (c) => ({ categories: [[], ...c.categories] })],
    [
      'a category without its name',
      (c) => {
        delete category(c).n;
      },
    ],
    [
      'festival as text',
      (c) => {
        Object.assign(category(c), { festival: 'yes' });
      },
    ],
    [
      'subcategories missing',
      (c) => {
        delete category(c).subcategories;
      },
    ],
    [
      'an unknown column layout',
      (c) => {
        Object.assign(subcategory(c), { column: 'fourcolumns' });
      },
    ],
    [
      'items as null',
      (c) => {
        Object.assign(subcategory(c), { items: null });
      },
    ],
    [
      'an item that is null',
      (c) => {
        (subcategory(c).items as unknown[]).push(null);
      },
    ],
    [
      'a fractional id',
      (c) => {
        Object.assign(item(c), { id: 1.5 });
      },
    ],
    [
      'an id as text',
      (c) => {
        Object.assign(item(c), { id: '1' });
      },
    ],
    [
      'a fractional price',
      (c) => {
        Object.assign(item(c), { mrpPaise: 10.5 });
      },
    ],
    [
      'a pack quantity that is not a number',
      (c) => {
        Object.assign(item(c), { pu: Number.NaN });
      },
    ],
    [
      'an infinite pack quantity',
      (c) => {
        Object.assign(item(c), { pu: Number.POSITIVE_INFINITY });
      },
    ],
    [
      'a missing thumbnail',
      (c) => {
        delete item(c).thumbnail;
      },
    ],
    [
      'a thumbnail as a number',
      (c) => {
        Object.assign(item(c), { thumbnail: 3 });
      },
    ],
    [
      'no description',
      (c) => {
        Object.assign(item(c), { desc: undefined });
      },
    ],
  ];
  it.each(rejected)('throws the schema’s own error: %s', (_name, change) => {
    const value = catalogue();
    const changed = change(value);
    const input = changed === undefined ? value : changed;
    expect(() => parseCatalogue(input)).toThrow();
    let thrown: unknown;
    try {
      parseCatalogue(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toStrictEqual(zodError(input));
  });
});

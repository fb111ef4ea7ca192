import type { CatalogueItem, OrderFormCatalogue } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex, searchCatalogue } from './catalogue-index.ts';

const packOfOneKilo = { pu: 1, u: 'kg', mrpPaise: 1_000, desc: '', thumbnail: null };
const item = (id: number, name: string): CatalogueItem => ({ id, name, ...packOfOneKilo });

const catalogue: OrderFormCatalogue = {
  categories: [
    {
      id: 'garden',
      n: 'From the garden',
      festival: false,
      subcategories: [
        { id: 'veg', n: 'Vegetables', column: 'veg', items: [item(1, 'Carrot  Ooty'), item(2, 'Beet')] },
      ],
    },
    {
      id: 'diwali',
      n: 'Diwali',
      festival: true,
      subcategories: [
        {
          id: 'sweets',
          n: 'Sweets',
          column: 'twocolumns',
          items: [item(3, 'Rava LADDU'), item(4, 'Boondi laddu')],
        },
      ],
    },
  ],
};

const names = (result: ReturnType<typeof searchCatalogue>) =>
  result.groups.map((group) => [group.subcategory.id, group.items.map((i) => i.name)]);

describe('searching the catalogue', () => {
  const index = buildCatalogueIndex(catalogue);

  it('matches names whatever their case and spacing, festival first as on the page', () => {
    expect(names(searchCatalogue({ index, query: ' laddu ', limit: 10 }))).toEqual([
      ['sweets', ['Rava LADDU', 'Boondi laddu']],
    ]);
    expect(names(searchCatalogue({ index, query: 'carrot ooty', limit: 10 }))).toEqual([
      ['veg', ['Carrot  Ooty']],
    ]);
    expect(names(searchCatalogue({ index, query: 'r', limit: 10 }))).toEqual([
      ['sweets', ['Rava LADDU']],
      ['veg', ['Carrot  Ooty']],
    ]);
  });

  it('shows at most the limit and counts the rest', () => {
    const result = searchCatalogue({ index, query: 'laddu', limit: 1 });
    expect(names(result)).toEqual([['sweets', ['Rava LADDU']]]);
    expect(result).toMatchObject({ shown: 1, total: 2 });
  });

  it('finds nothing when no name contains the query', () => {
    expect(searchCatalogue({ index, query: 'mango', limit: 10 })).toEqual({ groups: [], shown: 0, total: 0 });
  });
});

import type { AdminCatalogue, AdminItem } from '@kadai/contract';
import { describe, expect, it, vi } from 'vitest';
import { itemLink } from '../components/copy-link-button.tsx';
import { createOrUpdate, withoutEmpty } from '../components/entry-drawer.tsx';
import { indexAdminCatalogue, searchAdminItems } from './index-admin-catalogue.ts';

const item = (id: number, name: string, live = 1): AdminItem => ({
  id,
  name,
  categoryId: 'sweets',
  subcategoryId: 'laddu',
  order: id,
  live,
  pu: 250,
  u: 'g',
  mrpPaise: 12_000,
  desc: '',
  thumbnail: null,
});
const sub = (id: string, n: string, categoryId: string, items: AdminItem[]) => ({
  id,
  n,
  categoryId,
  column: 'twocolumns' as const,
  live: 1,
  order: 0,
  items,
});

const catalogue: AdminCatalogue = {
  categories: [
    {
      id: 'sweets',
      n: 'Sweets',
      live: 1,
      order: 0,
      subcategories: [
        sub('laddu', 'Laddu', 'sweets', [item(1, 'Besan Laddu'), item(2, 'Rava Laddu', 0)]),
        sub('uncategorised', 'Uncategorised', 'sweets', [item(3, 'Mysore Pak')]),
      ],
    },
    {
      id: 'snacks',
      n: 'Snacks',
      live: 1,
      order: 1,
      // The shared subcategory lists other categories' items too: it is one subcategory.
      subcategories: [sub('uncategorised', 'Uncategorised', 'sweets', [item(4, 'Murukku', 0)])],
    },
  ],
};

describe('the admin catalogue', () => {
  const index = indexAdminCatalogue(catalogue);

  it('places every item under its category and subcategory, and counts the hidden ones', () => {
    expect(index.items.map(({ item: i, place }) => [i.name, place])).toEqual([
      ['Besan Laddu', 'Sweets › Laddu'],
      ['Rava Laddu', 'Sweets › Laddu'],
      ['Mysore Pak', 'Sweets › Uncategorised'],
      ['Murukku', 'Snacks › Uncategorised'],
    ]);
    expect(index.subcategories.map((s) => s.id)).toEqual(['laddu', 'uncategorised']);
    expect(index.hidden).toBe(2);
  });

  it('searches item names only while something is typed', () => {
    expect(searchAdminItems(index, ' LADDU ')?.map(({ item: i }) => i.id)).toEqual([1, 2]);
    expect(searchAdminItems(index, '  ')).toBeNull();
    expect(searchAdminItems(null, 'laddu')).toBeNull();
  });
});

describe('the drawers', () => {
  it('sends no emptied number box', () => {
    expect(withoutEmpty({ n: 'Sweets', order: null, live: undefined, pu: 0 })).toEqual({
      n: 'Sweets',
      pu: 0,
    });
  });

  it('creates a new entry with its id, and sends an existing one the rest as changes', async () => {
    const create = vi.fn(async () => 'created');
    const update = vi.fn(async () => 'updated');
    await createOrUpdate<{ id: string; n: string }>(null, create, update)({ id: 'sweets', n: 'Sweets' });
    expect(create).toHaveBeenCalledWith({ id: 'sweets', n: 'Sweets' });
    await createOrUpdate<{ id: string; n: string }>(
      { id: 'sweets' },
      create,
      update,
    )({ id: 'typed-over', n: 'Mithai' });
    expect(update).toHaveBeenCalledWith({ id: 'sweets', changes: { n: 'Mithai' } });
  });

  it("shares an item's picture as its link, else the order form", () => {
    expect(itemLink({ thumbnail: '/photos/besan.webp' }, 'https://kadai.example')).toBe(
      'https://kadai.example/photos/besan.webp',
    );
    expect(itemLink({ thumbnail: null }, 'https://kadai.example')).toBe('https://kadai.example/');
  });
});

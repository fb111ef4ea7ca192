import {
  COLUMN_LAYOUTS,
  FESTIVAL_CATEGORY_IDS,
  ORDER_STEP,
  UNCATEGORISED_SUBCATEGORY_ID,
} from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.ts';
import type { SeedCatalogue } from './factories.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UNITS = ['g', 'kg', 'ml', 'l', 'pc', 'pack', 'bunch'];

function expectUnique(values: string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

/** Rules any catalogue we seed must keep, demo or generated. */
function expectWellFormed(catalogue: SeedCatalogue): void {
  const categoryIds = catalogue.categories.map((c) => c.id);
  const subcategoryIds = catalogue.subcategories.map((s) => s.id);
  expectUnique(categoryIds);
  expectUnique(subcategoryIds);
  expectUnique(catalogue.stores.map((s) => s.id));
  for (const id of [...categoryIds, ...subcategoryIds]) expect(id).toMatch(SLUG);

  expect(categoryIds).toEqual(expect.arrayContaining([...FESTIVAL_CATEGORY_IDS]));
  const uncategorised = catalogue.subcategories.find((s) => s.id === UNCATEGORISED_SUBCATEGORY_ID);
  expect(uncategorised).toMatchObject({ n: 'Others', column: 'threecolumns' });
  expect(categoryIds).toContain(uncategorised?.categoryId);

  for (const subcategory of catalogue.subcategories) expect(categoryIds).toContain(subcategory.categoryId);
  const subcategories = new Map(catalogue.subcategories.map((s) => [s.id, s]));
  for (const item of catalogue.items) {
    expect(subcategories.get(item.subcategoryId)?.categoryId, item.name).toBe(item.categoryId);
    expect(UNITS).toContain(item.u);
    expect(item.pu).toBeGreaterThan(0);
    expect(Number.isInteger(item.mrpPaise) && item.mrpPaise > 0).toBe(true);
    expect(item.order % ORDER_STEP).toBe(0);
  }
  for (const row of [...catalogue.categories, ...catalogue.subcategories, ...catalogue.stores]) {
    expect(row.order % ORDER_STEP).toBe(0);
  }
}

describe('demo catalogue', () => {
  const catalogue = demoCatalogue();

  it('is a well-formed shop with the festival categories and every column layout', () => {
    expectWellFormed(catalogue);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.categories.find((c) => c.id === 'festival-options')?.n).toBe('Festival Options');
    expect(catalogue.categories.find((c) => c.id === 'navarathiri-specials')?.n).toBe('Navarathiri Specials');
    expect(new Set(catalogue.subcategories.map((s) => s.column))).toEqual(new Set(COLUMN_LAYOUTS));
  });

  it('has at least 300 described items, a few of them hidden', () => {
    expect(catalogue.items.length).toBeGreaterThanOrEqual(300);
    for (const item of catalogue.items) expect(item.desc, item.name).not.toBe('');
    const hidden = catalogue.items.filter((i) => i.live === 0).length;
    expect(hidden).toBeGreaterThanOrEqual(10);
    expect(hidden).toBeLessThanOrEqual(20);
  });

  it('has no item twice in the same pack of a subcategory', () => {
    expectUnique(catalogue.items.map((i) => `${i.subcategoryId}|${i.name}|${i.pu}|${i.u}`));
  });

  it('lists the four Chennai stores', () => {
    expect(catalogue.stores.map((s) => s.name)).toEqual(['Adyar', 'Alwarpet', 'Neelankarai', 'T. Nagar']);
    for (const store of catalogue.stores) expect(store.phone).toMatch(/^\+91 [\d ]{10,13}$/);
  });

  it('gives a fresh copy on each call', () => {
    const first = demoCatalogue();
    const [item] = first.items;
    if (item) item.name = 'changed';
    expect(demoCatalogue().items[0]?.name).not.toBe('changed');
  });
});

describe('generateCatalogue', () => {
  it('makes exactly the asked number of items, the same ones for the same seed', () => {
    const first = generateCatalogue({ items: 5000 });
    expect(first.items).toHaveLength(5000);
    expect(generateCatalogue({ items: 5000 })).toEqual(first);
    expect(generateCatalogue({ items: 5000, seed: 7 }).items).not.toEqual(first.items);
  });

  it('keeps the demo shelves and the catalogue rules', () => {
    const catalogue = generateCatalogue({ items: 5000, seed: 42 });
    expectWellFormed(catalogue);
    expect(catalogue.categories).toEqual(demoCatalogue().categories);
    expectUnique(catalogue.items.map((i) => `${i.subcategoryId}|${i.name}|${i.pu}|${i.u}`));
    const hidden = catalogue.items.filter((i) => i.live === 0).length;
    expect(hidden).toBeGreaterThan(0);
    expect(hidden).toBeLessThan(500);
    // Every subcategory gets items, so a large catalogue stresses every part of the form.
    const used = new Set(catalogue.items.map((i) => i.subcategoryId));
    expect(used.size).toBe(catalogue.subcategories.length);
  });

  it('handles sizes beyond its distinct variants and none at all', () => {
    expect(generateCatalogue({ items: 0 }).items).toHaveLength(0);
    const huge = generateCatalogue({ items: 20_000 });
    expect(huge.items).toHaveLength(20_000);
    expectUnique(huge.items.map((i) => `${i.subcategoryId}|${i.name}|${i.pu}|${i.u}`));
  });
});

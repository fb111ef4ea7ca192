import { ORDER_STEP, UNCATEGORISED_SUBCATEGORY_ID } from '@kadai/contract';
import type { categories, items, subcategories } from '../db/schema/catalogue.ts';
import type { stores } from '../db/schema/organisation.ts';

// Rows carry every column a seed or test cares about, so nothing silently falls back to a database default;
// timestamps and the serial item id are left to PostgreSQL.
export type CategoryRow = Required<Omit<typeof categories.$inferInsert, 'updatedAt'>>;
export type SubcategoryRow = Required<Omit<typeof subcategories.$inferInsert, 'updatedAt'>>;
export type ItemRow = Required<Omit<typeof items.$inferInsert, 'id' | 'updatedAt'>> & { id?: number };
export type StoreRow = Required<typeof stores.$inferInsert>;

export type PackUnit = 'g' | 'kg' | 'ml' | 'l' | 'pc' | 'pack' | 'bunch';

export interface SeedCatalogue {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  items: ItemRow[];
  stores: StoreRow[];
}

/** The `order` value of the n-th (0-based) entry in a list, leaving room to move things between. */
export function orderAt(index: number): number {
  return (index + 1) * ORDER_STEP;
}

// Counters keep ids unique across many factory calls in one test file without the caller naming them.
let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export function buildCategory(overrides: Partial<CategoryRow> = {}): CategoryRow {
  const n = next();
  return { id: `category-${n}`, n: `Category ${n}`, live: 1, order: orderAt(n), ...overrides };
}

export function buildSubcategory(overrides: Partial<SubcategoryRow> = {}): SubcategoryRow {
  const n = next();
  return {
    id: `subcategory-${n}`,
    n: `Subcategory ${n}`,
    categoryId: 'general-store',
    column: 'threecolumns',
    live: 1,
    order: orderAt(n),
    ...overrides,
  };
}

export function buildItem(overrides: Partial<ItemRow> = {}): ItemRow {
  const n = next();
  return {
    name: `Item ${n}`,
    categoryId: 'general-store',
    subcategoryId: UNCATEGORISED_SUBCATEGORY_ID,
    order: orderAt(n),
    live: 1,
    pu: 1,
    u: 'pc',
    mrpPaise: 100_00,
    desc: '',
    thumbnail: null,
    ...overrides,
  };
}

export function buildStore(overrides: Partial<StoreRow> = {}): StoreRow {
  const n = next();
  return { id: `store-${n}`, name: `Store ${n}`, phone: '+91 44 2400 0000', order: orderAt(n), ...overrides };
}

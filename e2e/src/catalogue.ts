import type { APIRequestContext } from '@playwright/test';

// The shapes the tests read from GET /api/catalogue: only what they use.
export type CatalogueItem = { id: number; name: string; pu: number; u: string; mrpPaise: number };
export type Subcategory = {
  id: string;
  n: string;
  column: 'threecolumns' | 'twocolumns' | 'veg';
  items: CatalogueItem[];
};
export type Category = { id: string; n: string; festival: boolean; subcategories: Subcategory[] };
export type PickedItem = CatalogueItem & { category: Category; subcategory: Subcategory };

/** The live demo catalogue, read at test time so seed changes don't break the tests. */
export async function loadCatalogue(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/catalogue');
  if (!response.ok()) throw new Error(`GET /api/catalogue answered ${response.status()}`);
  const body = (await response.json()) as { categories: Category[] };
  return body.categories;
}

/** The accessible name the form gives each quantity box: the item's name and its pack. */
export function quantityLabel(item: CatalogueItem): string {
  return `Quantity of ${item.name} (${`${item.pu} ${item.u}`.trim()})`;
}

export function allItems(categories: Category[]): PickedItem[] {
  return categories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.items.map((item) => ({ ...item, category, subcategory })),
    ),
  );
}

/**
 * Items whose name appears once in the whole catalogue and is not part of any other item's name,
 * so searching for it, or finding it by its text, can only mean that item.
 */
export function distinctItems(categories: Category[]): PickedItem[] {
  const items = allItems(categories);
  const names = items.map((item) => item.name.toLowerCase());
  return items.filter((item) => {
    const name = item.name.toLowerCase();
    return names.filter((other) => other.includes(name)).length === 1;
  });
}

/** `count` distinct items from the first category (festival or not) that has that many. */
export function pickFromOneCategory(
  categories: Category[],
  options: { festival: boolean; count: number },
): PickedItem[] {
  const distinct = distinctItems(categories);
  for (const category of categories.filter((c) => c.festival === options.festival)) {
    const inCategory = distinct.filter((item) => item.category.id === category.id);
    if (inCategory.length >= options.count) return inCategory.slice(0, options.count);
  }
  throw new Error(
    `No ${options.festival ? 'festival' : 'product'} category has ${options.count} distinct items`,
  );
}

import type { AdminCatalogue, AdminItem, AdminSubcategory } from '@kadai/contract';

export interface AdminCatalogueIndex {
  /** Every item with where it sits: "Category › Subcategory". */
  items: { item: AdminItem; place: string }[];
  subcategories: AdminSubcategory[];
  /** Items not shown on the order form. */
  hidden: number;
}

/** The admin catalogue flattened for the page: its items with their place, its subcategories once. */
export function indexAdminCatalogue(catalogue: AdminCatalogue): AdminCatalogueIndex {
  const subcategories = new Map<string, AdminSubcategory>();
  const items: AdminCatalogueIndex['items'] = [];
  for (const category of catalogue.categories) {
    for (const { items: list, ...sub } of category.subcategories) {
      subcategories.set(sub.id, sub);
      for (const item of list) items.push({ item, place: `${category.n} › ${sub.n}` });
    }
  }
  return {
    items,
    subcategories: [...subcategories.values()],
    hidden: items.filter(({ item }) => item.live === 0).length,
  };
}

/** The items whose name holds the search, or null while there is no search (the tree shows instead). */
export function searchAdminItems(
  index: AdminCatalogueIndex | null,
  search: string,
): AdminCatalogueIndex['items'] | null {
  const needle = search.trim().toLowerCase();
  if (!index || needle === '') return null;
  return index.items.filter(({ item }) => item.name.toLowerCase().includes(needle));
}

import type {
  CatalogueCategory,
  CatalogueItem,
  CatalogueSubcategory,
  OrderFormCatalogue,
} from '@kadai/contract';

export type IndexedItem = {
  item: CatalogueItem;
  category: CatalogueCategory;
  subcategory: CatalogueSubcategory;
  /** lower-cased once, so searching 5,000 names per keystroke is a plain `includes` */
  searchName: string;
  /** place on the page, to list an order's lines in page order */
  position: number;
};

export type CatalogueIndex = {
  festival: CatalogueCategory[];
  products: CatalogueCategory[];
  all: IndexedItem[];
  byId: Map<number, IndexedItem>;
};

export function buildCatalogueIndex(catalogue: OrderFormCatalogue): CatalogueIndex {
  const festival = catalogue.categories.filter((c) => c.festival);
  const products = catalogue.categories.filter((c) => !c.festival);
  const all: IndexedItem[] = [];
  const byId = new Map<number, IndexedItem>();
  // Festival first, as on the page, so search results read in the same order.
  for (const category of [...festival, ...products]) {
    for (const subcategory of category.subcategories) {
      for (const item of subcategory.items) {
        const entry = {
          item,
          category,
          subcategory,
          searchName: normaliseSearch(item.name),
          position: all.length,
        };
        all.push(entry);
        byId.set(item.id, entry);
      }
    }
  }
  return { festival, products, all, byId };
}

export function normaliseSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export type SearchGroup = {
  category: CatalogueCategory;
  subcategory: CatalogueSubcategory;
  items: CatalogueItem[];
};

export type SearchResult = { groups: SearchGroup[]; shown: number; total: number };

/** Items whose name contains the query, grouped by subcategory in page order, at most `limit` of them. */
export function searchCatalogue(options: {
  index: CatalogueIndex;
  query: string;
  limit: number;
}): SearchResult {
  const needle = normaliseSearch(options.query);
  const groups: SearchGroup[] = [];
  let shown = 0;
  let total = 0;
  for (const entry of options.index.all) {
    if (!entry.searchName.includes(needle)) continue;
    total += 1;
    if (shown >= options.limit) continue;
    shown += 1;
    const last = groups.at(-1);
    if (last && last.subcategory === entry.subcategory && last.category === entry.category) {
      last.items.push(entry.item);
    } else {
      groups.push({ category: entry.category, subcategory: entry.subcategory, items: [entry.item] });
    }
  }
  return { groups, shown, total };
}

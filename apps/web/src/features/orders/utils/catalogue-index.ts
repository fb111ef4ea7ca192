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
  /** place on the page, to list an order's lines in page order */
  position: number;
};

export type CatalogueIndex = {
  festival: CatalogueCategory[];
  products: CatalogueCategory[];
  all: IndexedItem[];
  byId: Map<number, IndexedItem>;
  /**
   * `all`'s names lower-cased, so searching 5,000 names per keystroke is a plain `includes`. Made on
   * the first search rather than with the index: the form is drawn sooner on a cold load.
   */
  searchNames: () => string[];
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
          position: all.length,
        };
        all.push(entry);
        byId.set(item.id, entry);
      }
    }
  }
  let searchNames: string[] | null = null;
  return {
    festival,
    products,
    all,
    byId,
    searchNames: () => {
      searchNames ??= all.map((entry) => normaliseSearch(entry.item.name));
      return searchNames;
    },
  };
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
  const names = options.index.searchNames();
  for (const entry of options.index.all) {
    if (!names[entry.position]?.includes(needle)) continue;
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

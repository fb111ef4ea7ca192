import type { AdminCatalogue, AdminCatalogueSubcategory, AdminItem } from '@kadai/contract';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, items, subcategories } from '../../../db/schema/index.ts';
import {
  adminCategoryColumns,
  adminItemColumns,
  adminSubcategoryColumns,
} from './admin-catalogue-columns.ts';

/**
 * Every category, subcategory and item, hidden ones too, each list in `order`. Items sit under
 * their own category, as on the order form; a subcategory is listed under its own category even
 * when empty, and under any other category whose items use it (the shared 'uncategorised').
 */
export async function getAdminCatalogue(db: DbOrTx): Promise<AdminCatalogue> {
  const [categoryRows, subcategoryRows, itemRows] = await Promise.all([
    db.select(adminCategoryColumns).from(categories).orderBy(asc(categories.order), asc(categories.n)),
    db
      .select(adminSubcategoryColumns)
      .from(subcategories)
      .orderBy(asc(subcategories.order), asc(subcategories.n)),
    db.select(adminItemColumns).from(items).orderBy(asc(items.order), asc(items.id)),
  ]);

  // category id → subcategory id → its items in that category.
  const tree = new Map<string, Map<string, AdminItem[]>>(categoryRows.map((c) => [c.id, new Map()]));
  for (const sub of subcategoryRows) tree.get(sub.categoryId)?.set(sub.id, []);
  const rank = new Map(subcategoryRows.map((s, index) => [s.id, index]));
  for (const item of itemRows) {
    const groups = tree.get(item.categoryId);
    if (!groups) continue;
    const list = groups.get(item.subcategoryId);
    if (list) list.push(item);
    else groups.set(item.subcategoryId, [item]);
  }

  const byId = new Map(subcategoryRows.map((s) => [s.id, s]));
  return {
    categories: categoryRows.map((category) => {
      const groups = [...(tree.get(category.id) ?? new Map<string, AdminItem[]>()).entries()];
      groups.sort(([a], [b]) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
      const subs: AdminCatalogueSubcategory[] = groups.flatMap(([id, list]) => {
        const sub = byId.get(id);
        return sub ? [{ ...sub, items: list }] : [];
      });
      return { ...category, subcategories: subs };
    }),
  };
}

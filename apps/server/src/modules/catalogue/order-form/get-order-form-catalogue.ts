import {
  type CatalogueCategory,
  type ColumnLayout,
  isFestivalCategory,
  type OrderFormCatalogue,
  orderFormCatalogueSchema,
} from '@kadai/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, items, subcategories } from '../../../db/schema/index.ts';

/**
 * Live categories, subcategories and items in `order`. Festival categories come first, as the
 * form shows them. Items are grouped under their own category, so an item in 'uncategorised'
 * appears in the category it belongs to.
 */
export async function getOrderFormCatalogue(db: DbOrTx): Promise<OrderFormCatalogue> {
  const [categoryRows, subcategoryRows, itemRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.live, 1))
      .orderBy(asc(categories.order), asc(categories.n)),
    db.select().from(subcategories).where(eq(subcategories.live, 1)).orderBy(asc(subcategories.order)),
    db
      .select({
        id: items.id,
        name: items.name,
        categoryId: items.categoryId,
        subcategoryId: items.subcategoryId,
        pu: items.pu,
        u: items.u,
        mrpPaise: items.mrpPaise,
        desc: items.desc,
        thumbnail: items.thumbnail,
      })
      .from(items)
      .where(eq(items.live, 1))
      .orderBy(asc(items.order), asc(items.id)),
  ]);

  const subcategoryRank = new Map(subcategoryRows.map((s, index) => [s.id, { ...s, index }]));
  const byCategory = new Map<string, Map<string, typeof itemRows>>();
  for (const item of itemRows) {
    if (!subcategoryRank.has(item.subcategoryId)) continue;
    const groups = byCategory.get(item.categoryId) ?? new Map<string, typeof itemRows>();
    byCategory.set(item.categoryId, groups);
    const list = groups.get(item.subcategoryId) ?? [];
    groups.set(item.subcategoryId, list);
    list.push(item);
  }

  const result: CatalogueCategory[] = [];
  for (const category of categoryRows) {
    const groups = byCategory.get(category.id);
    if (!groups) continue;
    const subs = [...groups.entries()]
      .map(([subcategoryId, list]) => {
        const sub = subcategoryRank.get(subcategoryId);
        if (!sub) throw new Error(`unreachable: subcategory ${subcategoryId}`);
        return {
          rank: sub.index,
          value: {
            id: sub.id,
            n: sub.n,
            column: sub.column as ColumnLayout,
            items: list.map(({ id, name, pu, u, mrpPaise, desc, thumbnail }) => ({
              id,
              name,
              pu,
              u,
              mrpPaise,
              desc,
              thumbnail,
            })),
          },
        };
      })
      .sort((a, b) => a.rank - b.rank)
      .map((s) => s.value);
    result.push({
      id: category.id,
      n: category.n,
      festival: isFestivalCategory(category.id),
      subcategories: subs,
    });
  }
  result.sort((a, b) => Number(b.festival) - Number(a.festival));
  return orderFormCatalogueSchema.parse({ categories: result });
}

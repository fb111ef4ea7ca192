import { categories, items, subcategories } from '../../../db/schema/index.ts';

// What the admin screen reads and every admin write answers with, in the contract's shapes.
export const adminCategoryColumns = {
  id: categories.id,
  n: categories.n,
  live: categories.live,
  order: categories.order,
};

export const adminSubcategoryColumns = {
  id: subcategories.id,
  n: subcategories.n,
  categoryId: subcategories.categoryId,
  column: subcategories.column,
  live: subcategories.live,
  order: subcategories.order,
};

export const adminItemColumns = {
  id: items.id,
  name: items.name,
  categoryId: items.categoryId,
  subcategoryId: items.subcategoryId,
  order: items.order,
  live: items.live,
  pu: items.pu,
  u: items.u,
  mrpPaise: items.mrpPaise,
  desc: items.desc,
  thumbnail: items.thumbnail,
};

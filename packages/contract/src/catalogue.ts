import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Categories and items move up or down the list by this step (ordering.md §9). */
export const ORDER_STEP = 11;

/**
 * What +11 and −11 do, said on the catalogue page rather than only in a hover tooltip (a phone has no hover).
 * Lists are sorted by order, smallest first, so raising the order (§4) moves an entry down.
 */
export const ORDER_STEP_MEANINGS = {
  raise: `add ${ORDER_STEP} to the order: the entry moves later (down) in its list`,
  lower: `take ${ORDER_STEP} from the order: the entry moves earlier (up)`,
} as const;

/** Categories shown as the festival collection above the product categories (ordering.md §9). */
export const FESTIVAL_CATEGORY_IDS = ['festival-options', 'navarathiri-specials'] as const;

export const COLUMN_LAYOUTS = ['threecolumns', 'twocolumns', 'veg'] as const;
export const columnLayoutSchema = lazySchema(() => z.enum(COLUMN_LAYOUTS));
export type ColumnLayout = z.infer<typeof columnLayoutSchema>;

/** Items with no subcategory of their own fall into this one (ordering.md §3). */
export const UNCATEGORISED_SUBCATEGORY_ID = 'uncategorised';

export const catalogueItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** pack quantity, read with the unit: 500 g, 1 kg, 6 pc */
    pu: z.number(),
    u: z.string(),
    /** MRP in paise. */
    mrpPaise: z.number().int(),
    desc: z.string(),
    thumbnail: z.string().nullable(),
  }),
);
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueSubcategorySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    n: z.string(),
    column: columnLayoutSchema,
    items: z.array(catalogueItemSchema),
  }),
);
export type CatalogueSubcategory = z.infer<typeof catalogueSubcategorySchema>;

export const catalogueCategorySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    n: z.string(),
    festival: z.boolean(),
    subcategories: z.array(catalogueSubcategorySchema),
  }),
);
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** What the customer's order form needs: live categories, subcategories and items, each in `order`. */
export const orderFormCatalogueSchema = lazySchema(() =>
  z.object({
    categories: z.array(catalogueCategorySchema),
  }),
);
export type OrderFormCatalogue = z.infer<typeof orderFormCatalogueSchema>;

export function isFestivalCategory(categoryId: string): boolean {
  return (FESTIVAL_CATEGORY_IDS as readonly string[]).includes(categoryId);
}

/** "500 g", "1 kg", "6 pc": how a pack is written on the form, the summary and the brochure. */
export function formatPack(item: Pick<CatalogueItem, 'pu' | 'u'>): string {
  return `${item.pu} ${item.u}`.trim();
}

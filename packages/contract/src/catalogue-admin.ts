import { z } from 'zod';
import { COLUMN_LAYOUTS, columnLayoutSchema, ORDER_STEP, UNCATEGORISED_SUBCATEGORY_ID } from './catalogue.ts';
import { rupeeTextSchema } from './money.ts';

/** live is stored as 1 (shown on the order form) or 0 (hidden), as the older store did. */
export const LIVE_VALUES = [0, 1] as const;

export const CATALOGUE_ADMIN_LIMITS = {
  id: 60,
  categoryName: 80,
  itemName: 120,
  unit: 20,
  desc: 1000,
  thumbnail: 500,
  /** `order` is a 32-bit column; staying far inside it leaves room for any number of ±11 moves. */
  order: 1_000_000_000,
  /** numeric(10,3) and numeric(10,2) */
  pu: 9_999_999,
  /** ₹9,99,99,999.99 in paise. */
  mrpPaise: 99_999_999_99,
} as const;

export const CATALOGUE_ADMIN_MESSAGES = {
  id: 'Id: lower-case letters, digits and dashes, starting with a letter or digit',
  categoryName: 'Please input the name',
  itemName: 'Please input the item name',
  categoryId: 'Please choose a category',
  subcategoryId: 'Please choose a subcategory',
  column: `Column layout: one of ${COLUMN_LAYOUTS.join(', ')}`,
  order: 'Order: a whole number',
  live: 'Show: 1 (shown) or 0 (hidden)',
  pu: 'Pack quantity (pu): a number above 0',
  u: 'Please input the unit (u)',
  mrp: 'MRP: rupees, 0 or more, at most 2 decimals',
  delta: `Move by ${ORDER_STEP} or -${ORDER_STEP}`,
  nothingToChange: 'Nothing to change',
} as const;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Staff screens of the older store sent order and live as typed text and converted them on save
 * (ordering.md §5): a numeric string is taken as its number, anything else is left for the number
 * check to reject with the field's message.
 */
function numberLike(schema: z.ZodNumber) {
  return z.preprocess((value) => {
    if (typeof value !== 'string' || value.trim() === '') return value;
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : value;
  }, schema);
}

const max = (limit: number, label: string) => ({ error: `${label}: at most ${limit} characters` });

const entryIdSchema = z
  .string({ error: CATALOGUE_ADMIN_MESSAGES.id })
  .trim()
  .max(CATALOGUE_ADMIN_LIMITS.id, max(CATALOGUE_ADMIN_LIMITS.id, 'Id'))
  .regex(ID_PATTERN, { error: CATALOGUE_ADMIN_MESSAGES.id });

const categoryNameSchema = z
  .string({ error: CATALOGUE_ADMIN_MESSAGES.categoryName })
  .trim()
  .min(1, { error: CATALOGUE_ADMIN_MESSAGES.categoryName })
  .max(CATALOGUE_ADMIN_LIMITS.categoryName, max(CATALOGUE_ADMIN_LIMITS.categoryName, 'Name'));

const referenceSchema = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const catalogueOrderSchema = numberLike(
  z
    .number({ error: CATALOGUE_ADMIN_MESSAGES.order })
    .int({ error: CATALOGUE_ADMIN_MESSAGES.order })
    .min(-CATALOGUE_ADMIN_LIMITS.order, { error: `Order: at least -${CATALOGUE_ADMIN_LIMITS.order}` })
    .max(CATALOGUE_ADMIN_LIMITS.order, { error: `Order: at most ${CATALOGUE_ADMIN_LIMITS.order}` }),
);

export const catalogueLiveSchema = numberLike(
  z
    .number({ error: CATALOGUE_ADMIN_MESSAGES.live })
    .refine((value) => value === 0 || value === 1, { error: CATALOGUE_ADMIN_MESSAGES.live }),
);

const puSchema = numberLike(
  z
    .number({ error: CATALOGUE_ADMIN_MESSAGES.pu })
    .positive({ error: CATALOGUE_ADMIN_MESSAGES.pu })
    .max(CATALOGUE_ADMIN_LIMITS.pu, { error: `Pack quantity (pu): at most ${CATALOGUE_ADMIN_LIMITS.pu}` }),
);

/** MRP on the wire: whole paise. The screens read what a person types with mrpTextSchema. */
const mrpPaiseSchema = z
  .number({ error: CATALOGUE_ADMIN_MESSAGES.mrp })
  .int({ error: CATALOGUE_ADMIN_MESSAGES.mrp })
  .min(0, { error: CATALOGUE_ADMIN_MESSAGES.mrp })
  .max(CATALOGUE_ADMIN_LIMITS.mrpPaise, { error: 'MRP: at most ₹9,99,99,999.99' });

const unitSchema = z
  .string({ error: CATALOGUE_ADMIN_MESSAGES.u })
  .trim()
  .min(1, { error: CATALOGUE_ADMIN_MESSAGES.u })
  .max(CATALOGUE_ADMIN_LIMITS.unit, max(CATALOGUE_ADMIN_LIMITS.unit, 'Unit (u)'));

// ---------------------------------------------------------------------------------------------
// What the admin screen reads: every category, subcategory and item, hidden ones included.

export const adminCategorySchema = z.object({
  id: z.string(),
  n: z.string(),
  live: z.number().int(),
  order: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminSubcategorySchema = z.object({
  id: z.string(),
  n: z.string(),
  /** The category the subcategory belongs to; the shared 'uncategorised' one also lists other categories' items. */
  categoryId: z.string(),
  column: columnLayoutSchema,
  live: z.number().int(),
  order: z.number().int(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

export const adminItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.string(),
  subcategoryId: z.string(),
  order: z.number().int(),
  live: z.number().int(),
  pu: z.number(),
  u: z.string(),
  mrpPaise: z.number().int(),
  desc: z.string(),
  thumbnail: z.string().nullable(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

/**
 * The tree as the order form would group it (items under their own category), but with hidden
 * entries, so an admin can show them again. A subcategory appears under its own category even
 * when empty, and under any other category whose items use it (the shared 'uncategorised').
 */
export const adminCatalogueSchema = z.object({
  categories: z.array(
    adminCategorySchema.extend({
      subcategories: z.array(adminSubcategorySchema.extend({ items: z.array(adminItemSchema) })),
    }),
  ),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;
export type AdminCatalogueCategory = AdminCatalogue['categories'][number];
export type AdminCatalogueSubcategory = AdminCatalogueCategory['subcategories'][number];

// ---------------------------------------------------------------------------------------------
// Writes. Ids of categories and subcategories are chosen by staff and never change: items and
// orders refer to them.

const oneChangeAtLeast = [
  (value: object) => Object.keys(value).length > 0,
  // An unknown field is the message to give; "nothing to change" would only confuse.
  {
    error: CATALOGUE_ADMIN_MESSAGES.nothingToChange,
    when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
  },
] as const;

export const createCategoryRequestSchema = z.strictObject({
  id: entryIdSchema,
  n: categoryNameSchema,
  order: catalogueOrderSchema.default(0),
  live: catalogueLiveSchema.default(1),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;
export type CreateCategory = z.output<typeof createCategoryRequestSchema>;

export const updateCategoryRequestSchema = z
  .strictObject({
    n: categoryNameSchema.optional(),
    order: catalogueOrderSchema.optional(),
    live: catalogueLiveSchema.optional(),
  })
  .refine(...oneChangeAtLeast);
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;
export type UpdateCategory = z.output<typeof updateCategoryRequestSchema>;

export const createSubcategoryRequestSchema = z.strictObject({
  id: entryIdSchema,
  n: categoryNameSchema,
  categoryId: referenceSchema(CATALOGUE_ADMIN_MESSAGES.categoryId),
  column: z.enum(COLUMN_LAYOUTS, { error: CATALOGUE_ADMIN_MESSAGES.column }),
  order: catalogueOrderSchema.default(0),
  live: catalogueLiveSchema.default(1),
});
export type CreateSubcategoryRequest = z.input<typeof createSubcategoryRequestSchema>;
export type CreateSubcategory = z.output<typeof createSubcategoryRequestSchema>;

export const updateSubcategoryRequestSchema = z
  .strictObject({
    n: categoryNameSchema.optional(),
    categoryId: referenceSchema(CATALOGUE_ADMIN_MESSAGES.categoryId).optional(),
    column: z.enum(COLUMN_LAYOUTS, { error: CATALOGUE_ADMIN_MESSAGES.column }).optional(),
    order: catalogueOrderSchema.optional(),
    live: catalogueLiveSchema.optional(),
  })
  .refine(...oneChangeAtLeast);
export type UpdateSubcategoryRequest = z.input<typeof updateSubcategoryRequestSchema>;
export type UpdateSubcategory = z.output<typeof updateSubcategoryRequestSchema>;

const itemFields = {
  name: z
    .string({ error: CATALOGUE_ADMIN_MESSAGES.itemName })
    .trim()
    .min(1, { error: CATALOGUE_ADMIN_MESSAGES.itemName })
    .max(CATALOGUE_ADMIN_LIMITS.itemName, max(CATALOGUE_ADMIN_LIMITS.itemName, 'Item name')),
  categoryId: referenceSchema(CATALOGUE_ADMIN_MESSAGES.categoryId),
  subcategoryId: referenceSchema(CATALOGUE_ADMIN_MESSAGES.subcategoryId),
  order: catalogueOrderSchema,
  live: catalogueLiveSchema,
  pu: puSchema,
  u: unitSchema,
  mrpPaise: mrpPaiseSchema,
  desc: z.string().trim().max(CATALOGUE_ADMIN_LIMITS.desc, max(CATALOGUE_ADMIN_LIMITS.desc, 'Description')),
  thumbnail: z
    .string()
    .trim()
    .max(CATALOGUE_ADMIN_LIMITS.thumbnail, max(CATALOGUE_ADMIN_LIMITS.thumbnail, 'Thumbnail'))
    .nullable(),
};

export const createItemRequestSchema = z.strictObject({
  ...itemFields,
  // An item with no subcategory of its own falls into the shared one (ordering.md §3).
  subcategoryId: itemFields.subcategoryId.default(UNCATEGORISED_SUBCATEGORY_ID),
  order: itemFields.order.default(0),
  live: itemFields.live.default(1),
  desc: itemFields.desc.default(''),
  thumbnail: itemFields.thumbnail.default(null),
});
export type CreateItemRequest = z.input<typeof createItemRequestSchema>;
export type CreateItem = z.output<typeof createItemRequestSchema>;

export const updateItemRequestSchema = z
  .strictObject({
    name: itemFields.name.optional(),
    categoryId: itemFields.categoryId.optional(),
    subcategoryId: itemFields.subcategoryId.optional(),
    order: itemFields.order.optional(),
    live: itemFields.live.optional(),
    pu: itemFields.pu.optional(),
    u: itemFields.u.optional(),
    mrpPaise: itemFields.mrpPaise.optional(),
    desc: itemFields.desc.optional(),
    thumbnail: itemFields.thumbnail.optional(),
  })
  .refine(...oneChangeAtLeast);
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;
export type UpdateItem = z.output<typeof updateItemRequestSchema>;

/** Raise (+11) or lower (−11) an entry's order (ordering.md §4, §9). */
export const moveCatalogueEntryRequestSchema = z.strictObject({
  delta: z.literal([ORDER_STEP, -ORDER_STEP], { error: CATALOGUE_ADMIN_MESSAGES.delta }),
});
export type MoveCatalogueEntryRequest = z.infer<typeof moveCatalogueEntryRequestSchema>;

/** Where a moved category, subcategory or item now stands. */
export const movedCatalogueEntrySchema = z.object({
  id: z.union([z.string(), z.number().int()]),
  order: z.number().int(),
});
export type MovedCatalogueEntry = z.infer<typeof movedCatalogueEntrySchema>;

export const catalogueEntryIdParamsSchema = z.object({ id: z.string().min(1) });
export const itemIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Item id: a whole number' })
    .int({ error: 'Item id: a whole number' })
    .positive({ error: 'Item id: a whole number' })
    // The column is a 32-bit serial: a larger id is simply not there, not a database error.
    .max(2_147_483_647, { error: 'Item id: a whole number' }),
});

/** The fields of an item row an admin edits in place, each saved on Enter (ordering.md §2.1). */
/** The MRP box: rupees as typed ("45.50"), read to paise and held to the same limits. */
export const mrpTextSchema = rupeeTextSchema(CATALOGUE_ADMIN_MESSAGES.mrp).pipe(mrpPaiseSchema);

export const ITEM_ROW_FIELDS = ['order', 'live', 'pu', 'u', 'mrpPaise'] as const;
export type ItemRowField = (typeof ITEM_ROW_FIELDS)[number];

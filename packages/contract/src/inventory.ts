import { z } from 'zod';

/**
 * The supplier id of the business's own products (operations.md §9): planning, production and
 * dispatch work on what the kitchens make, which the catalogue records as supplied by the business.
 */
export const OWN_SUPPLIER_ID = 'terra-own';

/** Products and suppliers the website (the ordering side) knows, as opposed to bought-in stock. */
export const WEBSITE_SOURCE = 'website';

export const supplierSchema = z.object({ id: z.string(), name: z.string() });
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierListSchema = z.array(supplierSchema);

/** A product's supplier with the price it supplies at (GET …/suppliers/by/product/{productId}). */
export const productSupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name operations.md §7 gives; the value is whole paise, as all money (decision 011). */
  supplyPrice: z.number().int().nullable(),
});
export type ProductSupplier = z.infer<typeof productSupplierSchema>;
export const productSupplierListSchema = z.array(productSupplierSchema);

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  variantName: z.string(),
  productTypeName: z.string(),
  teamId: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

export const productIdParamsSchema = z.strictObject({
  productId: z.string().trim().min(1, { error: 'productId: please give a product id' }).max(100),
});

/** One outlet's stock of one product (operations.md §3). Unset minimum or acceptable stock is null. */
export const inventoryRowSchema = z.object({
  productId: z.string(),
  outletId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  productTypeName: z.string(),
  openingStock: z.number(),
  minStock: z.number().nullable(),
  acceptableStock: z.number().nullable(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

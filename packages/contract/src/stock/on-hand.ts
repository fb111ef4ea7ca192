import { z } from 'zod';
import { STOCK_PRODUCT } from './stock-product.ts';

// ---------------------------------------------------------------- real-time inventory

/** A column of the real-time inventory: the warehouse, each outlet, and everything in transit. */
export const IN_TRANSIT = 'in-transit';
export const inventoryGridSchema = z.object({
  places: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      variantName: z.string(),
      productType: z.string(),
      teamId: z.string().nullable(),
      unit: z.string(),
      /** By place key (an outlet id, or IN_TRANSIT); a place holding none is left out. */
      quantities: z.record(z.string(), z.number()),
    }),
  ),
});
export type InventoryGrid = z.infer<typeof inventoryGridSchema>;

// ---------------------------------------------------------------- on hand

export const onHandRowSchema = z.object({
  ...STOCK_PRODUCT,
  quantity: z.number(),
});
export const onHandSchema = z.object({ outletId: z.string(), rows: z.array(onHandRowSchema) });
export type OnHand = z.infer<typeof onHandSchema>;

/** Where the ledger and the balances disagree (the balance check); empty when all is well. */
export const balanceDifferenceSchema = z.object({
  place: z.string(),
  productId: z.string(),
  ledger: z.number(),
  balance: z.number(),
});
export type BalanceDifference = z.infer<typeof balanceDifferenceSchema>;

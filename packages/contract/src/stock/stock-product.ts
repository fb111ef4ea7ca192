import { z } from 'zod';

/** A product as every stock list names it, with the unit its quantities are counted in ('pc' or 'packs'). */
export const STOCK_PRODUCT = {
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  unit: z.string(),
};

export const idSchema = (field: string) =>
  z.coerce
    .number({ error: `${field}: a number` })
    .int({ error: `${field}: a whole number` })
    .positive({ error: `${field}: a whole number from 1` })
    .max(2_147_483_647, { error: `${field}: no such ${field}` });

import { z } from 'zod';
import { paiseSchema } from './money.ts';
import { quantitySchema, requiredText } from './movements.ts';

/**
 * Store sales of the business's own products (operations.md §2, store-terra-product-sales):
 * what each outlet's till sold in a business day, typed in a grid or uploaded from the
 * till's export. A day's sales move stock out of the outlet on the ledger (reason 'sold').
 */

/** A till's export of one day is a few hundred rows: a megabyte is far more than one needs. */
export const SALES_FILE_MAX_BYTES = 1024 * 1024;
/** Base64 takes 4 characters for every 3 bytes. */
const SALES_FILE_MAX_BASE64 = Math.ceil(SALES_FILE_MAX_BYTES / 3) * 4;

/** The columns of the template and of a till's export, in this order; Variant and Sale value may be blank. */
export const SALES_FILE_COLUMNS = ['Product', 'Variant', 'Quantity', 'Sale value (₹)'] as const;
export const SALES_TEMPLATE_FILE_NAME = 'Store_Sales_Template.xlsx';

export const SALES_MESSAGES = {
  saved: 'Sales saved!',
  fileTooLarge: 'File: larger than 1 MB; upload the day’s sales sheet only',
  fileType: 'File: an .xlsx or .csv file, please',
  fileUnreadable: 'File: could not be read as a spreadsheet; save it again as .xlsx or .csv',
  noRows: 'File: no sales rows below the header',
  warehouse: 'outletId: the warehouse has no till; choose an outlet',
  futureDay: (today: string) => `Day: not after today (${today})`,
} as const;

const daySchema = z.iso.date({ error: 'Day: a date as YYYY-MM-DD' });

export const salesDayQuerySchema = z.strictObject({
  outletId: requiredText('outletId', 100),
  day: daySchema,
});
export type SalesDayQuery = z.infer<typeof salesDayQuerySchema>;

/** One product sold in the day, as typed in the grid. */
export const salesLineInputSchema = z.strictObject({
  productId: requiredText('productId', 100),
  quantity: quantitySchema('Quantity'),
  /** What the till took for it, when the till says (kept to the paisa). */
  amountPaise: paiseSchema('Sale value').nullish(),
});
export type SalesLineInput = z.infer<typeof salesLineInputSchema>;

/** The day's sales as typed: they replace whatever the day held (an empty list clears it). */
export const saveSalesDayRequestSchema = z.strictObject({
  outletId: requiredText('outletId', 100),
  day: daySchema,
  lines: z
    .array(salesLineInputSchema, { error: 'lines: a list of products sold' })
    .max(5000, { error: 'lines: at most 5000 lines' }),
});
export type SaveSalesDayRequest = z.infer<typeof saveSalesDayRequestSchema>;

/** A till's export (xlsx or csv) for one outlet and day; dryRun answers the preview and writes nothing. */
export const uploadSalesRequestSchema = z.strictObject({
  outletId: requiredText('outletId', 100),
  day: daySchema,
  fileName: requiredText('File name', 255).refine((name) => /\.(xlsx|csv)$/i.test(name), {
    error: SALES_MESSAGES.fileType,
  }),
  /** The file's bytes, base64. */
  content: z
    .string({ error: SALES_MESSAGES.fileUnreadable })
    .min(1, { error: SALES_MESSAGES.noRows })
    .max(SALES_FILE_MAX_BASE64, { error: SALES_MESSAGES.fileTooLarge })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: SALES_MESSAGES.fileUnreadable }),
  dryRun: z.boolean({ error: 'dryRun: true for a preview, false to save' }),
});
export type UploadSalesRequest = z.infer<typeof uploadSalesRequestSchema>;

export const salesLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  amountPaise: z.number().int().nullable(),
});
export type SalesLine = z.infer<typeof salesLineSchema>;

/** A product the grid offers: the business's own products (those a team makes). */
export const salesProductSchema = salesLineSchema.pick({
  productId: true,
  productName: true,
  variantName: true,
  unit: true,
});
export type SalesProduct = z.infer<typeof salesProductSchema>;

export const salesDaySchema = z.object({
  outletId: z.string(),
  outletName: z.string(),
  day: z.string(),
  lines: z.array(salesLineSchema),
  /** Who saved the day last, how, and when; null for a day with no sales saved. */
  saved: z
    .object({
      byName: z.string(),
      at: z.string(),
      source: z.enum(['grid', 'upload']),
      fileName: z.string().nullable(),
    })
    .nullable(),
  products: z.array(salesProductSchema),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** What an upload found (the preview) or saved; `replaces` is how many lines the day held before. */
export const salesUploadResultSchema = z.object({
  saved: z.boolean(),
  lines: z.array(salesLineSchema),
  replaces: z.number().int(),
});
export type SalesUploadResult = z.infer<typeof salesUploadResultSchema>;

/** A row-level problem of an uploaded file, as the API and the page say it. */
export function salesRowMessage(row: number, column: string, problem: string): string {
  return `Row ${row}, ${column}: ${problem}`;
}

import { z } from 'zod';
import { requiredText } from '../movements.ts';
import { idSchema } from './stock-product.ts';

// What every stock flow shares: the spec's words, the places and ids they name, and the ledger's moves.

/** The spec's words (§5, §8), used to the letter by the pages and the API alike. */
export const STOCK_MESSAGES = {
  dispatchCreated: 'Dispatch Created!',
  dispatchSubmitted: 'Dispatch Submitted!',
  receivedUpdated: 'Received Items Updated!',
  chooseDriver: 'Please choose a driver',
  chooseVehicle: 'Please choose a vehicle',
  somethingWrong: 'Something went wrong!',
  receiptQuestion: 'Are you sure you want to confirm the stock received?',
} as const;

export const stockOutletQuerySchema = z.strictObject({ outletId: requiredText('outletId', 100) });
export const stockIdParamsSchema = z.strictObject({ id: idSchema('id') });

/** '3 pc', '1 pack', '2.5 packs': a stock quantity with its unit (stockUnit on the server). */
export function formatStockQuantity(quantity: number, unit: string): string {
  if (unit === 'packs') return `${quantity} ${quantity === 1 ? 'pack' : 'packs'}`;
  return `${quantity} ${unit}`;
}

// In money.ts with the other quantities' rules, so a booking's schema needs none of the ledger's.
export { countedQuantity } from '../money.ts';

export const stockMovesQuerySchema = z.strictObject({
  productId: requiredText('productId', 100),
  /** An outlet id, or IN_TRANSIT for every trip. */
  place: requiredText('place', 100),
});

/** One move behind a number: into the place (above 0) or out of it (below 0). */
export const stockMoveRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  day: z.string(),
  reason: z.string(),
  change: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.string(),
  /** What caused it, in words: 'D2 to Adyar', 'Production Log', 'dispute 14'. */
  cause: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMoveRow = z.infer<typeof stockMoveRowSchema>;
export const stockMoveListSchema = z.array(stockMoveRowSchema);

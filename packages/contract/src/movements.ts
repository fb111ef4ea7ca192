import { z } from 'zod';
import { decimalPlaces, QUANTITY_DECIMALS } from './money.ts';

/**
 * The statuses of a product movement, its folder_id (operations.md §4). Planning writes the first
 * two; the production schedule and log write production entries with the next two; dispatch and
 * receipt the last two.
 */
export const MOVEMENT_STATUSES = [
  'ready-for-planning',
  'ready-for-transport',
  'ready-for-production',
  'produced',
  'dispatched',
  'received',
] as const;
export const movementStatusSchema = z.enum(MOVEMENT_STATUSES, {
  error: `folder_id: one of ${MOVEMENT_STATUSES.join(', ')}`,
});
export type MovementStatus = z.infer<typeof movementStatusSchema>;

/** The folders planning posts: warehouse totals, then the per-outlet quantities (§9). */
export const PLANNING_FOLDERS = { total: 'ready-for-planning', perOutlet: 'ready-for-transport' } as const;

/** §9: 1000 movements, 10000 of anything else. Larger limits are capped, not refused. */
export const MOVEMENTS_LIMIT = 1000;
export const LISTS_LIMIT = 10_000;

/** Most rows one batch post may carry: a full plan for 2,500 products and four outlets fits. */
export const MAX_BATCH_ROWS = 20_000;

/** Quantities are stored with three decimals (kilograms to the gram). */
export const MAX_QUANTITY = 1_000_000;

/** A required, trimmed text naming its field in every message. */
export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: `${field}: please give a ${field}` })
    .trim()
    .min(1, { error: `${field}: please give a ${field}` })
    .max(max, { error: `${field}: at most ${max} characters` });

export const optionalText = (field: string, max = 200) =>
  z
    .string({ error: `${field}: text, at most ${max} characters` })
    .trim()
    .max(max, { error: `${field}: at most ${max} characters` })
    .nullish();

export const quantitySchema = (field: string) =>
  z
    .number({ error: `${field}: a number` })
    .positive({ error: `${field}: more than 0` })
    .max(MAX_QUANTITY, { error: `${field}: at most ${MAX_QUANTITY}` })
    // Stored to the gram: more precision is refused, never rounded away.
    .refine((q) => decimalPlaces(q) <= QUANTITY_DECIMALS, {
      error: `${field}: at most ${QUANTITY_DECIMALS} decimals (to the gram)`,
    });

/** The order of a batch within its day (planning's nth plan, a schedule's production number). */
export const batchOrderSchema = z
  .number({ error: 'batch_order: a whole number from 1' })
  .int({ error: 'batch_order: a whole number from 1' })
  .min(1, { error: 'batch_order: a whole number from 1' })
  .max(10_000, { error: 'batch_order: at most 10000' });

/** One row of POST /api/inventory/product-movement/batch/add (operations.md §7). */
export const movementInputSchema = z.strictObject({
  product_id: requiredText('product_id', 100),
  quantity_sent: quantitySchema('quantity_sent'),
  sender_outlet_id: requiredText('sender_outlet_id', 100),
  receiver_outlet_id: requiredText('receiver_outlet_id', 100),
  folder_id: movementStatusSchema,
  batch_id: requiredText('batch_id', 100),
  batch_order: batchOrderSchema,
  team_id: optionalText('team_id', 100),
  product_name: optionalText('product_name'),
  driver_name: optionalText('driver_name', 100),
  vehicle_number: optionalText('vehicle_number', 40),
});
export type MovementInput = z.infer<typeof movementInputSchema>;

export const movementBatchSchema = z
  .array(movementInputSchema, { error: 'Please send a list of movements' })
  .min(1, { error: 'Please send at least one movement' })
  .max(MAX_BATCH_ROWS, { error: `At most ${MAX_BATCH_ROWS} movements in one batch` });

/** A row of the stock ledger as the lists return it (operations.md §3, Product movement). */
export const movementSchema = z.object({
  id: z.number(),
  _id: z.string(),
  product_id: z.string(),
  core_product_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  product_type: z.string(),
  quantity_sent: z.number(),
  quantity_received: z.number().nullable(),
  sender_outlet_id: z.string(),
  receiver_outlet_id: z.string(),
  outlet_id: z.string(),
  folder_id: movementStatusSchema,
  batch_id: z.string(),
  batch_order: z.number(),
  team_id: z.string().nullable(),
  unit_name: z.string(),
  driver_name: z.string().nullable(),
  vehicle_number: z.string().nullable(),
  receiver_id: z.string().nullable(),
  /** Display name of who posted it. */
  created_by: z.string(),
  created_at: z.string(),
  /** The business day (YYYY-MM-DD, Asia/Kolkata) it was posted on. */
  business_day: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/** The answer to a batch post. A retry of the same batch answers `replayed: true` and writes nothing. */
export const batchAddResponseSchema = z.object({
  count: z.number(),
  ids: z.array(z.number()),
  replayed: z.boolean(),
});
export type BatchAddResponse = z.infer<typeof batchAddResponseSchema>;

// Apart (ids.ts), so a schema that needs only an id does not bring the movements' schemas along.
export { MAX_SERIAL_ID, serialIdSchema } from './ids.ts';

import { z } from 'zod';
import { batchOrderSchema, MAX_QUANTITY, quantitySchema, requiredText, serialIdSchema } from './movements.ts';

/** Production entries carry one of these two folders (operations.md §4). */
export const PRODUCTION_FOLDERS = ['ready-for-production', 'produced'] as const;
export const productionFolderSchema = z.enum(PRODUCTION_FOLDERS, {
  error: `folder_id: one of ${PRODUCTION_FOLDERS.join(', ')}`,
});
export type ProductionFolder = z.infer<typeof productionFolderSchema>;

/** Units a production entry is counted in (§9: inferred from the variant text). */
export const PRODUCTION_UNITS = ['kg', 'pc'] as const;

/**
 * One row of POST /api/inventory/production/batch/add (operations.md §3, Production entry). The
 * server records who posted it from the session: a `user_id` sent by the client is ignored in
 * favour of the signed-in user's display name (§6).
 */
export const productionEntryInputSchema = z
  .strictObject({
    /** The older client (§3) names the product `id`; either is accepted, product_id first. */
    product_id: requiredText('product_id', 100).optional(),
    id: requiredText('id', 100).optional(),
    name: requiredText('name'),
    variant_name: z.string({ error: 'variant_name: text' }).trim().max(100).default(''),
    unit: z.enum(PRODUCTION_UNITS, { error: 'unit: kg or pc' }),
    quantity: quantitySchema('quantity'),
    user_id: z.string().max(200).nullish(),
    folder_id: productionFolderSchema,
    batch_id: requiredText('batch_id', 100),
    batch_order: batchOrderSchema,
    /** Derived from the product when absent (the older client sends none); when sent, it must be the product's. */
    team_id: requiredText('team_id', 100).optional(),
    act_req: z
      .number({ error: 'act_req: a number' })
      .min(0, { error: 'act_req: 0 or more' })
      .max(MAX_QUANTITY, { error: `act_req: at most ${MAX_QUANTITY}` })
      .nullish(),
    total_plan: z
      .number({ error: 'total_plan: a number' })
      .min(0, { error: 'total_plan: 0 or more' })
      .max(MAX_QUANTITY, { error: `total_plan: at most ${MAX_QUANTITY}` })
      .nullish(),
    calc_weight: z.string().max(40).nullish(),
  })
  .superRefine((row, ctx) => {
    if (row.product_id === undefined && row.id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'product_id: please give a product_id' });
    }
  })
  .transform(({ id, product_id, ...row }) => ({ ...row, product_id: product_id ?? id ?? '' }));
export type ProductionEntryInput = z.output<typeof productionEntryInputSchema>;

export const productionBatchSchema = z
  .array(productionEntryInputSchema, { error: 'Please send a list of production entries' })
  .min(1, { error: 'Please send at least one production entry' })
  .max(10_000, { error: 'At most 10000 production entries in one batch' });

export const productionEntrySchema = z.object({
  id: z.number(),
  product_id: z.string(),
  name: z.string(),
  variant_name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  user_id: z.string(),
  folder_id: productionFolderSchema,
  batch_id: z.string(),
  batch_order: z.number(),
  team_id: z.string(),
  act_req: z.number().nullable(),
  total_plan: z.number().nullable(),
  calc_weight: z.string().nullable(),
  created_at: z.string(),
  business_day: z.string(),
});
export type ProductionEntry = z.infer<typeof productionEntrySchema>;

// ---------------------------------------------------------------------------------------------
// The production schedule: saved on the server (not in the browser) until it is confirmed.

/** One product of a production schedule (the Daily Production Schedule table). */
export const scheduleRowSchema = z.strictObject({
  product_id: requiredText('product_id', 100),
  name: requiredText('name'),
  variant_name: z.string().trim().max(100).default(''),
  product_type: z.string().trim().max(100).default(''),
  /** Total Req: what planning asked for today; 0 for products added with 'Select Products to Log'. */
  act_req: z.number({ error: 'Total Req: a number' }).min(0, { error: 'Total Req: 0 or more' }),
  total_plan: quantitySchema('Total Plan'),
  calc_weight: z.string().max(40).default(''),
  unit: z.enum(PRODUCTION_UNITS, { error: 'unit: kg or pc' }),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

export const teamQuerySchema = z.strictObject({
  teamId: requiredText('teamId', 100),
});

export const saveScheduleRequestSchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  teamName: requiredText('teamName', 100),
  rows: z
    .array(scheduleRowSchema, { error: 'Please choose the products to schedule' })
    .min(1, { error: 'Please choose the products to schedule' })
    .max(5000, { error: 'At most 5000 products in one schedule' }),
});
export type SaveScheduleRequest = z.infer<typeof saveScheduleRequestSchema>;

export const scheduleSchema = z.object({
  id: z.number(),
  teamId: z.string(),
  teamName: z.string(),
  businessDay: z.string(),
  /** The production number: the day's first schedule of a team is 1, the next 2 … */
  productionNumber: z.number(),
  /** The batch_id its production entries carry: DD-MM-YYYY_{teamName}_P{productionNumber}. */
  batchId: z.string(),
  rows: z.array(scheduleRowSchema),
  savedBy: z.string(),
  savedAt: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleListSchema = z.array(scheduleSchema);

export const scheduleIdParamsSchema = z.strictObject({
  scheduleId: serialIdSchema('scheduleId'),
});

export const confirmScheduleResponseSchema = z.object({
  schedule: scheduleSchema,
  /** The outbox message that carries the sheet to the admin. */
  mailId: z.number(),
  /** 'sent' when SMTP took it, 'outbox' when no SMTP server is configured, 'failed' to retry from the outbox. */
  mailStatus: z.enum(['sent', 'outbox', 'failed', 'queued']),
  replayed: z.boolean(),
});
export type ConfirmScheduleResponse = z.infer<typeof confirmScheduleResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Exports: the server builds the sheets (exceljs), so the browser bundle stays small.

export const planningExportRequestSchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  teamName: requiredText('teamName', 100),
  urgent: z.boolean().default(false),
  outlets: z
    .array(z.strictObject({ id: z.string().min(1).max(100), name: z.string().min(1).max(100) }))
    .max(50),
  rows: z
    .array(
      z.strictObject({
        product_name: z.string().max(200),
        variant: z.string().max(100),
        product_type: z.string().max(100),
        /** Per outlet id: in hand (S) and planned (Req). */
        outlets: z.record(z.string(), z.strictObject({ inhand: z.number(), planned: z.number().min(0) })),
        total: z.number().min(0),
      }),
    )
    .max(20_000),
});
export type PlanningExportRequest = z.infer<typeof planningExportRequestSchema>;

export const scheduleExportRequestSchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  teamName: requiredText('teamName', 100),
  rows: z.array(scheduleRowSchema).max(5000),
});
export type ScheduleExportRequest = z.infer<typeof scheduleExportRequestSchema>;

import { z } from 'zod';
import { requiredText } from './movements.ts';

/**
 * Kitchen Packing Log and the outlet's daily to-do (operations.md §2; between produced and dispatched): how
 * many packs were made from each production entry, and, for an outlet and a day, where each planned product
 * stands between planned and received.
 */

export const PACKING_TITLE = 'Kitchen Packing Log';
export const OUTLET_TODO_TITLE = 'Daily Kitchen To-do';
export const PACKING_RECORDED = 'Packing Recorded!';

/** How often the to-do asks again while it is open: a delivery shows within this time. */
export const OUTLET_TODO_REFRESH_MS = 15_000;

/** A business day in a query (YYYY-MM-DD); absent means today. */
export const businessDayQuerySchema = z.iso.date({ error: 'day: a date as YYYY-MM-DD' });

export const MAX_PACKS = 1_000_000;

/** A pack is a whole thing: a count of the variant's packs ('500 g', '6 pcs'), never a fraction. */
export const packsSchema = z
  .number({ error: 'Packs: a whole number' })
  .int({ error: 'Packs: a whole number' })
  .min(1, { error: 'Packs: at least 1' })
  .max(MAX_PACKS, { error: `Packs: at most ${MAX_PACKS}` });

/** More packed than produced: the page checks it before sending and the server (409) says it alike. */
export function overPackingMessage(options: {
  product: string;
  produced: number;
  packed: number;
  asked: number;
}): string {
  const left = Math.max(0, options.produced - options.packed);
  return `${options.product}: only ${left} of ${options.produced} produced left to pack, not ${options.asked}`;
}

export const packingDayQuerySchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  day: businessDayQuerySchema.optional(),
});
export type PackingDayQuery = z.infer<typeof packingDayQuerySchema>;

export const packingRecordSchema = z.object({
  id: z.number(),
  packs: z.number(),
  packedBy: z.string(),
  packedAt: z.string(),
});
export type PackingRecord = z.infer<typeof packingRecordSchema>;

/** One production entry of the day (a product of a batch), what is packed of it, and by whom. */
export const packingLineSchema = z.object({
  productionEntryId: z.number(),
  batchId: z.string(),
  batchOrder: z.number(),
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  /** 'packs' or 'pc': a unit of stock (decision 015). */
  unit: z.string(),
  produced: z.number(),
  packed: z.number(),
  left: z.number(),
  producedBy: z.string(),
  producedAt: z.string(),
  packings: z.array(packingRecordSchema),
});
export type PackingLine = z.infer<typeof packingLineSchema>;

export const packingDaySchema = z.object({
  teamId: z.string(),
  day: z.string(),
  lines: z.array(packingLineSchema),
});
export type PackingDay = z.infer<typeof packingDaySchema>;

export const recordPackingRequestSchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  lines: z
    .array(
      z.strictObject({
        productionEntryId: z
          .number({ error: 'productionEntryId: a number' })
          .int({ error: 'productionEntryId: a whole number' })
          .positive({ error: 'productionEntryId: a whole number from 1' }),
        packs: packsSchema,
      }),
      { error: 'lines: a list of packing lines' },
    )
    .min(1, { error: 'Packs: please give the packs of at least one product' })
    .max(1000, { error: 'lines: at most 1000 at a time' }),
});
export type RecordPackingRequest = z.infer<typeof recordPackingRequestSchema>;

export const recordPackingResponseSchema = z.object({
  count: z.number(),
  ids: z.array(z.number()),
  replayed: z.boolean(),
});
export type RecordPackingResponse = z.infer<typeof recordPackingResponseSchema>;

// ---------------------------------------------------------------- the outlet's daily to-do

export const TODO_STEPS = ['planned', 'produced', 'packed', 'dispatched', 'received'] as const;
export type TodoStep = (typeof TODO_STEPS)[number];
export const TODO_STEP_LABELS: Record<TodoStep, string> = {
  planned: 'Planned',
  produced: 'Produced',
  packed: 'Packed',
  dispatched: 'Dispatched',
  received: 'Received',
};

export const outletTodoQuerySchema = z.strictObject({
  outletId: requiredText('outletId', 100),
  day: businessDayQuerySchema.optional(),
});
export type OutletTodoQuery = z.infer<typeof outletTodoQuerySchema>;

/**
 * A product planned for (or sent to) the outlet on the day. Produced and packed are the team's
 * for the whole day (a kitchen cooks for every outlet at once); dispatched and received are this
 * outlet's.
 */
export const outletTodoRowSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  teamId: z.string().nullable(),
  unit: z.string(),
  planned: z.number(),
  produced: z.number(),
  packed: z.number(),
  dispatched: z.number(),
  received: z.number(),
});
export type OutletTodoRow = z.infer<typeof outletTodoRowSchema>;

export const outletTodoSchema = z.object({
  outletId: z.string(),
  outletName: z.string(),
  day: z.string(),
  rows: z.array(outletTodoRowSchema),
});
export type OutletTodo = z.infer<typeof outletTodoSchema>;

/**
 * Where a product stands: the furthest step that has begun. A later step can begin before an
 * earlier one is complete (half the bread dispatched while the rest bakes), so "begun" is what
 * the outlet can act on: something is on its way once anything is dispatched.
 */
export function todoStage(row: Pick<OutletTodoRow, TodoStep>): TodoStep {
  for (const step of [...TODO_STEPS].reverse()) {
    if (step !== 'planned' && row[step] > 0) return step;
  }
  return 'planned';
}

/** A step is done when it covers the plan (what was planned for the outlet, or sent when unplanned). */
export function todoStepDone(row: Pick<OutletTodoRow, TodoStep>, step: TodoStep): boolean {
  const target = row.planned > 0 ? row.planned : row.dispatched;
  if (target <= 0) return false;
  return Math.round(row[step] * 1000) >= Math.round(target * 1000);
}

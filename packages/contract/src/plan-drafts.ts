import { z } from 'zod';
import { MAX_QUANTITY, requiredText } from './movements.ts';

/**
 * A planner's typed Req/plan values on /planning, kept on the server per user, team and business
 * day, so a session that ends does not lose them: saved while typing, restored after
 * sign-in. Only what was typed is kept: product id → outlet id → planned (null: the box emptied).
 */
export const PLAN_DRAFT_MAX_PRODUCTS = 10_000;

const idKey = (field: string) =>
  z
    .string()
    .min(1, { error: `${field}: an id` })
    .max(100, { error: `${field}: at most 100 characters` });

export const planDraftPlansSchema = z
  .record(
    idKey('plans'),
    z.record(
      idKey('plans'),
      z
        .number({ error: 'plans: each plan is a number or empty' })
        .min(0, { error: 'plans: a plan cannot be negative' })
        .max(MAX_QUANTITY, { error: `plans: at most ${MAX_QUANTITY}` })
        .nullable(),
    ),
    { error: 'plans: the typed plans by product and outlet' },
  )
  .refine((plans) => Object.keys(plans).length <= PLAN_DRAFT_MAX_PRODUCTS, {
    error: `plans: at most ${PLAN_DRAFT_MAX_PRODUCTS} products`,
  });
export type PlanDraftPlans = z.infer<typeof planDraftPlansSchema>;

export const savePlanDraftRequestSchema = z.strictObject({
  teamId: requiredText('teamId', 100),
  plans: planDraftPlansSchema,
});
export type SavePlanDraftRequest = z.infer<typeof savePlanDraftRequestSchema>;

/** The signed-in user's draft for a team today; empty plans and no updatedAt when there is none. */
export const planDraftSchema = z.object({
  teamId: z.string(),
  businessDay: z.string(),
  plans: planDraftPlansSchema,
  updatedAt: z.string().nullable(),
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

import { type PlanDraft, planDraftSchema, type SavePlanDraftRequest } from '@kadai/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Replaces the signed-in user's draft for the team today with what the planning boxes hold now. */
export function savePlanDraft(request: SavePlanDraftRequest): Promise<PlanDraft> {
  return apiRequest('/api/production/plan-drafts', planDraftSchema.parse, { method: 'PUT', body: request });
}

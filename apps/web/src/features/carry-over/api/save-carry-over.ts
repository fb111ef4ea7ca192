import { type CarryOverEntry, type CarryOverResult, carryOverResultSchema } from '@kadai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/inventory/bulk/monthly (operations.md §7) for the chosen month: saves and closes it. */
export function saveCarryOver(options: {
  month: string;
  entries: CarryOverEntry[];
}): Promise<CarryOverResult> {
  return apiRequest(
    `/dataapi/api/inventory/bulk/monthly?${new URLSearchParams({ month: options.month })}`,
    carryOverResultSchema.parse,
    { method: 'POST', body: options.entries },
  );
}

export function useSaveCarryOver() {
  return useMutation({ mutationFn: saveCarryOver });
}

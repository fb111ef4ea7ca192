import { ORDER_FORM_MESSAGES, orderLineInputSchema, orderQuantityProblem } from '@kadai/contract';
import type { OrderLine } from './order-lines.ts';

/**
 * Why Review cannot open the summary, or null when it can: a quantity the server would refuse (the
 * same two checks as the server: the line's own, then its unit's, as pieces are whole), nothing to
 * pay for on a form paid by card, or nothing ordered at all (no item and no note).
 */
export function reviewProblem(options: {
  lines: readonly OrderLine[];
  others: string | undefined;
  paysByCard: boolean;
}): string | null {
  const { lines } = options;
  for (const line of lines) {
    const check = orderLineInputSchema.safeParse({ itemId: line.item.id, quantity: line.quantity });
    const problem = check.success
      ? orderQuantityProblem(line.quantity, line.item.u)
      : (check.error.issues[0]?.message ?? ORDER_FORM_MESSAGES.quantity);
    if (problem) return `${line.item.name}: ${problem}`;
  }
  if (options.paysByCard && lines.length === 0) return ORDER_FORM_MESSAGES.nothingToPay;
  if (lines.length === 0 && (options.others ?? '').trim() === '') return ORDER_FORM_MESSAGES.nothingOrdered;
  return null;
}

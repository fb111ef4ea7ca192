import { formatStockQuantity, type RecountRow } from '@kadai/contract';
import { thousandths } from '../../stock-labels.ts';

/** Counted − what the ledger held when counted: what the count posts. None until both are known. */
export function countDifference(row: Pick<RecountRow, 'counted' | 'expected'>): number | null {
  if (row.counted === null || row.expected === null) return null;
  return (thousandths(row.counted) - thousandths(row.expected)) / 1000;
}

/** A difference above the outlet's threshold, either way, waits for an admin's approval. */
export function needsApproval(difference: number, approvalAbove: number): boolean {
  return Math.abs(difference) > approvalAbove;
}

/** A difference with its sign, always shown: '+2 pc', '−0.5 kg', '±0 pc'. */
export function signedQuantity(quantity: number, unit: string): string {
  return `${quantity > 0 ? '+' : quantity < 0 ? '−' : '±'}${formatStockQuantity(Math.abs(quantity), unit)}`;
}

import { type Dispute, formatStockQuantity } from '@kadai/contract';

/** Sent less received, in the quantity's own unit: 1 short, −2 excess. */
export function describeMismatch(dispute: Pick<Dispute, 'mismatch' | 'unit'>): string {
  return `${formatStockQuantity(Math.abs(dispute.mismatch), dispute.unit)} ${dispute.mismatch > 0 ? 'short' : 'excess'}`;
}

/** Whole days between two instants: how long a dispute has been open, or took to settle. */
export function daysBetween(fromIso: string, to: number): number {
  return Math.max(0, Math.floor((to - new Date(fromIso).getTime()) / 86_400_000));
}

/** How long a dispute has been open ('open 3 days'), or took to settle ('settled in under a day'). */
export function describeDisputeAge(dispute: Pick<Dispute, 'openedAt' | 'resolvedAt'>, now: number): string {
  const days = daysBetween(
    dispute.openedAt,
    dispute.resolvedAt ? new Date(dispute.resolvedAt).getTime() : now,
  );
  const span = days === 0 ? 'under a day' : `${days} ${days === 1 ? 'day' : 'days'}`;
  return dispute.resolvedAt ? `settled in ${span}` : `open ${span}`;
}

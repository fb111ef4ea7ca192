import { formatPaise, formatWholeRupees } from '@kadai/contract';

/** A signed amount with the rupee sign, to the paisa: -₹1,250.50. */
export function formatSignedPaise(paise: number): string {
  return paise < 0 ? `-${formatPaise(-paise)}` : formatPaise(paise);
}

/**
 * A balance as the receivables table shows it (operations.md §9): whole rupees with ₹, half away
 * from zero, computed from the paise in integers; the exact amount on hover.
 */
export function WholeRupees({ paise }: { paise: number }) {
  return (
    <span title={formatSignedPaise(paise)} style={{ fontVariantNumeric: 'tabular-nums', cursor: 'help' }}>
      {formatWholeRupees(paise)}
    </span>
  );
}

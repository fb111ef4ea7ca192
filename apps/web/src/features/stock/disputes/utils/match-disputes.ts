import type { Dispute } from '@kadai/contract';

type Searched = Pick<
  Dispute,
  'productName' | 'variantName' | 'from' | 'to' | 'receivedBy' | 'driverName' | 'vehicleNumber'
>;

/**
 * The disputes that hold every word of the search, whatever its case, in their product, places,
 * receiver, driver or vehicle; all of them for an empty search.
 */
export function matchDisputes<Row extends Searched>(
  disputes: readonly Row[],
  search: string,
): readonly Row[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return disputes;
  return disputes.filter((d) => {
    const text = [d.productName, d.variantName, d.from, d.to, d.receivedBy, d.driverName, d.vehicleNumber]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

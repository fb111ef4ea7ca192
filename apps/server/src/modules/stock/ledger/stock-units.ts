import { unitFromVariant } from '@kadai/contract';

/**
 * What one unit of stock is: a pack of the variant ('500 g', '6 pcs') counts as one, so a weight
 * variant is counted in packs, never in kilograms: 30 packs of 500 g are '30 packs', not a
 * misleading '30 kg'.
 */
export function stockUnit(variantName: string): string {
  return unitFromVariant(variantName) === 'pc' ? 'pc' : 'packs';
}

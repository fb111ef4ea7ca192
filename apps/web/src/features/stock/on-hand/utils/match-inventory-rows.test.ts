import { describe, expect, it } from 'vitest';
import { matchInventoryRows } from './match-inventory-rows.ts';

const rows = [
  {
    productId: 'murukku-200',
    teamId: 'snacks',
    productName: 'Murukku',
    variantName: '200 g',
    productType: 'Snack',
  },
  {
    productId: 'cake-1',
    teamId: 'baking',
    productName: 'Plum Cake',
    variantName: '1 kg',
    productType: 'Cake',
  },
  { productId: 'rusk', teamId: 'baking', productName: 'Rusk', variantName: '200 g', productType: 'Snack' },
];

describe('matchInventoryRows', () => {
  it('keeps every product with no search and no team', () => {
    expect(matchInventoryRows(rows, '  ', undefined)).toEqual(rows);
  });

  it("keeps the chosen team's products only", () => {
    expect(matchInventoryRows(rows, '', 'baking').map((r) => r.productId)).toEqual(['cake-1', 'rusk']);
  });

  it('needs every word in the product, variant or type, whatever the case', () => {
    expect(matchInventoryRows(rows, 'SNACK 200', undefined).map((r) => r.productId)).toEqual([
      'murukku-200',
      'rusk',
    ]);
    expect(matchInventoryRows(rows, 'snack   rusk', undefined).map((r) => r.productId)).toEqual(['rusk']);
    expect(matchInventoryRows(rows, 'cake', 'snacks')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchRecountRows } from './match-recount-rows.ts';

const rows = [
  { productName: 'Avial', variantName: '500 g', productType: 'Curry' },
  { productName: 'Murukku', variantName: '200 g', productType: 'Snack' },
  { productName: 'Payasam', variantName: '1 L', productType: 'Sweet' },
];

describe('matchRecountRows', () => {
  it('keeps every row for an empty or blank search', () => {
    expect(matchRecountRows(rows, '')).toBe(rows);
    expect(matchRecountRows(rows, '   ')).toBe(rows);
  });

  it('finds the search in the product, its variant or its type, whatever the case', () => {
    expect(matchRecountRows(rows, 'avi').map((r) => r.productName)).toEqual(['Avial']);
    expect(matchRecountRows(rows, '200 G').map((r) => r.productName)).toEqual(['Murukku']);
    expect(matchRecountRows(rows, ' sweet ').map((r) => r.productName)).toEqual(['Payasam']);
    expect(matchRecountRows(rows, 'g ').map((r) => r.productName)).toEqual(['Avial', 'Murukku']);
  });

  it('finds nothing when no row holds it', () => {
    expect(matchRecountRows(rows, 'idli')).toEqual([]);
  });
});

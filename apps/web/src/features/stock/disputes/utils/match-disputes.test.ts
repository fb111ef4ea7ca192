import { describe, expect, it } from 'vitest';
import { matchDisputes } from './match-disputes.ts';

const dispute = (over: Partial<Parameters<typeof matchDisputes>[0][number]>) => ({
  productName: 'Murukku',
  variantName: '200 g',
  from: 'Warehouse · Snacks',
  to: 'Adyar',
  receivedBy: 'Priya',
  driverName: 'Ravi',
  vehicleNumber: 'TN 01 AB 1234',
  ...over,
});

const disputes = [
  dispute({}),
  dispute({
    productName: 'Avial',
    variantName: '500 g',
    to: 'T. Nagar',
    driverName: 'Kumar',
    receivedBy: 'Anu',
  }),
];

describe('matchDisputes', () => {
  it('keeps every dispute for an empty or blank search', () => {
    expect(matchDisputes(disputes, '')).toBe(disputes);
    expect(matchDisputes(disputes, '  ')).toBe(disputes);
  });

  it('finds a word in the product, the places, the receiver, the driver or the vehicle, whatever its case', () => {
    expect(matchDisputes(disputes, 'avial').map((d) => d.productName)).toEqual(['Avial']);
    expect(matchDisputes(disputes, 'ADYAR').map((d) => d.productName)).toEqual(['Murukku']);
    expect(matchDisputes(disputes, 'anu').map((d) => d.productName)).toEqual(['Avial']);
    expect(matchDisputes(disputes, 'kumar').map((d) => d.productName)).toEqual(['Avial']);
    expect(matchDisputes(disputes, '1234').map((d) => d.productName)).toEqual(['Murukku', 'Avial']);
    expect(matchDisputes(disputes, 'snacks').map((d) => d.productName)).toEqual(['Murukku', 'Avial']);
  });

  it('needs every word, in any order and field', () => {
    expect(matchDisputes(disputes, 'ravi   murukku').map((d) => d.productName)).toEqual(['Murukku']);
    expect(matchDisputes(disputes, 'ravi avial')).toEqual([]);
  });
});

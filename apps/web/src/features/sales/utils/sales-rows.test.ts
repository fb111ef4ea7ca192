import { formatPaise, type SalesProduct } from '@kadai/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  findSalesProducts,
  previewHeading,
  salesLinesToSave,
  saleValueText,
  typedFromSales,
  uploadProblems,
} from './sales-rows.ts';

const product = (productId: string, productName: string, variantName = ''): SalesProduct => ({
  productId,
  productName,
  variantName,
  unit: 'packs',
});
const products = [
  product('besan', 'Besan Laddu', '250 g'),
  product('murukku', 'Murukku'),
  product('pak', 'Mysore Pak'),
];

describe('the sales grid', () => {
  it('opens with the saved sales, the value in rupees', () => {
    expect([
      ...typedFromSales([
        { ...product('besan', 'Besan Laddu'), quantity: 3, amountPaise: 45_050 },
        { ...product('pak', 'Mysore Pak'), quantity: 1, amountPaise: null },
      ]),
    ]).toEqual([
      ['besan', { quantity: 3, amount: '450.50' }],
      ['pak', { quantity: 1, amount: '' }],
    ]);
  });

  it('finds a product by name and variant', () => {
    expect(findSalesProducts(products, '250').map((p) => p.productId)).toEqual(['besan']);
    expect(findSalesProducts(products, '  ')).toHaveLength(3);
  });

  it('sends the typed rows in the products’ order, the value in paise, and leaves out empty rows', () => {
    const typed = new Map([
      ['pak', { quantity: 2, amount: '₹ 1,250.5' }],
      ['besan', { quantity: 4, amount: '' }],
      ['murukku', { quantity: null, amount: ' ' }],
    ]);
    expect(salesLinesToSave(products, typed)).toEqual({
      lines: [
        { productId: 'besan', quantity: 4, amountPaise: null },
        { productId: 'pak', quantity: 2, amountPaise: 125_050 },
      ],
      errors: new Map(),
    });
  });

  it('names each row the API would refuse: a value not to the paisa, a quantity missing or past the gram', () => {
    const typed = new Map([
      ['besan', { quantity: 1, amount: '12.345' }],
      ['murukku', { quantity: null, amount: '10' }],
      ['pak', { quantity: 1.0001, amount: '' }],
    ]);
    const { lines, errors } = salesLinesToSave(products, typed);
    expect(lines).toEqual([]);
    expect([...errors]).toEqual([
      ['besan', 'Sale value: must be an amount in rupees, to the paisa (e.g. 1250.50)'],
      ['murukku', 'Quantity: a number'],
      ['pak', 'Quantity: at most 3 decimals (to the gram)'],
    ]);
  });
});

describe('the upload', () => {
  it('lists every bad row the server named, else its one message', () => {
    const refused = new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      message: 'Please check the file',
      fields: [
        { path: 'rows.2', message: 'Row 2, Quantity: a number' },
        { path: 'rows.5', message: 'Row 5, Product: not one of ours' },
      ],
    });
    expect(uploadProblems(refused)).toEqual(['Row 2, Quantity: a number', 'Row 5, Product: not one of ours']);
    expect(uploadProblems(new Error('Could not reach the shop'))).toEqual(['Could not reach the shop']);
  });

  it('heads the preview with the file, its products and what it replaces', () => {
    const line = { ...product('besan', 'Besan Laddu'), quantity: 1, amountPaise: null };
    expect(previewHeading('till.csv', { saved: false, lines: [line], replaces: 0 })).toBe(
      'till.csv: 1 product',
    );
    expect(previewHeading('till.csv', { saved: false, lines: [line, line], replaces: 7 })).toBe(
      'till.csv: 2 products, replacing the 7 saved for this day',
    );
  });

  it('shows a missing sale value as a dash', () => {
    expect(saleValueText(null)).toBe('—');
    expect(saleValueText(125_050)).toBe(formatPaise(125_050));
  });
});

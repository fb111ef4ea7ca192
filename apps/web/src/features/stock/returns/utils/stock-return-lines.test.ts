import { describe, expect, it } from 'vitest';
import { checkStockReturn, matchHeldRows, stockReturnLines } from './stock-return-lines.ts';

const held = [
  { productId: 'murukku-200', productName: 'Murukku', variantName: '200 g', quantity: 5 },
  { productId: 'flour', productName: 'Flour', variantName: '', quantity: 0.3 },
  { productId: 'avial-500', productName: 'Avial', variantName: '500 g', quantity: 2 },
];

describe('matchHeldRows', () => {
  it('keeps every product for an empty search, else those whose name holds it, whatever the case', () => {
    expect(matchHeldRows(held, ' ')).toBe(held);
    expect(matchHeldRows(held, 'MURU').map((r) => r.productId)).toEqual(['murukku-200']);
    expect(matchHeldRows(held, '500 g').map((r) => r.productId)).toEqual(['avial-500']);
    expect(matchHeldRows(held, 'idli')).toEqual([]);
  });
});

describe('stockReturnLines', () => {
  it('sends the products with something typed, in the order held', () => {
    const quantities = new Map([
      ['avial-500', 1],
      ['murukku-200', 0],
      ['flour', 0.2],
    ]);
    const { chosen, lines } = stockReturnLines(held, quantities);
    expect(chosen.map((r) => r.productId)).toEqual(['flour', 'avial-500']);
    expect(lines).toEqual([
      { productId: 'flour', quantity: 0.2 },
      { productId: 'avial-500', quantity: 1 },
    ]);
  });
});

describe('checkStockReturn', () => {
  it('asks for something to send first, then for a reason', () => {
    expect(checkStockReturn([], new Map(), false, 'Adyar').problem).toBe(
      'Send: choose at least one product to send',
    );
    const quantities = new Map([['avial-500', 1]]);
    const { chosen } = stockReturnLines(held, quantities);
    expect(checkStockReturn(chosen, quantities, false, 'Adyar').problem).toBe(
      'Reason: please choose why it goes back',
    );
    expect(checkStockReturn(chosen, quantities, true, 'Adyar')).toEqual({
      rowErrors: new Map(),
      problem: null,
    });
  });

  it('names on its row each product sent beyond what the store holds, to the gram', () => {
    const quantities = new Map([
      ['murukku-200', 6],
      ['flour', 0.1 + 0.2],
    ]);
    const { chosen } = stockReturnLines(held, quantities);
    const checked = checkStockReturn(chosen, quantities, true, 'Adyar');
    expect([...checked.rowErrors]).toEqual([['murukku-200', 'Murukku 200 g: 6 to send, Adyar holds 5']]);
    expect(checked.problem).toBeNull();
  });
});

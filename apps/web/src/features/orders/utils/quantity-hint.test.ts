import { describe, expect, it } from 'vitest';
import { quantityStep, stepQuantity } from '../components/quantity-input.tsx';
import { quantityHint } from './quantity-hint.ts';

const chennai = (q: number) => q >= 1;
const bangalore = (q: number) => q > 0;

describe('what a quantity box says next to its item', () => {
  it('tells why an amount is not ordered, and says nothing of an ordered or empty one', () => {
    expect(quantityHint('0.5', chennai)).toBe('Less than 1: not in your order');
    expect(quantityHint('0.5', bangalore)).toBeNull();
    expect(quantityHint('-5', chennai)).toBe('Below 0: not in your order');
    expect(quantityHint('abc', bangalore)).toBe('Please type a number');
    expect(quantityHint('', chennai)).toBeNull();
    expect(quantityHint('0', chennai)).toBeNull();
    expect(quantityHint('2', chennai)).toBeNull();
  });
});

describe('the − and + of a quantity', () => {
  it('moves pieces by one and weighed items by half, never leaving an amount that is not ordered', () => {
    expect(quantityStep('pcs')).toBe(1);
    expect(quantityStep('kg')).toBe(0.5);
    const kg = { step: 0.5, minimum: 1 };
    expect(stepQuantity('', { ...kg, direction: 1 })).toBe('1');
    expect(stepQuantity('1', { ...kg, direction: 1 })).toBe('1.5');
    expect(stepQuantity('0.7', { ...kg, direction: 1 })).toBe('1');
    expect(stepQuantity('1.5', { ...kg, direction: -1 })).toBe('1');
    expect(stepQuantity('1', { ...kg, direction: -1 })).toBe('');
    expect(stepQuantity('', { step: 0.5, minimum: 0, direction: 1 })).toBe('0.5');
    expect(stepQuantity('0.5', { step: 0.5, minimum: 0, direction: -1 })).toBe('');
    expect(stepQuantity('abc', { step: 1, minimum: 1, direction: 1 })).toBe('1');
    expect(stepQuantity('3', { step: 1, minimum: 1, direction: -1 })).toBe('2');
  });
});

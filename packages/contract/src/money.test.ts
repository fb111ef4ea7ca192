import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalPlaces,
  formatPaise,
  lineTotalPaise,
  paiseToDecimal,
  parseRupees,
  quantityPrecisionProblem,
  quantityToThousandths,
  rupeesToPaise,
  sumPaise,
  sumQuantities,
} from './money.ts';
import { ORDER_FORM_MESSAGES, orderLineInputSchema, orderQuantityProblem } from './orders.ts';

const paise = fc.integer({ min: 0, max: 10_000_000_00 });
/** Quantities as a person can type them: whole, or to the gram. */
const quantity = fc.integer({ min: 1, max: 10_000_000 }).map((thousandths) => thousandths / 1000);

/** Reads a formatted amount back as paise, from its digits only. */
const digitsOf = (formatted: string) => Number(formatted.replace(/[^\d]/g, ''));

describe('money in paise', () => {
  it('formats with Indian grouping and the rupee sign', () => {
    expect(formatPaise(1_23_456_50)).toBe('₹1,23,456.50');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(paiseToDecimal(1250_50)).toBe('1250.50');
  });

  it('the sum of the formatted lines is the formatted total, to the paisa', () => {
    fc.assert(
      fc.property(fc.array(paise, { maxLength: 60 }), (lines) => {
        const shownLines = lines.map(formatPaise);
        const shownTotal = formatPaise(sumPaise(lines));
        expect(shownLines.reduce((sum, shown) => sum + digitsOf(shown), 0)).toBe(digitsOf(shownTotal));
      }),
    );
  });

  it('reads back every amount it writes, and refuses a third decimal instead of rounding it', () => {
    fc.assert(
      fc.property(paise, (amount) => {
        expect(parseRupees(paiseToDecimal(amount))).toBe(amount);
        expect(parseRupees(formatPaise(amount))).toBe(amount);
      }),
    );
    expect(parseRupees('1,250.5')).toBe(1250_50);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('10.001')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseRupees('12abc')).toBeNull();
    expect(rupeesToPaise(42.5)).toBe(42_50);
    expect(() => rupeesToPaise(0.125)).toThrow(RangeError);
  });

  it('prices a line to the paisa from exact thousandths, half up', () => {
    expect(lineTotalPaise({ pricePaise: 1234_50, quantity: 1.5 })).toBe(1851_75);
    expect(lineTotalPaise({ pricePaise: 333, quantity: 0.5 })).toBe(167);
    fc.assert(
      fc.property(paise, fc.integer({ min: 1, max: 1000 }), (price, count) => {
        expect(lineTotalPaise({ pricePaise: price, quantity: count })).toBe(price * count);
      }),
    );
  });
});

describe('quantities to the gram, never rounded on the way in', () => {
  it('refuses more precision than is stored, and keeps what fits', () => {
    expect(decimalPlaces(0.0004)).toBe(4);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(0.001)).toBe(3);
    expect(orderLineInputSchema.safeParse({ itemId: 1, quantity: 0.0004 }).error?.issues[0]?.message).toBe(
      ORDER_FORM_MESSAGES.quantityPrecision,
    );
    expect(orderLineInputSchema.parse({ itemId: 1, quantity: 0.001 }).quantity).toBe(0.001);
    expect(orderQuantityProblem(1.5, 'pc')).toBe(ORDER_FORM_MESSAGES.quantityWhole);
    expect(orderQuantityProblem(1.5, 'kg')).toBeNull();
    expect(orderQuantityProblem(1.0004, 'kg')).toBe(ORDER_FORM_MESSAGES.quantityPrecision);
    expect(quantityPrecisionProblem(0.001, 'g')).toBeNull();
  });

  it('every quantity to the gram passes the schema unchanged', () => {
    fc.assert(
      fc.property(quantity, (q) => {
        const parsed = orderLineInputSchema.safeParse({ itemId: 1, quantity: q });
        if (q <= 10_000) expect(parsed.success && parsed.data.quantity).toBe(q);
        expect(quantityToThousandths(q) / 1000).toBe(q);
      }),
    );
  });

  it('every quantity finer than a gram is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }), (whole, extra) => {
        const q = (whole * 10 + extra) / 10_000;
        expect(orderLineInputSchema.safeParse({ itemId: 1, quantity: q }).success).toBe(false);
      }),
    );
  });

  it('adds quantities exactly', () => {
    expect(sumQuantities([0.1, 0.2])).toBe(0.3);
    fc.assert(
      fc.property(fc.array(quantity, { maxLength: 50 }), (qs) => {
        const exact = qs.reduce((sum, q) => sum + quantityToThousandths(q), 0);
        expect(quantityToThousandths(sumQuantities(qs))).toBe(exact);
      }),
    );
  });
});

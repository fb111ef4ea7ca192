import { z } from 'zod';
import { builtOnFirstUse } from './lazy-schema.ts';

/**
 * Money is integer paise everywhere: in the database (bigint columns named *_paise), in every
 * schema, and on the wire (a JSON integer; exact up to 2^53 paise, about ₹90 lakh crore). Rupees
 * appear only where a person reads or types them, through the functions below, which work on the
 * decimal digits and never multiply or divide a float (docs/decisions/011-exact-money-and-quantities.md).
 */
export const MAX_PAISE = Number.MAX_SAFE_INTEGER;

/** A non-negative whole number of paise; the message names the field. */
export const paiseSchema = (field: string) =>
  z
    .number({ error: `${field}: a whole number of paise` })
    .int({ error: `${field}: a whole number of paise` })
    .min(0, { error: `${field}: 0 or more` })
    .max(MAX_PAISE, { error: `${field}: too large` });

/** 123456.5 rupees' worth of paise as the digits people write: "123456.50". No grouping, no sign. */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not a paise amount: ${paise}`);
  const text = String(paise).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * Rupees as a spreadsheet number (1250.5) for a cell people sum in Excel: the double nearest the
 * exact decimal. For display and export only; never computed with.
 */
export function paiseToRupeeNumber(paise: number): number {
  return Number(paiseToDecimal(paise));
}

const rupees = builtOnFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** ₹1,23,456.50: Indian grouping and the rupee sign, formatted from the exact decimal digits. */
export function formatPaise(paise: number): string {
  // Intl formats a decimal string exactly (no detour through a float).
  return rupees().format(paiseToDecimal(paise) as unknown as number);
}

/**
 * Rupees as a person types them ("1250", "1,250.5", "₹ 1,250.50") to paise, or null when the text
 * is not an amount or has more than two decimals: a paisa is never rounded away silently.
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Rupees as a person types them, read to paise; refused with `message` when not an amount to the paisa. */
export const rupeeTextSchema = (message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const paise = parseRupees(text);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise;
  });

/** A rupee amount written in code or seed data (42.5) as paise, exactly, or an error. */
export function rupeesToPaise(amount: number): number {
  const paise = parseRupees(String(amount));
  if (paise === null) throw new RangeError(`not a rupee amount with at most two decimals: ${amount}`);
  return paise;
}

export function sumPaise(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  if (!Number.isSafeInteger(total)) throw new RangeError('sum of paise out of range');
  return total;
}

/**
 * A line's amount: quantity (at most three decimals) × price, rounded half up to the paisa. The
 * product is taken in integer thousandths with BigInt, so no digit is lost on the way.
 */
export function lineTotalPaise(options: { pricePaise: number; quantity: number }): number {
  const thousandths = BigInt(quantityToThousandths(options.quantity));
  const milliPaise = thousandths * BigInt(options.pricePaise);
  return Number((milliPaise + 500n) / 1000n);
}

// ---------------------------------------------------------------------------------------------
// Quantities: stored with at most three decimals (numeric(…, 3)): kilograms and litres to the gram
// and millilitre. Pieces are whole. A value with more precision is refused, never rounded.

export const QUANTITY_DECIMALS = 3;

/** How many decimals a number has as written ("0.0004" → 4, "12" → 0, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const [mantissa = '', exponent] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** Units counted in whole pieces; every other unit (kg, g, l, ml …) takes up to three decimals. */
const PIECE_UNITS = new Set([
  'pc',
  'pcs',
  'piece',
  'pieces',
  'nos',
  'no',
  'box',
  'pack',
  'packet',
  'bunch',
  'dozen',
]);

export function isPieceUnit(unit: string): boolean {
  return PIECE_UNITS.has(unit.trim().toLowerCase());
}

/** The decimals a quantity of this unit may have: 0 for pieces, 3 (to the gram) otherwise. */
export function quantityDecimalsFor(unit: string): number {
  return isPieceUnit(unit) ? 0 : QUANTITY_DECIMALS;
}

/** Why a quantity is refused for its unit, or null when it is exact. */
export function quantityPrecisionProblem(quantity: number, unit?: string): string | null {
  const allowed = unit === undefined ? QUANTITY_DECIMALS : quantityDecimalsFor(unit);
  if (decimalPlaces(quantity) <= allowed) return null;
  return allowed === 0 ? 'a whole number of pieces' : 'at most 3 decimals (to the gram)';
}

/** A quantity with at most three decimals as an integer of thousandths (12.345 → 12345). */
export function quantityToThousandths(quantity: number): number {
  if (decimalPlaces(quantity) > QUANTITY_DECIMALS) {
    throw new RangeError(`more than ${QUANTITY_DECIMALS} decimals: ${quantity}`);
  }
  // quantity × 1000 is within a rounding error of a whole number; rounding recovers it exactly.
  return Math.round(quantity * 1000);
}

export function thousandthsToQuantity(thousandths: number): number {
  // The shortest decimal of n/1000 is n's digits with the point moved: 300/1000 prints as 0.3.
  return thousandths / 1000;
}

/** Quantities added exactly: 0.1 + 0.2 is 0.3 here. */
export function sumQuantities(quantities: readonly number[]): number {
  let total = 0;
  for (const quantity of quantities) total += quantityToThousandths(quantity);
  return thousandthsToQuantity(total);
}

/** A quantity somebody counted (received, on the shelf): 0 or more, to the gram, named by its column. */
export function countedQuantity(label: string) {
  return z
    .number({ error: `${label}: a number` })
    .min(0, { error: `${label}: 0 or more` })
    .max(1_000_000, { error: `${label}: at most 1000000` })
    .refine((q) => decimalPlaces(q) <= QUANTITY_DECIMALS, {
      error: `${label}: at most ${QUANTITY_DECIMALS} decimals (to the gram)`,
    });
}

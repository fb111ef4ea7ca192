import {
  decimalPlaces,
  isPieceUnit,
  MAX_QUANTITY,
  parseRupees,
  QUANTITY_DECIMALS,
  SALES_MESSAGES,
  type SalesLine,
  type SalesProduct,
  salesRowMessage,
  sumQuantities,
} from '@kadai/contract';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import type { SheetCell, SheetRow } from './read-sales-file.ts';

type Column = 'Product' | 'Variant' | 'Quantity' | 'Sale value';

/** Header texts as tills and people write them, to the column they are. */
const HEADERS: Record<string, Column> = {
  product: 'Product',
  'product name': 'Product',
  item: 'Product',
  variant: 'Variant',
  quantity: 'Quantity',
  qty: 'Quantity',
  'sale value': 'Sale value',
  amount: 'Sale value',
};

/** At most this many problems are listed: enough to fix a file in one go, not a wall of text. */
const MAX_PROBLEMS = 50;

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const textOf = (cell: SheetCell | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim();

function headerColumns(row: SheetRow): Map<Column, number> {
  const columns = new Map<Column, number>();
  row.cells.forEach((cell, index) => {
    const name = key(textOf(cell).replace(/\(₹\)|\(rs\.?\)|\(inr\)/gi, ''));
    const column = HEADERS[name];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

/** A quantity cell: a number above 0 with at most three decimals (whole for pieces). */
function quantityOf(cell: SheetCell | undefined, unit: string): number | string {
  const text = textOf(cell).replace(/,/g, '');
  const value = typeof cell === 'number' ? cell : /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) return 'must be a number above 0';
  if (value > MAX_QUANTITY) return `at most ${MAX_QUANTITY}`;
  if (decimalPlaces(value) > QUANTITY_DECIMALS) return 'at most 3 decimals';
  if (isPieceUnit(unit) && !Number.isInteger(value)) return 'a whole number of pieces';
  return value;
}

/**
 * A till's rows checked against the business's own products: every problem named by its row and
 * column ('Row 7, Quantity: must be a number above 0'), all of them at once; nothing passes until
 * none is left. A product sold on several rows (several bills) is one line, its rows summed.
 */
export function checkSalesRows(rows: readonly SheetRow[], products: readonly SalesProduct[]): SalesLine[] {
  const [header, ...body] = rows;
  if (!header) throw AppError.validation([{ path: 'content', message: SALES_MESSAGES.noRows }]);
  const columns = headerColumns(header);
  for (const needed of ['Product', 'Quantity'] as const) {
    if (!columns.has(needed)) {
      const message = `File: no "${needed}" column in the header (row ${header.number}); start from the template`;
      throw AppError.validation([{ path: 'content', message }]);
    }
  }

  const byName = new Map<string, SalesProduct[]>();
  for (const product of products) {
    const named = byName.get(key(product.productName)) ?? [];
    named.push(product);
    byName.set(key(product.productName), named);
  }
  const cell = (row: SheetRow, column: Column) => {
    const index = columns.get(column);
    return index === undefined ? null : (row.cells[index] ?? null);
  };

  const problems: FieldError[] = [];
  const problem = (row: SheetRow, column: Column, text: string) =>
    problems.push({
      path: `rows.${row.number}.${column === 'Sale value' ? 'amount' : column.toLowerCase()}`,
      message: salesRowMessage(row.number, column, text),
    });
  const lines = new Map<string, SalesLine & { amounts: number[] }>();

  for (const row of body) {
    if (problems.length >= MAX_PROBLEMS) break;
    const name = textOf(cell(row, 'Product'));
    const variant = textOf(cell(row, 'Variant'));
    const amountText = textOf(cell(row, 'Sale value'));
    // The template lists every product: a row left without a quantity or a value sold nothing.
    if (textOf(cell(row, 'Quantity')) === '' && amountText === '') continue;
    if (!name) {
      problem(row, 'Product', 'please name the product');
      continue;
    }
    const named = byName.get(key(name)) ?? [];
    const matches = variant ? named.filter((p) => key(p.variantName) === key(variant)) : named;
    const product = matches.length === 1 ? matches[0] : undefined;
    if (!product) {
      if (named.length === 0) problem(row, 'Product', `no product "${name}" among our own products`);
      else if (matches.length === 0) {
        problem(
          row,
          'Variant',
          `"${name}" has no variant "${variant}" (${named.map((p) => p.variantName).join(', ')})`,
        );
      } else {
        problem(row, 'Variant', `"${name}" comes in ${named.map((p) => p.variantName).join(', ')}; name one`);
      }
      continue;
    }
    const quantity = quantityOf(cell(row, 'Quantity'), product.unit);
    if (typeof quantity === 'string') problem(row, 'Quantity', quantity);
    const amount = amountText === '' ? null : parseRupees(amountText);
    if (amountText !== '' && amount === null) {
      problem(row, 'Sale value', 'must be an amount in rupees, to the paisa (e.g. 1250.50)');
    }
    if (typeof quantity === 'string' || (amountText !== '' && amount === null)) continue;
    const line = lines.get(product.productId) ?? { ...product, quantity: 0, amountPaise: null, amounts: [] };
    line.quantity = sumQuantities([line.quantity, quantity]);
    // Each row may pass the limit alone and the product's rows still exceed it together.
    if (line.quantity > MAX_QUANTITY) {
      problem(row, 'Quantity', `"${name}" adds up to more than ${MAX_QUANTITY} over its rows`);
      continue;
    }
    if (amount !== null) line.amounts.push(amount);
    lines.set(product.productId, line);
  }
  if (problems.length > 0) throw AppError.validation(problems);
  if (lines.size === 0) throw AppError.validation([{ path: 'content', message: SALES_MESSAGES.noRows }]);
  return [...lines.values()].map(({ amounts, ...line }) => ({
    ...line,
    amountPaise: amounts.length > 0 ? amounts.reduce((sum, amount) => sum + amount, 0) : null,
  }));
}

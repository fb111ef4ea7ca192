import {
  formatPaise,
  paiseToDecimal,
  parseRupees,
  type SalesLine,
  type SalesLineInput,
  type SalesProduct,
  type SalesUploadResult,
  salesLineInputSchema,
} from '@kadai/contract';
import { isApiRequestError } from '../../../lib/api-client.ts';

/** A grid row as typed: its quantity, and its sale value as rupee text. */
export type Typed = { quantity: number | null; amount: string };

/** As the upload says it of a sheet's Sale value (₹) cell. */
export const SALE_VALUE_MESSAGE = 'Sale value: must be an amount in rupees, to the paisa (e.g. 1250.50)';

export const salesLabel = (p: SalesProduct) => `${p.productName} ${p.variantName}`.trim();

/** The day's saved sales in the grid's boxes, the value in rupees. */
export function typedFromSales(lines: readonly SalesLine[]): Map<string, Typed> {
  return new Map(
    lines.map((line) => [
      line.productId,
      { quantity: line.quantity, amount: line.amountPaise === null ? '' : paiseToDecimal(line.amountPaise) },
    ]),
  );
}

export function findSalesProducts(products: readonly SalesProduct[], search: string): SalesProduct[] {
  const needle = search.trim().toLowerCase();
  return needle ? products.filter((p) => salesLabel(p).toLowerCase().includes(needle)) : [...products];
}

/**
 * The grid's lines as PUT /api/sales/day takes them, in the products' order, and a message per row
 * it would refuse: a sale value that is not rupees to the paisa (the API takes paise, so that text
 * is the grid's alone to read), else the contract's own line checks. A row with neither a quantity
 * nor a value is left out.
 */
export function salesLinesToSave(
  products: readonly SalesProduct[],
  typed: ReadonlyMap<string, Typed>,
): { lines: SalesLineInput[]; errors: Map<string, string> } {
  const errors = new Map<string, string>();
  const lines: SalesLineInput[] = [];
  for (const product of products) {
    const entry = typed.get(product.productId);
    if (!entry || (!entry.quantity && entry.amount.trim() === '')) continue;
    const amountPaise = entry.amount.trim() === '' ? null : parseRupees(entry.amount);
    if (amountPaise === null && entry.amount.trim() !== '') {
      errors.set(product.productId, SALE_VALUE_MESSAGE);
      continue;
    }
    const checked = salesLineInputSchema.safeParse({
      productId: product.productId,
      quantity: entry.quantity ?? undefined,
      amountPaise,
    });
    if (checked.success) lines.push(checked.data);
    else errors.set(product.productId, checked.error.issues[0]?.message ?? 'Please check this line');
  }
  return { lines, errors };
}

/** Every problem the server found in an uploaded file, each naming its row and column. */
export function uploadProblems(error: Error): string[] {
  if (isApiRequestError(error) && error.fields.length > 0) return error.fields.map((field) => field.message);
  return [error.message];
}

/** The preview's heading: the file, how many products, and what it replaces. */
export function previewHeading(fileName: string, preview: SalesUploadResult): string {
  const count = preview.lines.length;
  const replacing = preview.replaces > 0 ? `, replacing the ${preview.replaces} saved for this day` : '';
  return `${fileName}: ${count} ${count === 1 ? 'product' : 'products'}${replacing}`;
}

export function saleValueText(amountPaise: number | null): string {
  return amountPaise === null ? '—' : formatPaise(amountPaise);
}

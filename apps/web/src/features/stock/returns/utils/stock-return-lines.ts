import { productLabel, thousandths } from '../../stock-labels.ts';

type Held = { productId: string; productName: string; variantName: string; quantity: number };

/** The products held whose name holds the search, whatever its case; all of them for an empty one. */
export function matchHeldRows<Row extends Held>(held: readonly Row[], search: string): readonly Row[] {
  const needle = search.trim().toLowerCase();
  return needle ? held.filter((row) => productLabel(row).toLowerCase().includes(needle)) : held;
}

/** The products with something typed to send, and the lines that send them. */
export function stockReturnLines<Row extends Held>(
  held: readonly Row[],
  quantities: ReadonlyMap<string, number>,
) {
  const chosen = held.filter((row) => (quantities.get(row.productId) ?? 0) > 0);
  const lines = chosen.map((row) => ({
    productId: row.productId,
    quantity: quantities.get(row.productId) ?? 0,
  }));
  return { chosen, lines };
}

/**
 * The server's checks, before the driver is asked: something to send, a reason, no more than held
 * (to the gram). Each product sent beyond what the store holds is named on its row.
 */
export function checkStockReturn(
  chosen: readonly Held[],
  quantities: ReadonlyMap<string, number>,
  hasReason: boolean,
  outletName: string,
): { rowErrors: Map<string, string>; problem: string | null } {
  const rowErrors = new Map<string, string>();
  for (const row of chosen) {
    const quantity = quantities.get(row.productId) ?? 0;
    if (thousandths(quantity) > thousandths(row.quantity)) {
      rowErrors.set(
        row.productId,
        `${productLabel(row)}: ${quantity} to send, ${outletName} holds ${row.quantity}`,
      );
    }
  }
  const problem =
    chosen.length === 0
      ? 'Send: choose at least one product to send'
      : !hasReason
        ? 'Reason: please choose why it goes back'
        : null;
  return { rowErrors, problem };
}

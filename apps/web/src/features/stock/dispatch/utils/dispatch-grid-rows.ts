import type { DispatchPlan } from '@kadai/contract';
import { thousandths } from '../../stock-labels.ts';

/** A product of the grid, with its plan and what goes to each outlet. */
export type DispatchGridRow = {
  productId: string;
  productName: string;
  variantName: string;
  unit: string;
  warehouseOnHand: number;
  /** By outlet: planned, and what goes (the saved dispatch's, else the planned). */
  outlets: Record<string, { planned: number; sent: number }>;
};

/** What is typed in the grid, by cell: an outlet's figure for a product, or none. */
export type DispatchGridSent = ReadonlyMap<string, number | null>;

/** The cell of an outlet's figure for a product. */
export const dispatchCellKey = (outletId: string, productId: string) => `${outletId} ${productId}`;

/** Every outlet's plan in one table: a product per row, by name then variant, an outlet per column. */
export function dispatchGridRows(plans: readonly DispatchPlan[]): DispatchGridRow[] {
  const rows = new Map<string, DispatchGridRow>();
  for (const plan of plans) {
    for (const line of plan.lines) {
      const row = rows.get(line.productId) ?? {
        productId: line.productId,
        productName: line.productName,
        variantName: line.variantName,
        unit: line.unit,
        warehouseOnHand: line.warehouseOnHand,
        outlets: {},
      };
      row.outlets[plan.outletId] = { planned: line.planned, sent: line.sent };
      rows.set(line.productId, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.productName.localeCompare(b.productName) || a.variantName.localeCompare(b.variantName),
  );
}

/** The figures the grid starts with: each planned cell's, as its plan says goes. */
export function startingDispatchSent(rows: readonly DispatchGridRow[]): DispatchGridSent {
  return new Map(
    rows.flatMap((row) =>
      Object.entries(row.outlets).map(([outletId, cell]) => [
        dispatchCellKey(outletId, row.productId),
        cell.sent,
      ]),
    ),
  );
}

/** What goes of a product to all the outlets shown, to the gram. */
export function dispatchRowTotal(
  row: DispatchGridRow,
  outlets: readonly { id: string }[],
  sent: DispatchGridSent,
): number {
  return (
    outlets.reduce(
      (sum, outlet) => sum + thousandths(sent.get(dispatchCellKey(outlet.id, row.productId)) ?? 0),
      0,
    ) / 1000
  );
}

/** Whether the outlets together are sent more of a product than the warehouse holds. */
export function sendsMoreThanHeld(total: number, warehouseOnHand: number): boolean {
  return thousandths(total) > thousandths(warehouseOnHand);
}

/** One dispatch per outlet with something to send, with only the products that go to it. */
export function dispatchGridRequests(
  teamId: string,
  outlets: readonly { id: string }[],
  rows: readonly DispatchGridRow[],
  sent: DispatchGridSent,
) {
  return outlets
    .map((outlet) => ({
      teamId,
      outletId: outlet.id,
      lines: rows
        .map((row) => ({
          productId: row.productId,
          quantitySent: sent.get(dispatchCellKey(outlet.id, row.productId)) ?? 0,
        }))
        .filter((line) => line.quantitySent > 0),
    }))
    .filter((request) => request.lines.length > 0);
}

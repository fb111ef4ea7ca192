import { formatStockQuantity } from '@kadai/contract';

/** A product as the stock tables name it: 'Avial 500 g'. */
export const productLabel = (row: { productName: string; variantName: string }) =>
  `${row.productName} ${row.variantName}`.trim();

/** Stock quantities compared exactly, to the gram: 0.1 + 0.2 is 300 thousandths. */
export const thousandths = (quantity: number) => Math.round(quantity * 1000);

/** A right-aligned column of stock quantities with their unit ('3 pc', '2 packs'). */
export function quantityColumn<Row extends { unit: string }>(
  title: string,
  key: string,
  quantityOf: (row: Row) => number,
) {
  return {
    title,
    key,
    align: 'right' as const,
    render: (_value: unknown, row: Row) => formatStockQuantity(quantityOf(row), row.unit),
  };
}

import type { ChangeEvent } from 'react';

/**
 * The accessible name of every quantity box; screen readers and tests find items by it. The pack is
 * part of it because the same product comes in several packs (Ponni Boiled Rice 5 kg and 10 kg).
 */
export function quantityLabel(itemName: string, pack: string): string {
  return `Quantity of ${itemName} (${pack})`;
}

/**
 * A native number box: thousands of them can sit on the page, and a plain input keeps each one cheap.
 * The value is the raw text the customer typed; the order reads it through `parseQuantity`.
 */
export function QuantityInput(props: {
  itemName: string;
  pack: string;
  value: string;
  onChange: (raw: string) => void;
}) {
  return (
    <input
      className="qty-input"
      type="number"
      inputMode="decimal"
      min={0}
      max={10000}
      step="any"
      placeholder="0"
      autoComplete="off"
      aria-label={quantityLabel(props.itemName, props.pack)}
      value={props.value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
    />
  );
}

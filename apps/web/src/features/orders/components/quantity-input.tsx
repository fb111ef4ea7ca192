import { isPieceUnit } from '@kadai/contract';
import type { ChangeEvent } from 'react';

/**
 * The accessible name of every quantity box; screen readers and tests find items by it. The pack is
 * part of it because the same product comes in several packs (Ponni Boiled Rice 5 kg and 10 kg).
 */
export function quantityLabel(itemName: string, pack: string): string {
  return `Quantity of ${itemName} (${pack})`;
}

/** A − / + press moves by one pack of pieces, or by half a pack of what is weighed. */
export function quantityStep(unit: string): number {
  return isPieceUnit(unit) ? 1 : 0.5;
}

/**
 * The box's next value after a − or + press, on the step's grid (0.7 + 0.5 is 1, not 1.2): + never
 * stops below the form's smallest order (`minimum`: 1 on the main form), and − below it empties
 * the box, so a press never leaves an amount that is silently not ordered.
 */
export function stepQuantity(
  raw: string,
  options: { step: number; minimum: number; direction: 1 | -1 },
): string {
  const { step, minimum, direction } = options;
  const current = Number(raw.trim() === '' ? '0' : raw);
  const base = Number.isFinite(current) && current > 0 ? current : 0;
  const snapped =
    direction === 1 ? Math.floor(base / step) * step + step : Math.ceil(base / step) * step - step;
  const next = Math.round(snapped * 1000) / 1000;
  if (direction === 1) return String(Math.max(next, minimum));
  return next <= 0 || next < minimum ? '' : String(next);
}

/**
 * The quantity box with a − and a + beside it. A text box, not a number box: a number box changes
 * its value when the mouse wheel turns over it (three notches turned 3 into 0 and the item left
 * the order), and thousands of plain inputs stay cheap. The value is the raw text the customer
 * typed; the order reads it through `parseQuantity`.
 */
export function QuantityInput(props: {
  itemName: string;
  pack: string;
  unit: string;
  value: string;
  onChange: (raw: string) => void;
  /** The smallest amount the form orders (1 on the main form). */
  minimum: number;
  /** The id of the hint under the item, when one is shown. */
  describedBy?: string | undefined;
}) {
  const step = quantityStep(props.unit);
  const label = quantityLabel(props.itemName, props.pack);
  return (
    <span className="qty-stepper">
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={`One less ${props.itemName} (${props.pack})`}
        disabled={props.value.trim() === ''}
        onClick={() =>
          props.onChange(stepQuantity(props.value, { step, minimum: props.minimum, direction: -1 }))
        }
      >
        −
      </button>
      <input
        className="qty-input"
        type="text"
        inputMode="decimal"
        placeholder="0"
        autoComplete="off"
        maxLength={9}
        aria-label={label}
        aria-describedby={props.describedBy}
        value={props.value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value)}
      />
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={`One more ${props.itemName} (${props.pack})`}
        onClick={() =>
          props.onChange(stepQuantity(props.value, { step, minimum: props.minimum, direction: 1 }))
        }
      >
        +
      </button>
    </span>
  );
}

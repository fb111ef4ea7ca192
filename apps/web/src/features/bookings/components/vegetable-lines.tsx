import {
  BOOKING_QUANTITY_LABELS,
  BOOKING_QUANTITY_MEANINGS,
  type BookingKind,
  WASTAGE_REASON_LABELS,
  WASTAGE_REASONS,
  type WastageReason,
} from '@kadai/contract';
import { memo } from 'react';
import { Abbr, type Abbreviation } from '../../../components/abbreviation-legend.tsx';
import { Select } from '../../../components/plain/select.tsx';
import { EMPTY_LINE, isBooked, type LineValue, quantityOf, type Vegetable } from '../utils/booking-form.ts';

/** K and W as the wastage form, its summary and the bookings page explain them, wherever they appear. */
export const WASTAGE_LEGEND: readonly Abbreviation[] = [
  { abbr: BOOKING_QUANTITY_LABELS.k, meaning: BOOKING_QUANTITY_MEANINGS.k },
  { abbr: BOOKING_QUANTITY_LABELS.w, meaning: BOOKING_QUANTITY_MEANINGS.w },
];

const REASON_OPTIONS = WASTAGE_REASONS.map((reason) => ({
  value: reason,
  label: WASTAGE_REASON_LABELS[reason],
}));

/**
 * One vegetable: its name and pack, then the quantity (stock) or K, W and the reason (wastage).
 * On a phone the boxes wrap under the name; each is a 44 px tap target (plain.css).
 */
export const VegetableLine = memo(function VegetableLine({
  kind,
  vegetable,
  value,
  error,
  onChange,
}: {
  kind: BookingKind;
  vegetable: Vegetable;
  value: LineValue;
  error: string | undefined;
  onChange: (itemId: number, value: LineValue) => void;
}) {
  const label = `${vegetable.name} (${vegetable.pack})`;
  const set = (change: Partial<LineValue>) => onChange(vegetable.id, { ...value, ...change });
  const invalid = error ? true : undefined;
  const quantityBox = (which: 'quantity' | 'w', caption: string, meaning?: string) => (
    <div className="veg-booking-box">
      <span>{meaning ? <Abbr abbr={caption} meaning={meaning} /> : caption}</span>
      <input
        type="number"
        className="p-input p-input--large veg-booking-quantity"
        aria-label={`${caption} of ${label}`}
        aria-invalid={invalid}
        min={0}
        step="any"
        inputMode="decimal"
        value={value[which] ?? ''}
        onChange={(event) => set({ [which]: quantityOf(event.target.value) })}
      />
    </div>
  );
  return (
    <div className="veg-booking-line" data-booked={isBooked(value) || undefined}>
      <div className="veg-booking-row">
        <div className="veg-booking-name">
          <strong>{vegetable.name}</strong> <span className="veg-booking-pack">{vegetable.pack}</span>
        </div>
        {kind === 'stock' ? (
          quantityBox('quantity', BOOKING_QUANTITY_LABELS.stock)
        ) : (
          <>
            {quantityBox('quantity', BOOKING_QUANTITY_LABELS.k, BOOKING_QUANTITY_MEANINGS.k)}
            {quantityBox('w', BOOKING_QUANTITY_LABELS.w, BOOKING_QUANTITY_MEANINGS.w)}
            <div className="veg-booking-box">
              <span>Reason</span>
              <Select
                aria-label={`Reason for ${label}`}
                aria-invalid={invalid}
                size="large"
                placeholder="Why?"
                options={REASON_OPTIONS}
                value={value.reason}
                onChange={(event) =>
                  set({ reason: (event.target.value || undefined) as WastageReason | undefined })
                }
                className="veg-booking-reason"
              />
            </div>
          </>
        )}
      </div>
      {error && (
        <div className="veg-booking-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});

/** The vegetables under their subcategories' headings, each a region a screen reader can jump to. */
export function VegetableGroups(props: {
  kind: BookingKind;
  groups: readonly [string, Vegetable[]][];
  lines: Record<number, LineValue>;
  rowErrors: ReadonlyMap<number, string>;
  onChange: (itemId: number, value: LineValue) => void;
}) {
  return props.groups.map(([group, items]) => (
    <section key={group} className="veg-booking-group" aria-label={group}>
      <h3 className="veg-booking-group__title">{group}</h3>
      {items.map((vegetable) => (
        <VegetableLine
          key={vegetable.id}
          kind={props.kind}
          vegetable={vegetable}
          value={props.lines[vegetable.id] ?? EMPTY_LINE}
          error={props.rowErrors.get(vegetable.id)}
          onChange={props.onChange}
        />
      ))}
    </section>
  ));
}

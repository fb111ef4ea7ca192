import {
  BOOKING_QUANTITY_LABELS,
  BOOKING_QUANTITY_MEANINGS,
  type BookingKind,
  WASTAGE_REASON_LABELS,
  WASTAGE_REASONS,
  type WastageReason,
} from '@kadai/contract';
import { Flex, InputNumber, Select, Typography } from 'antd';
import { memo } from 'react';
import { Abbr, type Abbreviation } from '../../../components/abbreviation-legend.tsx';
import { isBooked, type LineValue, type Vegetable } from '../utils/booking-form.ts';

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
 * On a phone the boxes wrap under the name; each is a 44 px tap target (the page's theme).
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
  const quantityBox = (which: 'quantity' | 'w', caption: string, meaning?: string) => (
    <div className="veg-booking-box">
      <span>{meaning ? <Abbr abbr={caption} meaning={meaning} /> : caption}</span>
      <InputNumber
        aria-label={`${caption} of ${label}`}
        size="large"
        min={0}
        inputMode="decimal"
        value={value[which]}
        status={error ? 'error' : undefined}
        onChange={(next) => set({ [which]: typeof next === 'number' ? next : null })}
        style={{ width: 96 }}
      />
    </div>
  );
  return (
    <div className="veg-booking-line" data-booked={isBooked(value) || undefined}>
      <Flex wrap align="end" gap={8}>
        <div className="veg-booking-name">
          <Typography.Text strong>{vegetable.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{vegetable.pack}</Typography.Text>
        </div>
        {kind === 'stock' ? (
          quantityBox('quantity', BOOKING_QUANTITY_LABELS.stock)
        ) : (
          <>
            {quantityBox('quantity', BOOKING_QUANTITY_LABELS.k, BOOKING_QUANTITY_MEANINGS.k)}
            {quantityBox('w', BOOKING_QUANTITY_LABELS.w, BOOKING_QUANTITY_MEANINGS.w)}
            <div className="veg-booking-box">
              <span>Reason</span>
              <Select<WastageReason>
                aria-label={`Reason for ${label}`}
                size="large"
                placeholder="Why?"
                options={REASON_OPTIONS}
                value={value.reason}
                status={error ? 'error' : undefined}
                onChange={(reason) => set({ reason })}
                style={{ width: 130 }}
              />
            </div>
          </>
        )}
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
});

import type { BookingKind } from '@kadai/contract';
import { Field } from '../../../components/plain/field.tsx';
import { Select } from '../../../components/plain/select.tsx';
import { TextInput } from '../../../components/plain/text-input.tsx';
import type { HeaderField } from '../utils/booking-form.ts';

/** What the booking form holds besides its lines. */
export type Header = { storeId: string | undefined; sentBy: string; date: string; others: string };

/** Store, Sent By and Date, side by side on a laptop and wrapping on a phone. */
export function BookingHeaderFields(props: {
  kind: BookingKind;
  header: Header;
  errors: Partial<Record<HeaderField, string>>;
  storeOptions: readonly { value: string; label: string }[];
  storesPending: boolean;
  today: string;
  onChange: <F extends HeaderField>(field: F, value: Header[F]) => void;
}) {
  const { header, errors, onChange } = props;
  // antd Form's ids (the form's name, then the field's), so a link or a test finds the same box.
  const id = (field: HeaderField) => `veg-${props.kind}_${field}`;
  return (
    <div className="veg-booking-header">
      <Field label="Store" id={id('storeId')} error={errors.storeId} className="veg-booking-field">
        {(control) => (
          <Select
            {...control}
            size="large"
            placeholder="Select your store"
            options={props.storeOptions}
            value={header.storeId}
            aria-busy={props.storesPending || undefined}
            disabled={props.storeOptions.length === 1}
            onChange={(event) => onChange('storeId', event.target.value || undefined)}
          />
        )}
      </Field>
      <Field label="Sent By" id={id('sentBy')} error={errors.sentBy} className="veg-booking-field">
        {(control) => (
          <TextInput
            {...control}
            size="large"
            maxLength={80}
            autoComplete="name"
            value={header.sentBy}
            onChange={(event) => onChange('sentBy', event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Date"
        id={id('date')}
        error={errors.date}
        className="veg-booking-field veg-booking-field--date"
      >
        {(control) => (
          <TextInput
            {...control}
            size="large"
            type="date"
            max={props.today}
            value={header.date}
            onChange={(event) => onChange('date', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

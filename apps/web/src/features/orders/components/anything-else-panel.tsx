import { SPECIAL_INSTRUCTIONS_ROWS } from '@kadai/contract';
import { Field } from '../../../components/plain/field.tsx';
import { TextArea } from '../../../components/plain/text-area.tsx';
import type { FormFields } from '../hooks/use-form-fields.ts';
import { FIELD_LABELS, type OrderFormValues } from '../utils/order-form-values.ts';

/** What the list has not: other items, preferred brands, notes for delivery. */
export function AnythingElsePanel({ form }: { form: FormFields<OrderFormValues> }) {
  return (
    <section className="panel" aria-labelledby="instructions-heading">
      <h2 id="instructions-heading" className="panel__title">
        Anything else?
      </h2>
      <Field
        id={form.idOf('others')}
        label={FIELD_LABELS.others}
        error={form.errors.others}
        hint="Items not on the list, brands you prefer, or notes for delivery."
      >
        {(control) => (
          <TextArea
            {...control}
            rows={SPECIAL_INSTRUCTIONS_ROWS}
            maxLength={4000}
            value={form.values.others ?? ''}
            onChange={(event) => form.setValue('others', event.target.value)}
            onBlur={() => form.blur('others')}
          />
        )}
      </Field>
    </section>
  );
}
